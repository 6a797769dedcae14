import { type AccountReview, AccountReviewSchema } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, testId } from '@/testing/mock-api/data';
import { signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Account reviews in the back office (issue 62's point 5, tested by issue 64): two accounts tied by a card,
 * shown side by side with what each has held, decided as two people or as one (naming the second account),
 * the server's refusal of a decision shown, and the decided tab.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function review(overrides: Partial<AccountReview> = {}): AccountReview {
  const account = (username: string, createdAt: string, heldCredits: number, unpaidCashPrizes: number) => ({
    id: testId(),
    username,
    email: `${username}@example.com`,
    fullName: 'Nour Fahmy',
    createdAt,
    playMark: null,
    heldCredits,
    unpaidCashPrizes,
  });
  return AccountReviewSchema.parse({
    id: testId(),
    signal: 'card',
    accounts: [
      account('nour_drops', '2026-09-01T10:00:00.000Z', 0, 0),
      account('nour_again', '2026-11-20T10:00:00.000Z', 250, 1),
    ],
    createdAt: '2026-11-28T10:00:00.000Z',
    seenAt: '2026-11-30T10:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    outcome: null,
    note: null,
    ...overrides,
  });
}

function reviewsServer({ refuse }: { refuse?: string } = {}) {
  const open = review();
  const decided = review({
    signal: 'device',
    resolvedAt: '2026-11-29T10:00:00.000Z',
    resolvedBy: 'club_admin',
    outcome: 'DIFFERENT_PEOPLE',
    note: 'Brothers, checked their IDs',
  });
  const sent: Array<{ id: string; body: unknown }> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/account-reviews', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({ data: status === 'resolved' ? [decided] : sent.length > 0 && !refuse ? [] : [open] });
    }),
    http.post('/api/admin/account-reviews/:id/resolve', async ({ params, request }) => {
      sent.push({ id: String(params.id), body: await request.json() });
      if (refuse) {
        return HttpResponse.json({ error: { code: 'VALIDATION_ERROR', message: refuse } }, { status: 400 });
      }
      return HttpResponse.json({ data: { ...open, resolvedAt: new Date().toISOString(), outcome: 'SAME_PERSON' } });
    }),
  ];
  return { sent, review: open, open: () => renderPage('/admin/account-reviews', 'en', answers) };
}

describe('deciding account reviews', () => {
  it('shows the two accounts side by side, with what each has held', async () => {
    const { open } = reviewsServer();
    await open();
    await findText('nour_drops · nour_again');
    expect(screen.getByText('The same card')).toBeTruthy();
    const newer = screen.getByRole('region', { name: 'nour_again' });
    expect(newer.textContent).toContain('the newer account');
    expect(newer.textContent).toContain('Prize credits held: 2.50 credits');
    expect(newer.textContent).toContain('Cash prizes not paid: 1');
    expect(screen.getByRole('region', { name: 'nour_drops' }).textContent).toContain('No prize credits held');
  });

  it('decides one person, naming the second account, with what was checked', async () => {
    const { open, sent, review: pending } = reviewsServer();
    await open();
    const form = await screen.findByRole('form', { name: 'Decide the review' }, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('radio', { name: /^One person: nour_again is the second account/ }));
    await userEvent.fill(within(form).getByLabelText('What you checked'), typedByReader('Same card, same flat'));
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    await findText('Review decided');
    expect(sent).toEqual([
      {
        id: pending.id,
        body: { outcome: 'SAME_PERSON', note: 'Same card, same flat', duplicateUserId: pending.accounts[1].id },
      },
    ]);
    await findText('No account is waiting for a review.');
  });

  it("shows the server's refusal of a decision", async () => {
    const { open } = reviewsServer({ refuse: 'Say what was checked' });
    await open();
    const form = await screen.findByRole('form', { name: 'Decide the review' }, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(form.textContent).toContain('Say what was checked'));
  });

  it('lists the decided reviews with who decided them and how', async () => {
    const { open } = reviewsServer();
    await open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Decided' }, { timeout: 10_000 }));
    await findText('Two different people');
    await findText('Brothers, checked their IDs');
    expect(screen.getByText('The same browser')).toBeTruthy();
  });
});
