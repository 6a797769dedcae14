import type { Tournament } from '@squash/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  dayFromNow,
  entryOf,
  fan,
  leaderboardRow,
  pageInfo,
  testId,
  tournament,
  tournamentWithDraw,
} from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { checkPage, findText, renderPage } from '@/testing/page-test';

/*
 * A Second Chance (decision 020, tested by issue 64): on its main tournament's page, an invitation while its
 * picks are open (what it is, from which round, when it locks) leading to its own page, which names its main
 * tournament and leads back; once it has started, a plain line to its leaderboard; and on the dashboard, the
 * Second Chances a fan can still play of the tournaments they entered, not the ones they have already entered.
 */

const HOUR = 3_600_000;
const me = fan();

/** A Second Chance from the quarter-finals, its picks locking in `hours` (in the past when negative). */
function chanceIn(hours: number, status: Tournament['status'] = hours > 0 ? 'UPCOMING' : 'ACTIVE') {
  // Half an hour more: 'locks in 5 hours' still reads so by the time the page draws.
  return {
    id: testId(),
    status,
    startsAt: new Date(Date.now() + hours * HOUR + HOUR / 2).toISOString(),
    fromRound: 'Quarter-finals',
  };
}

function mainAndChance(chance: ReturnType<typeof chanceIn>) {
  const main = tournamentWithDraw(
    { name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: dayFromNow(-1), secondChance: chance },
    8,
  );
  const second = tournamentWithDraw({
    id: chance.id,
    name: 'Canary Wharf Classic 2027 · Second Chance',
    status: chance.status,
    parent: { id: main.id, name: main.name },
    entryFee: 0,
  });
  const board = read('/api/tournaments/:id/leaderboard', {
    body: { data: [leaderboardRow(1, 'boast_machine', 40, true)], pageInfo: pageInfo(1) },
  });
  const crowd = read('/api/tournaments/:id/pick-stats', { body: { data: [] } });
  const answers = [
    read(`/api/tournaments/${main.id}`, { body: { data: main } }),
    read(`/api/tournaments/${second.id}`, { body: { data: second } }),
    board,
    crowd,
  ];
  return { main, second, answers };
}

describe('a Second Chance', () => {
  it("invites from its main tournament's page while its picks are open, and its page leads back", async () => {
    const { main, second, answers } = mainAndChance(chanceIn(5));
    await renderPage(`/tournaments/${main.id}`, 'en', answers);
    await findText('Second Chance open: pick from the quarter-finals, locks in 5 hours');
    expect(document.body.textContent).toContain(
      'Picks lock when the quarter-finals begin, or as soon as a result of the quarter-finals is recorded',
    );
    const play = screen.getByRole('link', { name: 'Play the Second Chance' });
    expect(play.getAttribute('href')).toBe(`/tournaments/${second.id}`);

    await userEvent.click(play);
    await findText('A free bracket on the rest of the draw of');
    const back = screen.getByRole('link', { name: main.name });
    expect(back.getAttribute('href')).toBe(`/tournaments/${main.id}`);
    expect(document.body.textContent).toContain('no entry fee and no prizes');
    await userEvent.click(back);
    await findText('Play the Second Chance');
  });

  it('says so in French, its round agreed with its article', async () => {
    const { main, answers } = mainAndChance(chanceIn(5));
    await renderPage(`/tournaments/${main.id}`, 'fr', answers);
    await findText(/Seconde chance ouverte : pronostics dès les quarts de finale, clôture dans 5\sheures/);
    expect(screen.getByRole('link', { name: 'Jouer la Seconde chance' })).toBeTruthy();
    checkPage('fr');
  });

  it('is a plain line to its leaderboard once it has started', async () => {
    const { main, second, answers } = mainAndChance(chanceIn(-2));
    await renderPage(`/tournaments/${main.id}`, 'en', answers);
    await findText('Second Chance from the quarter-finals:');
    const link = screen.getByRole('link', { name: 'see its leaderboard' });
    expect(link.getAttribute('href')).toBe(`/tournaments/${second.id}#leaderboard`);
    expect(screen.queryByRole('link', { name: 'Play the Second Chance' })).toBeNull();
  });

  it('is listed on the dashboard for a tournament entered, until the fan enters it too', async () => {
    const windy = tournament({
      name: 'Windy City Open 2027',
      status: 'ACTIVE',
      startDate: dayFromNow(-1),
      secondChance: chanceIn(3),
    });
    const canary = tournament({
      name: 'Canary Wharf Classic 2027',
      status: 'ACTIVE',
      startDate: dayFromNow(-1),
      secondChance: chanceIn(8),
    });
    const canaryChance = canary.secondChance as NonNullable<Tournament['secondChance']>;
    const secondOfCanary = tournament({
      id: canaryChance.id,
      name: 'Canary Wharf · Second Chance',
      status: 'UPCOMING',
    });
    const entries = [
      entryOf(windy, me.id, [], { status: 'FINALIZED' }).mine,
      entryOf(canary, me.id, [], { status: 'FINALIZED' }).mine,
      // Already in the Canary Wharf Second Chance: it isn't offered again.
      entryOf(secondOfCanary, me.id).mine,
    ];
    await renderPage('/dashboard', 'en', [
      ...signedIn(me),
      read('/api/entries', { body: { data: entries } }),
      read('/api/tournaments', { body: { data: [], pageInfo: pageInfo(0) } }),
      read('/api/credit-transactions', { body: { data: [], pageInfo: pageInfo(0) } }),
      read('/api/leagues', { body: { data: [] } }),
      read('/api/prizes', { body: { data: [], pageInfo: pageInfo(0) } }),
    ]);
    const card = await screen.findByRole('region', { name: 'Second Chance' }, { timeout: 10_000 });
    const offered = within(card).getAllByRole('link');
    expect(offered).toHaveLength(1);
    expect(offered[0]?.getAttribute('aria-label')).toBe(
      'Second Chance open: pick from the quarter-finals, locks in 3 hours (Windy City Open 2027)',
    );
    expect(offered[0]?.getAttribute('href')).toBe(`/tournaments/${windy.secondChance?.id}`);
    expect(
      within(card).getByText('A free bracket on the rest of the draw: everyone starts again from zero.'),
    ).toBeTruthy();
  });
});
