import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan } from '@/testing/mock-api/data';
import { fieldsRefused, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The Contact Us form (issue 64): every field required and checked before sending, the first wrong field
 * focused, a signed-in fan's email filled in, the message sent and the form emptied, and the server's own
 * field messages shown under the fields.
 */

function contactServer({ refuse = false, busy = false } = {}) {
  const sent: unknown[] = [];
  const answers = [
    http.post('/api/feedback', async ({ request }) => {
      sent.push(await request.json());
      if (busy) {
        return HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many messages, try again in a minute' } },
          { status: 429 },
        );
      }
      if (refuse) {
        return fieldsRefused({ email: 'Please enter a valid email address' });
      }
      return HttpResponse.json(
        { data: { id: '00000000-0000-4000-8000-00000000f001', createdAt: '2026-12-03T10:00:00.000Z' } },
        { status: 201 },
      );
    }),
  ];
  return { sent, answers };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('contacting us', () => {
  it('checks every field before sending, and focuses the first one wrong', async () => {
    const { sent, answers } = contactServer();
    await renderPage('/contact', 'en', answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Message' }, { timeout: 10_000 }));
    await findText('Name is required');
    await findText('Message is required');
    // Each message is its field's description, and the first field in error has the focus: a screen reader says
    // what to fix.
    const described = (label: string) =>
      (field(label).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described('Name')).toContain('Name is required');
    expect(described('Email')).toContain('Please enter a valid email address');
    expect(described('Message')).toContain('Message is required');
    expect(document.activeElement).toBe(field('Name'));
    await userEvent.fill(field('Name'), 'Nour');
    await userEvent.fill(field('Email'), 'nour.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await findText('Please enter a valid email address');
    expect(sent).toEqual([]);
  });

  it("fills in a signed-in fan's email, sends the message and empties the form", async () => {
    const { sent, answers } = contactServer();
    await renderPage('/contact', 'en', [...signedIn(fan({ email: 'nour@example.com' })), ...answers]);
    await waitFor(() => expect(field('Email').value).toBe('nour@example.com'), { timeout: 10_000 });
    await userEvent.fill(field('Name'), typedByReader('Nour Fahmy'));
    await userEvent.fill(field('Message'), typedByReader('  The Windy City draw has a player twice.  '));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await findText('Message Sent');
    await findText("We'll get back to you soon!");
    expect(sent).toEqual([
      { name: 'Nour Fahmy', email: 'nour@example.com', message: 'The Windy City draw has a player twice.' },
    ]);
    await waitFor(() => expect(field('Message').value).toBe(''));
    expect(field('Email').value).toBe('nour@example.com');
  });

  it("shows the server's message under its field", async () => {
    const { answers } = contactServer({ refuse: true });
    await renderPage('/contact', 'en', answers);
    await userEvent.fill(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), 'Nour');
    await userEvent.fill(field('Email'), 'nour@example.com');
    await userEvent.fill(field('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    await findText('Please enter a valid email address');
  });

  it('keeps the text, and says why, when the server turns the message away', async () => {
    const { answers } = contactServer({ busy: true });
    await renderPage('/contact', 'en', answers);
    await userEvent.fill(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), 'Nour');
    await userEvent.fill(field('Email'), 'nour@example.com');
    await userEvent.fill(field('Message'), typedByReader('Hello there'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await findText('Too many messages, try again in a minute');
    expect(field('Message').value).toBe('Hello there');
  });
});
