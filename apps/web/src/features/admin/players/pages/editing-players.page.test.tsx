import type { AdminPlayerDetail, Player } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminPlayer, fan, match, pageInfo, testId, tournament } from '@/testing/mock-api/data';
import { fieldsRefused, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's players (spec 001 'players', tested by issue 64): the list by tour, a new player started on
 * the tour the list was showing, the form's own checks before any call, the server's refusal under its field,
 * an edit that sends only what changed (and nothing at all when nothing did), and a player's page with their
 * matches won and lost.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const windy = tournament({ name: 'Windy City Open 2027' });

function playersServer({ refuse }: { refuse?: Record<string, string> } = {}) {
  const coll = adminPlayer();
  let players: AdminPlayerDetail[] = [
    coll,
    adminPlayer({}, { fullName: 'Nouran Gohar', firstName: 'Nouran', lastName: 'Gohar', gender: 'womens' }),
  ];
  const lists: string[] = [];
  const sent: Array<{ method: string; body: Record<string, unknown> }> = [];
  const listed = (gender: string | null) =>
    players
      .filter((one) => one.gender === gender)
      .map(({ upcomingMatches: _u, completedMatches: _c, ...one }): Player => one);
  const answers = [
    ...admin,
    http.get('/api/admin/players', ({ request }) => {
      const gender = new URL(request.url).searchParams.get('gender');
      lists.push(String(gender));
      const rows = listed(gender);
      return HttpResponse.json({ data: rows, pageInfo: pageInfo(rows.length) });
    }),
    http.get('/api/admin/players/:id', ({ params }) => {
      const found = players.find((one) => one.id === params.id);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
    http.post('/api/admin/players', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', body });
      if (refuse) return fieldsRefused(refuse, { status: 409, code: 'CONFLICT' });
      const created = adminPlayer({}, { ...(body as Partial<AdminPlayerDetail>), id: testId(), slug: 'new' });
      players = [...players, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.patch('/api/admin/players/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PATCH', body });
      players = players.map((one) => (one.id === params.id ? { ...one, ...body } : one));
      return HttpResponse.json({ data: players.find((one) => one.id === params.id) });
    }),
  ];
  return { coll, lists, sent, open: (url: string) => renderPage(url, 'en', answers) };
}

/** A card of the page, by its title. */
const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title }).parentElement?.parentElement as HTMLElement;

const field = (name: string) => screen.getByLabelText(name, { exact: true });

async function fillNewPlayer() {
  await screen.findByRole('heading', { name: 'New Player' }, { timeout: 10_000 });
  await userEvent.fill(field('External ID'), '88210');
  await userEvent.fill(field('Name'), typedByReader('Amina Orfi'));
  await userEvent.fill(field('First Name'), typedByReader('Amina'));
  await userEvent.fill(field('Last Name'), typedByReader('Orfi'));
  await userEvent.fill(field('Country'), typedByReader('EGY'));
  await userEvent.fill(field('World Ranking'), '9');
}

describe("the back office's players", () => {
  it('lists one tour at a time, and a new player starts on the tour the list shows', async () => {
    const { lists, open } = playersServer();
    await open('/admin/players');
    await findText('Paul Coll');
    expect(screen.queryByText('Nouran Gohar')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: "Women's" }));
    await findText('Nouran Gohar');
    expect(screen.queryByText('Paul Coll')).toBeNull();
    expect(lists).toEqual(['mens', 'womens']);
    await userEvent.click(screen.getByRole('link', { name: 'New Player' }));
    await screen.findByRole('heading', { name: 'New Player' }, { timeout: 10_000 });
    expect((field('Gender') as HTMLSelectElement).value).toBe('womens');
  });

  it('creates a player as the form was filled, says so and opens their page', async () => {
    const { sent, open } = playersServer();
    await open('/admin/players/new?gender=womens');
    await fillNewPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Create Player' }));
    await findText('Player created');
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          externalId: '88210',
          fullName: 'Amina Orfi',
          firstName: 'Amina',
          lastName: 'Orfi',
          country: 'EGY',
          gender: 'womens',
          worldRank: 9,
          // Left empty: none.
          imageUrl: null,
          url: null,
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Amina Orfi' }, { timeout: 10_000 });
    expect(screen.getByText('No upcoming matches found.')).toBeTruthy();
  });

  it("checks the form's own rules before any call", async () => {
    const { sent, open } = playersServer();
    await open('/admin/players/new');
    await screen.findByRole('heading', { name: 'New Player' }, { timeout: 10_000 });
    await userEvent.fill(field('Name'), 'Al');
    await userEvent.fill(field('Country'), 'E');
    await userEvent.click(screen.getByRole('button', { name: 'Create Player' }));
    await findText('Name must be at least 3 characters');
    expect(screen.getByText('External ID is required')).toBeTruthy();
    expect(screen.getByText('Country must be at least 2 characters')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal under its field, and keeps what was typed", async () => {
    const { sent, open } = playersServer({ refuse: { externalId: 'A player with that external ID already exists' } });
    await open('/admin/players/new');
    await fillNewPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Create Player' }));
    await findText('A player with that external ID already exists');
    expect(sent).toHaveLength(1);
    expect((field('Name') as HTMLInputElement).value).toBe('Amina Orfi');
    expect(screen.getByRole('heading', { name: 'New Player' })).toBeTruthy();
  });

  it('sends only the fields changed, and nothing when none was', async () => {
    const { coll, sent, open } = playersServer();
    await open(`/admin/players/${coll.id}/edit`);
    await screen.findByRole('heading', { name: 'Edit Player' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('No changes to update');
    expect(sent).toEqual([]);

    await userEvent.fill(field('World Ranking'), '1');
    await userEvent.fill(field('Country'), 'AUS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('Player updated');
    expect(sent).toEqual([{ method: 'PATCH', body: { country: 'AUS', worldRank: 1 } }]);
    await screen.findByRole('heading', { name: 'Paul Coll' }, { timeout: 10_000 });
  });

  it("shows a player's matches, each won or lost against its opponent, and a bye as won", async () => {
    const coll = adminPlayer({
      upcoming: [match(windy, { isCompleted: false, winnerId: null, gameScore: null, games: null, outcome: null })],
    });
    const [final] = coll.upcomingMatches;
    const lost = match(windy, { roundName: 'Semi-finals', winnerId: final?.playerTwo?.id ?? null });
    const bye = match(windy, { roundName: 'Round 1', isBye: true, playerTwo: null, winnerId: null, gameScore: null });
    for (const played of [lost, bye]) {
      if (played.playerOne) played.playerOne.id = coll.id;
    }
    if (final?.playerOne) final.playerOne.id = coll.id;
    const shown = { ...coll, completedMatches: [lost, bye] };
    await renderPage(`/admin/players/${coll.id}`, 'en', [
      ...admin,
      http.get('/api/admin/players/:id', () => HttpResponse.json({ data: shown })),
    ]);
    await screen.findByRole('heading', { name: 'Paul Coll' }, { timeout: 10_000 });
    const completed = cardOf('Completed Matches');
    const rows = within(completed).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['Lvs Ali Farag', 'Wvs Bye']);
    expect(within(rows[0] as HTMLElement).getByLabelText('Lost')).toBeTruthy();
    const upcoming = cardOf('Upcoming Matches');
    expect(within(upcoming).getByRole('link').textContent).toBe('vs Ali Farag');
    await waitFor(() => expect(screen.getByText('(list of Nov 1, 2026)')).toBeTruthy());
  });
});
