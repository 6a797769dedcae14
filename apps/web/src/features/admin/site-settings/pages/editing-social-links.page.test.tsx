import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan } from '@/testing/mock-api/data';
import { fieldsRefused, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's social links (issue 64): an address checked in its own field before anything is sent, the
 * links saved (an empty box for none, each trimmed), and the server's own refusal shown under the network it
 * names.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function settingsServer({ refuse }: { refuse?: Record<string, string> } = {}) {
  const sent: unknown[] = [];
  let links = { Facebook: 'https://www.facebook.com/squashtips', Instagram: null, X: null, YouTube: null };
  const answers = [
    ...admin,
    http.get('/api/admin/site-settings', () =>
      HttpResponse.json({ data: { socialLinks: links, updatedAt: '2026-11-30T08:00:00.000Z' } }),
    ),
    http.put('/api/admin/site-settings', async ({ request }) => {
      const body = (await request.json()) as { socialLinks: typeof links };
      sent.push(body);
      if (refuse) {
        return fieldsRefused(refuse);
      }
      links = body.socialLinks;
      return HttpResponse.json({ data: { socialLinks: links, updatedAt: '2026-12-03T10:00:00.000Z' } });
    }),
  ];
  return { sent, open: () => renderPage('/admin/settings', 'en', answers) };
}

const form = () => screen.findByRole('form', { name: 'Social links' }, { timeout: 10_000 });

describe("the back office's social links", () => {
  it('checks each address in its own field before sending', async () => {
    const { open, sent } = settingsServer();
    await open();
    const links = await form();
    await userEvent.fill(within(links).getByLabelText('Instagram'), 'instagram.com/squashtips');
    await userEvent.fill(within(links).getByLabelText('X'), 'javascript:alert(1)');
    await userEvent.click(within(links).getByRole('button', { name: 'Save social links' }));
    await waitFor(() => expect(within(links).getByLabelText('Instagram').getAttribute('aria-invalid')).toBe('true'));
    expect(within(links).getByLabelText('X').getAttribute('aria-invalid')).toBe('true');
    expect(within(links).getAllByText('Enter a full web address, starting with https://')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('saves the links, trimmed, an empty box as none', async () => {
    const { open, sent } = settingsServer();
    await open();
    const links = await form();
    await userEvent.fill(within(links).getByLabelText('Facebook'), '');
    await userEvent.fill(
      within(links).getByLabelText('YouTube'),
      typedByReader('  https://www.youtube.com/@squashtips  '),
    );
    await userEvent.click(within(links).getByRole('button', { name: 'Save social links' }));
    await findText('Social links saved: the footer shows them on every page now');
    expect(sent).toEqual([
      { socialLinks: { Facebook: null, Instagram: null, X: null, YouTube: 'https://www.youtube.com/@squashtips' } },
    ]);
  });

  it("shows the server's refusal under the network it names", async () => {
    const { open } = settingsServer({ refuse: { 'socialLinks.X': 'That address is not a page of X' } });
    await open();
    const links = await form();
    await userEvent.fill(within(links).getByLabelText('X'), 'https://example.com/');
    await userEvent.click(within(links).getByRole('button', { name: 'Save social links' }));
    await within(links).findByText('That address is not a page of X');
    expect(within(links).getByLabelText('X').getAttribute('aria-invalid')).toBe('true');
  });
});
