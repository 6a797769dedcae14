import { type CreditTransaction, describeCredit } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { creditLine, fan, SITE_CONFIG, testId } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A fan's credit lines (spec 000's Credit transactions, tested by issue 64): each line's kind, what it was for
 * and its signed amount; a purchase leading to its receipt and an entry to its tournament, while the back
 * office's records (a bonus's fan) are links for an administrator only; the pages walked with the pager; and
 * nothing read for a visitor or while entries are free.
 */

const windy = { name: 'Windy City Open 2027', gender: 'mens' } as const;
const paymentId = testId();
const tournamentId = testId();
const granterId = testId();

function lines(): CreditTransaction[] {
  return [
    {
      ...creditLine(
        500,
        describeCredit({ kind: 'PURCHASE', tournament: null, credits: 5, sponsor: null }),
        'USER_TOP_UP',
      ),
      resource: { type: 'PAYMENT', id: paymentId },
    },
    {
      ...creditLine(
        -100,
        describeCredit({ kind: 'ENTRY', tournament: windy, credits: null, sponsor: null }),
        'ENTRY_PURCHASE',
      ),
      resource: { type: 'TOURNAMENT', id: tournamentId },
    },
    {
      ...creditLine(300, 'Welcome back for the new season', 'ADMIN_TOP_UP'),
      resource: { type: 'USER', id: granterId },
    },
  ];
}

function creditsServer({ fail = false } = {}) {
  const reads: string[] = [];
  const answers = [
    read('/api/credit-balance', { body: { data: { balance: 700 } } }),
    http.get('/api/credit-transactions', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 0);
      reads.push(String(page));
      if (fail) {
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } },
          {
            status: 500,
          },
        );
      }
      return HttpResponse.json({
        data:
          page === 0
            ? lines()
            : [
                creditLine(
                  1000,
                  describeCredit({ kind: 'PURCHASE', tournament: null, credits: 10, sponsor: null }),
                  'USER_TOP_UP',
                ),
              ],
        pageInfo: {
          currentPage: page,
          previousPage: page > 0 ? 0 : null,
          nextPage: page === 0 ? 1 : null,
          pageSize: 3,
          totalRecords: 4,
        },
      });
    }),
  ];
  return { reads, answers };
}

const list = () => screen.getByRole('list', { name: 'Credit transactions' });
const items = () => within(list()).getAllByRole('listitem') as HTMLElement[];

describe("a fan's credit lines", () => {
  it('says each line and its signed amount, a purchase leading to its receipt and an entry to its tournament', async () => {
    const { answers } = creditsServer();
    await renderPage('/credit-transactions', 'en', [...signedIn(fan()), ...answers]);
    await findText('5 credits bought by card');
    const [bought, entry, bonus] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(bought).getByRole('link').getAttribute('href')).toBe(`/payment/${paymentId}`);
    expect(bought.textContent).toMatch(/\+5\.00\s*credits$/);
    expect(within(entry).getByRole('link').getAttribute('href')).toBe(`/tournaments/${tournamentId}`);
    expect(entry.textContent).toContain('Windy City Open 2027');
    expect(entry.textContent).toMatch(/−1\.00\s*credits$/);
    // A fan can't open the back office: the bonus's line names no link.
    expect(within(bonus).queryByRole('link')).toBeNull();
    expect(bonus.textContent).toContain('Welcome back for the new season');
  });

  it("leads an administrator from a bonus's line to the fan's record in the back office", async () => {
    const { answers } = creditsServer();
    await renderPage('/credit-transactions', 'en', [...signedIn(fan({ isAdmin: true })), ...answers]);
    await findText('Welcome back for the new season');
    const bonus = items()[2] as HTMLElement;
    expect(within(bonus).getByRole('link').getAttribute('href')).toBe(`/admin/users/${granterId}`);
  });

  it('walks the pages with the pager', async () => {
    const { answers, reads } = creditsServer();
    await renderPage('/credit-transactions', 'en', [...signedIn(fan()), ...answers]);
    await findText('5 credits bought by card');
    const pager = screen.getByRole('navigation', { name: 'Transaction pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await findText('10 credits bought by card');
    expect(items()).toHaveLength(1);
    expect(reads).toEqual(['0', '1']);
  });

  it("says a failed read in the server's words, with the way back to the dashboard", async () => {
    const { answers } = creditsServer({ fail: true });
    await renderPage('/credit-transactions', 'en', [...signedIn(fan()), ...answers]);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await waitFor(() => expect(alert.textContent).toContain('Something went wrong on our side.'));
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/dashboard');
  });

  it('asks a visitor to sign in, and reads nothing', async () => {
    const { answers, reads } = creditsServer();
    await renderPage('/credit-transactions', 'en', answers);
    await findText('Please sign in to view your credit transactions');
    expect(reads).toEqual([]);
  });

  it('says there are no credits while entries are free, and reads none', async () => {
    const { answers, reads } = creditsServer();
    await renderPage('/credit-transactions', 'en', [
      ...signedIn(fan()),
      http.get('/api/site-config', () => HttpResponse.json({ data: { ...SITE_CONFIG, creditsEnabled: false } })),
      ...answers,
    ]);
    await findText('Entries are free at the moment, so there are no credits to show.');
    expect(reads).toEqual([]);
  });
});
