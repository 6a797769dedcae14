import type { OutboxMail } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, pageOf, testId } from '@/testing/mock-api/data';
import { signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's outbox (no SMTP: the mails kept instead of sent, tested by issue 64): a recipient's mails
 * found by their address as typed (any case, spaces around), 'Show all' back to every mail, a recipient with
 * none said so by name, a mail's text opened on demand, and the pages walked with the pager.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const PAGE_SIZE = 2;

function mail(to: string, subject: string, n: number): OutboxMail {
  return {
    id: testId(),
    to,
    subject,
    text: `Hello,\n\nFollow this link to go on: https://tips.example.com/verify?token=${n}\n`,
    html: '<p>Hello</p>',
    link: `https://tips.example.com/verify?token=${n}`,
    createdAt: `2026-12-0${n}T09:00:00.000Z`,
  };
}

function outboxServer() {
  const mails = [
    mail('nour@example.com', 'Verify your email', 3),
    mail('nick@example.com', 'Reset your password', 2),
    mail('nour@example.com', 'Your entry is in', 1),
  ];
  const reads: Array<{ page: string | null; to: string | null }> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/outbox', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 0);
      const to = query.get('to');
      reads.push({ page: query.get('page'), to });
      const found = mails.filter((one) => to === null || one.to === to);
      return HttpResponse.json(pageOf(found, page, PAGE_SIZE));
    }),
  ];
  for (const one of mails) {
    typedByReader(one.to);
    typedByReader(one.subject);
    typedByReader(one.link ?? '');
  }
  return { reads, open: () => renderPage('/admin/outbox', 'en', answers) };
}

const mailsList = () => screen.getByRole('list', { name: 'Mails' });
const subjects = () =>
  within(mailsList())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe("the back office's outbox", () => {
  it("finds a recipient's mails by their address as typed, and Show all brings every mail back", async () => {
    const { open, reads } = outboxServer();
    await open();
    await findText('Verify your email');
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    await userEvent.fill(screen.getByLabelText('Recipient'), '  NOUR@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await findText('Your entry is in');
    expect(subjects()).toEqual(['Verify your email', 'Your entry is in']);
    expect(reads.at(-1)).toEqual({ page: '0', to: 'nour@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await findText('Reset your password');
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('');
    expect(reads.at(-1)).toEqual({ page: '0', to: null });
  });

  it('says so by name when a recipient has no mail', async () => {
    const { open } = outboxServer();
    await open();
    await findText('Verify your email');
    await userEvent.fill(screen.getByLabelText('Recipient'), typedByReader('nobody@example.com'));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await findText('No mails to nobody@example.com.');
  });

  it("opens a mail's text on demand, its link to follow beside it", async () => {
    const { open } = outboxServer();
    await open();
    await findText('Verify your email');
    const first = within(mailsList()).getAllByRole('listitem')[0] as HTMLElement;
    const details = first.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(within(first).getByText('Show the text'));
    await waitFor(() => expect(details.open).toBe(true));
    expect(details.textContent).toContain('Follow this link to go on');
    const link = within(first).getByRole('link', { name: 'https://tips.example.com/verify?token=3' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(first.textContent).toContain('To nour@example.com');
  });

  it('walks the pages with the pager, newest first', async () => {
    const { open, reads } = outboxServer();
    await open();
    await findText('Verify your email');
    const pager = screen.getByRole('navigation', { name: 'Outbox pages' });
    expect(pager.textContent).toContain('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await findText('Your entry is in');
    expect(subjects()).toEqual(['Your entry is in']);
    expect(pager.textContent).toContain('Page 2 of 2');
    expect(reads.map((read) => read.page)).toEqual(['0', '1']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await findText('Reset your password');
  });
});
