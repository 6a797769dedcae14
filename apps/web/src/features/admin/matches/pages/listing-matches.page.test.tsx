import type { Match } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, match, pageOf, tournament } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's matches (spec 001 §2, tested by issue 64): the upcoming and completed tabs, the chosen one in
 * the address's hash (so a link or a reload keeps it) and each with its own page; a played match's players
 * marked won and lost, a player still to come as TBD, and each row's buttons named with its match.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const windy = tournament({ name: 'Windy City Open 2027' });
const PAGE_SIZE = 1;

function matchesServer() {
  const toPlay: Match[] = [
    match(windy, {
      isCompleted: false,
      winnerId: null,
      gameScore: null,
      games: null,
      outcome: null,
      roundName: 'Semi-finals',
    }),
    match(windy, { isCompleted: false, winnerId: null, gameScore: null, games: null, outcome: null, playerTwo: null }),
  ];
  const played: Match[] = [match(windy, { roundName: 'Quarter-finals' })];
  const reads: Array<{ completed: string | null; page: string | null }> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/matches', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const completed = query.get('is_completed');
      const page = Number(query.get('page') ?? 0);
      reads.push({ completed, page: query.get('page') });
      const all = completed === 'true' ? played : toPlay;
      return HttpResponse.json(pageOf(all, page, PAGE_SIZE));
    }),
  ];
  return { toPlay, played, reads, open: (url = '/admin/matches') => renderPage(url, 'en', answers) };
}

const rows = () => within(screen.getByRole('tabpanel')).getAllByRole('row').slice(1);

describe("the back office's matches", () => {
  it('keeps the chosen tab in the address, and each tab its own page', async () => {
    const { open, reads } = matchesServer();
    const { router } = await open();
    await findText('Semi-finals');
    const pager = () => screen.getByRole('navigation', { name: 'Match pages' });
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: /^Delete Paul Coll v TBD/ }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Completed Matches' }));
    await findText('Quarter-finals');
    expect(router.state.location.hash).toBe('#completed');
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming Matches' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#upcoming'));
    // Back on the page it was left on.
    await waitFor(() => expect(pager().textContent).toContain('Page 2 of 2'));
    // Each tab read its own pages; back on the upcoming tab, its page 2 is read again, not its first.
    expect(reads.slice(0, 3)).toEqual([
      { completed: 'false', page: '0' },
      { completed: 'false', page: '1' },
      { completed: 'true', page: '0' },
    ]);
    expect(reads.slice(3).every((read) => read.completed === 'false' && read.page === '1')).toBe(true);
  });

  it('opens on the tab its address names', async () => {
    const { open, reads } = matchesServer();
    await open('/admin/matches#completed');
    await findText('Quarter-finals');
    expect(screen.getByRole('tab', { name: 'Completed Matches' }).getAttribute('aria-selected')).toBe('true');
    expect(reads).toEqual([{ completed: 'true', page: '0' }]);
  });

  it("marks a played match's players won and lost, each leading to their record", async () => {
    const { open, played } = matchesServer();
    await open('/admin/matches#completed');
    await findText('Quarter-finals');
    const [row] = rows() as [HTMLElement];
    const [winner, loser] = [played[0]?.playerOne, played[0]?.playerTwo];
    expect(within(row).getByLabelText('Won').parentElement?.textContent).toBe(`${winner?.fullName}W`);
    expect(within(row).getByLabelText('Lost').parentElement?.textContent).toBe(`${loser?.fullName}L`);
    expect(within(row).getByRole('link', { name: loser?.fullName }).getAttribute('href')).toBe(
      `/admin/players/${loser?.id}`,
    );
    expect(within(row).getByRole('link', { name: 'Windy City Open 2027' }).getAttribute('href')).toBe(
      `/admin/tournaments/${windy.id}`,
    );
  });

  it("names each row's buttons with its match, a player to come as TBD", async () => {
    const { open } = matchesServer();
    await open();
    await findText('Semi-finals');
    expect(screen.getByRole('button', { name: /^Delete Paul Coll v Ali Farag/ })).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Match pages' })).getByRole('button', { name: 'Next' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /^Delete Paul Coll v TBD/ })).toBeTruthy());
    expect(within(rows()[0] as HTMLElement).getByText('TBD')).toBeTruthy();
  });
});
