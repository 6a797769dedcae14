import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { dayFromNow, entryOf, fan, pageInfo, tournament } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The dashboard's lists of a fan's entries (issue 64): each entry under way, to come or finished in its own list,
 * with what matters there (tips correct so far, when it starts, the place it finished and the prize won, owed or
 * paid), each leading to its tournament.
 */

const me = fan();

function dashboard() {
  const underway = tournament({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: dayFromNow(-2) });
  const toCome = tournament({ name: 'Windy City Open 2027', status: 'UPCOMING', startDate: dayFromNow(5) });
  const finished = tournament({
    name: 'Qatar Classic 2026',
    status: 'COMPLETED',
    startDate: dayFromNow(-40),
    endDate: dayFromNow(-33),
  });
  const entries = [
    entryOf(underway, me.id, [], { status: 'FINALIZED', score: 5, possibleScore: 7 }).mine,
    entryOf(toCome, me.id).mine,
    entryOf(finished, me.id, [], { status: 'FINALIZED', rank: 2, score: 11, possibleScore: 15 }).mine,
  ];
  return {
    finished,
    answers: [
      ...signedIn(me),
      read('/api/entries', { body: { data: entries } }),
      read('/api/tournaments', { body: { data: [toCome], pageInfo: pageInfo(1) } }),
      read('/api/credit-transactions', { body: { data: [], pageInfo: pageInfo(0) } }),
      read('/api/leagues', { body: { data: [] } }),
      http.get('/api/prizes', () =>
        HttpResponse.json({
          data: [
            {
              tournamentId: finished.id,
              tournamentName: finished.name,
              rank: 2,
              kind: 'CASH',
              credits: 0,
              cents: 1200,
              status: 'OWED',
              paidAt: null,
            },
          ],
          pageInfo: pageInfo(1),
        }),
      ),
    ],
  };
}

const list = (name: string) => screen.getByRole('region', { name });

describe("the dashboard's entries", () => {
  it('puts each entry in its list, with what matters there', async () => {
    const { answers } = dashboard();
    await renderPage('/dashboard', 'en', answers);
    await findText('Canary Wharf Classic 2027');
    const active = list('Active Tournaments');
    expect(active.textContent).toContain('Canary Wharf Classic 2027');
    expect(active.textContent).toContain('5/7 tips correct');
    const upcoming = list('Upcoming Tournaments');
    expect(upcoming.textContent).toContain('Windy City Open 2027');
    expect(upcoming.textContent).toMatch(/Starts in\s*\d+d/);
    const past = list('Past Tournaments');
    expect(past.textContent).toContain('Qatar Classic 2026');
    expect(past.textContent).toContain('2nd');
  });

  it('says the prize a finished entry won, and that it is still owed', async () => {
    const { answers } = dashboard();
    await renderPage('/dashboard', 'en', answers);
    await findText('Qatar Classic 2026');
    await within(list('Past Tournaments')).findByText(/Won \$12\.00 AUD · owed/);
  });

  it('leads from each entry to its tournament', async () => {
    const { answers, finished } = dashboard();
    await renderPage('/dashboard', 'en', answers);
    await findText('Qatar Classic 2026');
    const link = within(list('Past Tournaments')).getByRole('link', { name: /Qatar Classic 2026/ });
    expect(link.getAttribute('href')).toBe(`/tournaments/${finished.id}`);
  });
});
