import type { AdminTournamentDetail } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminTournament, dayFromNow, fan, prizePool, testId } from '@/testing/mock-api/data';
import { fieldsRefused, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Running a tournament under way from the back office (decision 020 and the tour's sync, tested by issue 64):
 * opening its Second Chance from the first round with no result (or another, with an earlier lock in the venue's
 * time), the server's refusal said in the form, where an opened one stands, a Second Chance's own page naming its
 * main tournament, and Sync now saying what the tour's page brought.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function tournamentServer(
  detail: AdminTournamentDetail,
  { refuse, syncFails = false }: { refuse?: Record<string, string>; syncFails?: boolean } = {},
) {
  let current = detail;
  const sent: Array<{ path: string; body: unknown }> = [];
  const chanceId = testId();
  const answers = [
    ...admin,
    http.get('/api/admin/tournaments/:id', () => HttpResponse.json({ data: current })),
    http.get('/api/admin/tournaments/:id/prize-pool', () => HttpResponse.json({ data: prizePool() })),
    http.post('/api/admin/tournaments/:id/second-chance', async ({ request }) => {
      const body = (await request.json()) as { fromRound: number; startsAt?: string };
      sent.push({ path: 'second-chance', body });
      if (refuse) return fieldsRefused(refuse, { status: 409, code: 'CONFLICT' });
      const from = current.rounds.find((round) => round.index === body.fromRound);
      const chance = adminTournament({ id: chanceId, name: `${current.name} · Second Chance` });
      current = {
        ...current,
        secondChance: {
          id: chanceId,
          status: 'UPCOMING',
          startsAt: body.startsAt ?? `${dayFromNow(1)}T13:00:00.000Z`,
          fromRound: from?.name ?? 'Quarter-finals',
        },
      };
      return HttpResponse.json({ data: chance }, { status: 201 });
    }),
    http.post('/api/admin/tournaments/:id/sync', () => {
      sent.push({ path: 'sync', body: null });
      if (syncFails) {
        return HttpResponse.json(
          { error: { code: 'UPSTREAM_ERROR', message: 'The PSA page could not be read: it answered 503' } },
          { status: 502 },
        );
      }
      return HttpResponse.json({ data: { resultsRecorded: 3, playersSet: 2, issuesRaised: 1 } });
    }),
  ];
  return { sent, chanceId, open: () => renderPage(`/admin/tournaments/${detail.id}`, 'en', answers) };
}

const card = () => screen.getByRole('region', { name: 'Second Chance' });

describe('a tournament under way, in the back office', () => {
  it('opens its Second Chance from the first round with no result, and then shows where it stands', async () => {
    const { open, sent, chanceId } = tournamentServer(
      adminTournament({ status: 'ACTIVE', startDate: dayFromNow(-1) }, 8),
    );
    await open();
    await findText('Open Second Chance');
    const start = within(card()).getByLabelText('Start from') as HTMLSelectElement;
    expect([...start.options].map((option) => option.text)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    expect(start.value).toBe('2');
    await userEvent.click(within(card()).getByRole('button', { name: 'Open Second Chance' }));
    await findText('Windy City Open 2027 · Second Chance: fans can pick it now.');
    expect(sent).toEqual([{ path: 'second-chance', body: { fromRound: 2 } }]);
    const link = await within(card()).findByRole('link', { name: 'Open the Second Chance' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/admin/tournaments/${chanceId}`);
    expect(card().textContent).toContain('Quarter-finals');
    expect(within(card()).queryByRole('button', { name: 'Open Second Chance' })).toBeNull();
  });

  it("sends another round and an earlier lock, the venue's time as the instant it is", async () => {
    const { open, sent } = tournamentServer(adminTournament({ status: 'ACTIVE', startDate: dayFromNow(-1) }, 8));
    await open();
    await findText('Open Second Chance');
    await userEvent.selectOptions(within(card()).getByLabelText('Start from'), '3');
    // Chicago in December is six hours behind UTC.
    await userEvent.fill(within(card()).getByLabelText('Picks lock (venue time)'), '2026-12-10T18:00');
    await userEvent.click(within(card()).getByRole('button', { name: 'Open Second Chance' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: 'second-chance', body: { fromRound: 3, startsAt: '2026-12-11T00:00:00.000Z' } }]),
    );
  });

  it("says the server's refusal above the form and under its field", async () => {
    const { open } = tournamentServer(adminTournament({ status: 'ACTIVE', startDate: dayFromNow(-1) }, 8), {
      refuse: { startsAt: 'The lock must be before the round starts' },
    });
    await open();
    await findText('Open Second Chance');
    await userEvent.fill(within(card()).getByLabelText('Picks lock (venue time)'), '2027-01-10T18:00');
    await userEvent.click(within(card()).getByRole('button', { name: 'Open Second Chance' }));
    const alert = await within(card()).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('Check the form');
    expect(card().textContent).toContain('The lock must be before the round starts');
    expect(within(card()).getByLabelText('Picks lock (venue time)').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a Second Chance waits for the first round while the tournament is to come', async () => {
    const { open } = tournamentServer(adminTournament({ status: 'UPCOMING' }));
    await open();
    await findText('A Second Chance can be opened once Round 1 is complete.');
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('names the main tournament on a Second Chance of its own, and leads to it', async () => {
    const parentId = testId();
    const { open } = tournamentServer(
      adminTournament({ status: 'UPCOMING', parent: { id: parentId, name: 'Canary Wharf Classic 2027' } }),
    );
    await open();
    await findText("Its matches copy the main draw's: players, results and times are recorded there.");
    const link = within(card()).getByRole('link', { name: 'Canary Wharf Classic 2027' });
    expect(link.getAttribute('href')).toBe(`/admin/tournaments/${parentId}`);
  });

  it("syncs with the tour's page now and says what it brought", async () => {
    const { open, sent } = tournamentServer(adminTournament({ status: 'ACTIVE', startDate: dayFromNow(-1) }, 8));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }, { timeout: 10_000 }));
    await findText('Tournament synced');
    expect(document.body.textContent).toContain('3 results recorded, 2 players set, 1 issue raised');
    expect(sent).toEqual([{ path: 'sync', body: null }]);
  });

  it("says why a sync failed, in the server's words", async () => {
    const { open } = tournamentServer(adminTournament({ status: 'ACTIVE', startDate: dayFromNow(-1) }, 8), {
      syncFails: true,
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }, { timeout: 10_000 }));
    await findText('Sync failed');
    expect(document.body.textContent).toContain('The PSA page could not be read: it answered 503');
  });

  it('has no Sync now for a tournament not imported from the tour', async () => {
    const { open } = tournamentServer({ ...adminTournament({ status: 'ACTIVE' }, 8), sourceKey: null });
    await open();
    await findText('Open Second Chance');
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });
});
