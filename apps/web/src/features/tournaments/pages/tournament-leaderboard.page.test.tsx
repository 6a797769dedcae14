import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, leaderboardRow, league, pageInfo, tournamentWithDraw } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A tournament's leaderboard tab (issue 64): the top ten, the top hundred on asking, the fan's own row shown
 * after the top three when it is further down, each row opening its entry's picks once tips are locked, the
 * table of one of the fan's leagues, and a failed read with Retry.
 */

const me = fan({ username: 'nour_drops' });
const USERNAMES = Array.from({ length: 120 }, (_, n) => `fan_${String(n + 1).padStart(3, '0')}`);
const club = league({ name: 'Tuesday Night Boasters' });

function leaderboardServer({ fail = false }: { fail?: boolean } = {}) {
  // Under way since the 25th: tips are locked, so each row opens its picks.
  const draw = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: '2026-11-25' }, 4);
  const rows = USERNAMES.map((username, n) => leaderboardRow(n + 1, username, 300 - n * 2));
  const mine = leaderboardRow(57, 'nour_drops', 188);
  const sizes: number[] = [];
  let failures = fail ? 1 : 0;
  const answers = [
    ...signedIn(me),
    read('/api/tournaments/:id', { body: { data: draw } }),
    read('/api/tournaments/:id/pick-stats', { body: { data: [] } }),
    read('/api/leagues', { body: { data: [club] } }),
    http.get('/api/tournaments/:id/leaderboard', ({ request }) => {
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } },
          { status: 500 },
        );
      }
      const size = Number(new URL(request.url).searchParams.get('page_size'));
      sizes.push(size);
      return HttpResponse.json({ data: rows.slice(0, size), pageInfo: pageInfo(rows.length, size) });
    }),
    read('/api/tournaments/:id/user-leaderboard', { body: { data: [mine] } }),
    // The league's table of this tournament (`?tournamentId=`): its members ranked among themselves.
    read('/api/leagues/:id/leaderboard', {
      body: {
        data: [
          { ...leaderboardRow(1, 'boast_machine', 240), leagueOutlook: null },
          { ...mine, rank: 2, leagueOutlook: null },
        ],
        pageInfo: pageInfo(2),
      },
    }),
  ];
  return { sizes, draw, open: () => renderPage(`/tournaments/${draw.id}#leaderboard`, 'en', answers) };
}

const table = () => screen.getByRole('table', { name: /^Leaderboard, / });
const usernames = (of: HTMLElement) =>
  within(of)
    .getAllByRole('row')
    .slice(1)
    .map((row) => /(fan_\d+|nour_drops|boast_machine)/.exec(row.textContent ?? '')?.[1]);

describe("a tournament's leaderboard", () => {
  it("shows the top ten, and the fan's own row after the top three", async () => {
    const { open } = leaderboardServer();
    await open();
    await findText('Leaderboard, 10 of 120 entries');
    expect(usernames(table())).toEqual([
      'fan_001',
      'fan_002',
      'fan_003',
      'nour_drops',
      'fan_004',
      'fan_005',
      'fan_006',
      'fan_007',
      'fan_008',
      'fan_009',
      'fan_010',
    ]);
    expect(within(table()).getByText('You')).toBeTruthy();
    expect(document.body.textContent).toContain('Showing 10 of 120 entries');
  });

  it('shows the top hundred on asking, and the top ten again', async () => {
    const { open, sizes } = leaderboardServer();
    await open();
    await findText('Leaderboard, 10 of 120 entries');
    const more = screen.getByRole('button', { name: 'Show top 100' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    await findText('Leaderboard, 100 of 120 entries');
    expect(screen.getByRole('button', { name: 'Show top 10' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show top 10' }));
    await findText('Leaderboard, 10 of 120 entries');
    // Each size asked once at least (the top ten may be asked again on coming back to it).
    expect(sizes.slice(0, 2)).toEqual([10, 100]);
  });

  it("opens a row's picks once tips are locked", async () => {
    const { open, draw } = leaderboardServer();
    await open();
    await findText('Leaderboard, 10 of 120 entries');
    const link = within(table()).getByRole('link', { name: /^fan_002\s*, see their picks$/ });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/tournaments/${draw.id}/entries/`));
    expect(within(table()).getByRole('link', { name: /^nour_drops\s*, see your picks$/ })).toBeTruthy();
  });

  it("shows one of the fan's leagues' table of the tournament", async () => {
    const { open } = leaderboardServer();
    await open();
    await findText('Leaderboard, 10 of 120 entries');
    await userEvent.selectOptions(screen.getByLabelText('Show'), club.id);
    await findText('Leaderboard of Tuesday Night Boasters, 2 of 2 entries');
    const league = screen.getByRole('table', { name: /^Leaderboard of Tuesday Night Boasters/ });
    expect(usernames(league)).toEqual(['boast_machine', 'nour_drops']);
    expect(document.body.textContent).toContain('2 entries in Tuesday Night Boasters');
  });

  it('says a read failed, and Retry reads it again', async () => {
    const { open } = leaderboardServer({ fail: true });
    await open();
    await findText('Error loading leaderboard: Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('table', { name: /^Leaderboard, / })).toBeTruthy(), {
      timeout: 10_000,
    });
  });
});
