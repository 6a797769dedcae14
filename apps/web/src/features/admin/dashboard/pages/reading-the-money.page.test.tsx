import type { AdminPayment, AdminStats } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, pageInfo, payment, testId } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { checkPage, findText, renderPage } from '@/testing/page-test';

/*
 * The back office's dashboard as an operator reads it each day (issue 57's money cards, tested by issue 64):
 * each figure as the API counted it, in the reader's plural, each card a link to the list behind it, the
 * payments list opened on the status the card named, the devices' sends by day, and a failed read tried again.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function stats(money: Partial<AdminStats['money']> = {}): AdminStats {
  return {
    users: 1840,
    activeTournaments: 3,
    entries: 5120,
    openDataIssues: 0,
    money: {
      periodDays: 30,
      currency: 'AUD',
      creditsSold: 1_234,
      revenueCents: 123_450,
      poolsHeld: 52_000,
      poolsHeldCents: 52_000,
      cashPrizesOwedCents: 31_200,
      tournamentsAwaitingPayment: 2,
      paymentsPending: 4,
      paymentsFailed: 7,
      ...money,
    },
    push: {
      devices: 1290,
      days: [
        { day: '2026-12-03', sent: 412, failed: 3, gone: 1 },
        { day: '2026-12-02', sent: 0, failed: 0, gone: 0 },
      ],
    },
  };
}

function adminPayment(status: AdminPayment['status'], username: string): AdminPayment {
  return {
    ...payment({ status, failureReason: status === 'FAILED' ? 'Your card was declined.' : null }),
    userId: testId(),
    username,
    email: `${username}@example.com`,
    provider: 'stripe',
    providerReference: `cs_test_${username}`,
  };
}

function dashboardServer({
  failFirst = false,
  money,
}: {
  failFirst?: boolean;
  money?: Partial<AdminStats['money']>;
} = {}) {
  let reads = 0;
  const paymentReads: Array<{ status: string | null; page: string | null }> = [];
  const payments = [adminPayment('FAILED', 'boast_machine'), adminPayment('SUCCEEDED', 'nick_hunter')];
  const answers = [
    ...admin,
    http.get('/api/admin/stats', () => {
      reads += 1;
      if (failFirst && reads === 1) {
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } },
          {
            status: 500,
          },
        );
      }
      return HttpResponse.json({ data: stats(money) });
    }),
    http.get('/api/admin/payments', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      paymentReads.push({ status, page: query.get('page') });
      const rows = payments.filter((one) => status === null || one.status === status);
      return HttpResponse.json({ data: rows, pageInfo: pageInfo(rows.length) });
    }),
  ];
  return {
    paymentReads,
    reads: () => reads,
    open: (locale: 'en' | 'fr' | 'ar' = 'en') => renderPage('/admin', locale, answers),
  };
}

const card = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}`) });

describe("the back office's dashboard", () => {
  it('shows each figure as the API counted it, each card a link to the list behind it', async () => {
    const { open } = dashboardServer();
    await open();
    await findText('Money');
    const figures = within(screen.getByRole('list', { name: 'Money' })).getAllByRole('link');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      'Revenue$1,234.50 AUD1,234 credits sold, last 30 days',
      'Pools held$520.00 AUD520.00 credits in tournament pools',
      'Cash prizes owed$312.00 AUD2 tournaments wait for Mark as paid',
      'Payments open4Checkouts not yet paid or ended',
      'Payments failed7last 30 days',
    ]);
    expect(figures.map((figure) => figure.getAttribute('href'))).toEqual([
      '/admin/payments?status=SUCCEEDED',
      '/admin/tournaments',
      '/admin/tournaments?status=PAYING',
      '/admin/payments?status=PENDING',
      '/admin/payments?status=FAILED',
    ]);
    expect(card('Users').textContent).toBe('Users1840');
    expect(card('Data Issues').getAttribute('href')).toBe('/admin/data-issues');
  });

  it('says one of each in the singular, and when nothing waits for a payout', async () => {
    const { open } = dashboardServer({ money: { creditsSold: 1, periodDays: 1, tournamentsAwaitingPayment: 0 } });
    await open();
    await findText('1 credit sold, last 1 day');
    expect(card('Cash prizes owed').textContent).toContain('Nothing waits for Mark as paid');
  });

  it("says the figures in the reader's language and plural", async () => {
    const { open } = dashboardServer({ money: { creditsSold: 1, tournamentsAwaitingPayment: 1 } });
    await open('fr');
    await findText('1 crédit vendu, 30 derniers jours');
    expect(card('Paiements échoués').textContent).toContain('30 derniers jours');
    expect(screen.getByText('1 tournoi attend « Marquer comme payé »')).toBeTruthy();
    checkPage('fr');
  });

  it('opens the payments on the status its card named, and the filter can be widened', async () => {
    const { open, paymentReads } = dashboardServer();
    await open();
    await findText('Money');
    await userEvent.click(card('Payments failed'));
    await findText('boast_machine');
    expect(screen.queryByText('nick_hunter')).toBeNull();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('FAILED');
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    await findText('nick_hunter');
    expect(paymentReads).toEqual([
      { status: 'FAILED', page: '0' },
      { status: null, page: '0' },
    ]);
  });

  it("lists the devices' sends by day, newest first, a quiet day with its zeros", async () => {
    const { open } = dashboardServer();
    await open();
    const table = await screen.findByRole('table', { name: /Notifications sent, failed and to devices gone/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Thu, 3 Dec', '412', '3', '1'],
      ['Wed, 2 Dec', '0', '0', '0'],
    ]);
    expect(screen.getByText('1290')).toBeTruthy();
  });

  it('says a failed read, and Retry reads the figures again', async () => {
    const { open, reads } = dashboardServer({ failFirst: true });
    await open();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Error Loading Data')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Money' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findText('Revenue');
    await waitFor(() => expect(reads()).toBe(2));
  });
});
