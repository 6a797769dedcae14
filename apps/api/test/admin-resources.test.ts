import type { Match } from '@squash/core';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { rounds, tournaments } from '../src/db/schema.js';
import { createTestApp, demoSessions, ORIGIN, type TestContext } from './helpers.js';

let ctx: TestContext;
let admin: string;
let fan: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  ({ admin, fan } = await demoSessions(ctx.app));
});
afterAll(async () => ctx?.close());

const as = (cookie: string | undefined, options: InjectOptions) =>
  ctx.app.inject({
    ...options,
    headers: { ...(cookie ? { cookie, origin: ORIGIN } : {}), ...options.headers },
  } as InjectOptions);
const get = (url: string) => as(admin, { method: 'GET', url });

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const READS = [
  '/api/admin/tournaments',
  '/api/admin/matches',
  '/api/admin/players',
  '/api/admin/users',
  '/api/admin/entries',
  '/api/admin/data-issues',
];

describe('every admin route', () => {
  it('answers 401 to anonymous callers and 403 to fans', async () => {
    const routes: InjectOptions[] = [
      ...READS.map((url) => ({ method: 'GET' as const, url })),
      ...['tournaments', 'matches', 'players', 'users', 'entries'].map((r) => ({
        method: 'GET' as const,
        url: `/api/admin/${r}/${UNKNOWN}`,
      })),
      { method: 'PATCH', url: `/api/admin/tournaments/${UNKNOWN}`, payload: {} },
      { method: 'POST', url: '/api/admin/matches', payload: {} },
      { method: 'PATCH', url: `/api/admin/matches/${UNKNOWN}`, payload: {} },
      { method: 'POST', url: '/api/admin/users', payload: {} },
      { method: 'PUT', url: `/api/admin/users/${UNKNOWN}`, payload: {} },
      { method: 'POST', url: '/api/admin/players', payload: {} },
      { method: 'PATCH', url: `/api/admin/players/${UNKNOWN}`, payload: {} },
      { method: 'DELETE', url: `/api/admin/players/${UNKNOWN}` },
      { method: 'POST', url: `/api/admin/matches/${UNKNOWN}/qualifier`, payload: {} },
      { method: 'POST', url: '/api/admin/tournaments-psa', payload: {} },
    ];
    for (const route of routes) {
      expect((await as(undefined, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await as(fan, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lists with pageInfo', async () => {
    for (const url of READS) {
      const response = await get(`${url}?page=0&page_size=5`);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().pageInfo).toMatchObject({ currentPage: 0, pageSize: 5 });
    }
  });

  it('refuses ids that are not UUIDs and 404s unknown ones', async () => {
    for (const resource of ['tournaments', 'matches', 'players', 'users', 'entries']) {
      const bad = await get(`/api/admin/${resource}/42`);
      expect(bad.statusCode, resource).toBe(400);
      expect(bad.json().error.message).toBe('id must be a valid UUID');
      expect((await get(`/api/admin/${resource}/${UNKNOWN}`)).statusCode, resource).toBe(404);
    }
  });
});

describe('tournaments', () => {
  it('filters by status tab, shows entry counts, and updates only changed fields', async () => {
    const active = (await get('/api/admin/tournaments?status=ACTIVE')).json().data;
    expect(active).toHaveLength(1);
    expect(active[0].entryCount).toBeGreaterThan(40);
    const id = active[0].id;
    const detail = (await get(`/api/admin/tournaments/${id}`)).json().data;
    expect(detail.rounds.map((r: { name: string }) => r.name)).toContain('Final');
    const patch = (payload: object) => as(admin, { method: 'PATCH', url: `/api/admin/tournaments/${id}`, payload });
    const unchanged = await patch({ name: active[0].name });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().error.message).toBe('No changes to update');
    expect((await patch({ name: 'ab' })).json().error.message).toBe('Name must be at least 3 characters');
    expect((await patch({ location: 'x' })).json().error.message).toBe('Location must be at least 3 characters');
    const long = 'x'.repeat(100_000);
    const tooLong = await patch({ name: long, location: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toMatchObject({
      name: 'Name must be at most 200 characters',
      location: 'Location must be at most 200 characters',
    });
    expect((await patch({ timezone: 'Mars/Base' })).json().error.message).toBe('Unknown time zone');
    // Its tips have locked: neither going back to Upcoming nor a later lock time reopens its picks.
    const locked =
      "Tips have locked: the tournament can't go back to taking picks (its entries' picks are public and final)";
    const back = await patch({ status: 'UPCOMING', startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.fields.status).toBe(locked);
    // One still Upcoming whose lock time has passed has locked too: a later lock time doesn't reopen it.
    const [passed] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into tournaments (name, gender, status, start_date, end_date, timezone, starts_at)
          values ('Locked Open', 'womens', 'UPCOMING', '2026-01-01', '2026-01-05', 'Europe/London', ${new Date(ctx.clock.now().getTime() - 60_000)})
          returning id`,
    );
    const later = await as(admin, {
      method: 'PATCH',
      url: `/api/admin/tournaments/${passed?.id}`,
      payload: { startsAt: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString() },
    });
    expect(later.statusCode).toBe(409);
    expect(later.json().error.fields.startsAt).toBe(locked);
    expect((await get(`/api/admin/tournaments/${id}`)).json().data.status).toBe('ACTIVE');
    const renamed = await patch({ name: 'Renamed Challenger', timezone: 'America/Toronto' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Renamed Challenger');
    const entries = (await get(`/api/admin/tournaments/${id}/entries`)).json().data;
    expect(entries.length).toBe(active[0].entryCount);
  });

  it('opens a tournament for tips only with a lock time, which the back office can set', async () => {
    // A draw imported without match times: no lock time.
    const [row] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into tournaments (name, gender, status, start_date, end_date, timezone)
          values ('No Times Open', 'womens', 'CREATING', '2031-03-01', '2031-03-05', 'Europe/London') returning id`,
    );
    const patch = (payload: object) =>
      as(admin, { method: 'PATCH', url: `/api/admin/tournaments/${row?.id}`, payload });
    const refused = await patch({ status: 'UPCOMING' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.startsAt).toBe(
      'Set when tips lock (Tips lock at) before opening the tournament for tips: its matches have no start times',
    );
    const opened = await patch({ status: 'UPCOMING', startsAt: '2031-03-01T09:00:00.000Z' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ status: 'UPCOMING', startsAt: '2031-03-01T09:00:00.000Z' });
    // Nor can its lock time be taken away while it is open for tips.
    expect((await patch({ startsAt: null })).statusCode).toBe(400);
    // Gone again: the tests below take the demo's upcoming tournament.
    expect((await as(admin, { method: 'DELETE', url: `/api/admin/tournaments/${row?.id}` })).statusCode).toBe(200);
  });
});

describe('players', () => {
  it('creates with the form messages, updates only changes, and refuses to delete a player in a draw', async () => {
    const post = (payload: object) => as(admin, { method: 'POST', url: '/api/admin/players', payload });
    const invalid = await post({ externalId: '', fullName: 'Al', firstName: '', lastName: '', country: 'X' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({
      externalId: 'External ID is required',
      fullName: 'Name must be at least 3 characters',
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      country: 'Country must be at least 2 characters',
    });
    // Bounded as fans' texts are: a 100,000-character name is refused, naming each field too long.
    const long = 'x'.repeat(100_000);
    const tooLong = await post({
      externalId: long,
      fullName: long,
      firstName: long,
      lastName: long,
      country: long,
      url: `https://example.org/${long}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toMatchObject({
      externalId: 'External ID must be at most 100 characters',
      fullName: 'Name must be at most 200 characters',
      firstName: 'First Name must be at most 100 characters',
      lastName: 'Last Name must be at most 100 characters',
      country: 'Country must be at most 100 characters',
      url: 'Links must be at most 2048 characters',
    });
    const created = await post({
      externalId: '99999',
      fullName: 'New Pro',
      firstName: 'New',
      lastName: 'Pro',
      country: 'Egypt',
      gender: 'womens',
      worldRank: 7,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(
      (await post({ externalId: '99999', fullName: 'New Pro', firstName: 'New', lastName: 'Pro', country: 'Egypt' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await as(admin, { method: 'PATCH', url: `/api/admin/players/${id}`, payload: { country: 'Egypt' } })).json()
        .error.message,
    ).toBe('No changes to update');
    expect(
      (await as(admin, { method: 'PATCH', url: `/api/admin/players/${id}`, payload: { worldRank: 5 } })).json().data
        .worldRank,
    ).toBe(5);
    const womens = (await get('/api/admin/players?gender=womens&page_size=100')).json().data;
    expect(womens[0].fullName).toBe('New Pro');
    expect((await as(admin, { method: 'DELETE', url: `/api/admin/players/${id}` })).statusCode).toBe(200);

    const inDraw = womens.find((p: { fullName: string }) => p.fullName === 'Marina Stefanoni');
    const refused = await as(admin, { method: 'DELETE', url: `/api/admin/players/${inDraw.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This player is in a tournament draw or a fan's tips and can't be deleted",
    );
    const detail = (await get(`/api/admin/players/${inDraw.id}`)).json().data;
    expect(detail.completedMatches.length).toBeGreaterThan(3);
  });
});

describe('users', () => {
  it('shows the stats record, validates the form and deletes', async () => {
    const list = (await get('/api/admin/users?sort_by=created_at&sort_order=DESC&page_size=100')).json().data;
    const fanUser = list.find((u: { email: string }) => u.email === 'fan@example.com');
    const detail = (await get(`/api/admin/users/${fanUser.id}`)).json().data;
    expect(detail.stats.entries).toBeGreaterThan(2);
    expect(detail.stats.successRate).toBeGreaterThan(0);
    const put = (payload: object) => as(admin, { method: 'PUT', url: `/api/admin/users/${fanUser.id}`, payload });
    expect((await put({ username: 'ab', points: -1, correctTips: 0, totalTips: 0 })).json().error.fields).toMatchObject(
      {
        username: 'Username must be at least 3 characters',
        points: 'Points must be 0 or greater',
      },
    );
    // The fan's username rule: an admin can't give a name a fan couldn't choose.
    expect((await put({ username: 'Fan With Spaces', points: 0 })).json().error.fields).toEqual({
      username: 'Only letters numbers . _ and - allowed',
    });
    expect((await put({ username: 'x'.repeat(31), points: 0 })).json().error.fields).toEqual({
      username: 'Username must be at most 30 characters',
    });
    expect((await put({ username: 'fan_renamed', points: 5, correctTips: 1, totalTips: 2 })).json().data.username).toBe(
      'fan_renamed',
    );
    const created = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'walkin', email: 'walkin@example.org' },
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'WALKIN', email: 'other@example.org' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      message: 'That username or email is already taken',
      fields: { username: 'That username is already taken' },
    });
    const inArabic = await as(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'WALKIN', email: 'other@example.org' },
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
    });
    expect(inArabic.json().error).toMatchObject({
      message: 'اسم المستخدم أو البريد الإلكتروني مستخدم بالفعل',
      fields: { username: 'اسم المستخدم هذا مستخدم بالفعل' },
    });
    expect(
      (
        await put({ username: 'fan_renamed', email: 'WALKIN@example.org', points: 5, correctTips: 1, totalTips: 2 })
      ).json().error.fields,
    ).toEqual({ email: 'That email is already taken' });
    expect((await as(admin, { method: 'DELETE', url: `/api/admin/users/${created.json().data.id}` })).statusCode).toBe(
      200,
    );
    expect((await get(`/api/admin/users/${created.json().data.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a fan with money in the books, and keeps everything of theirs', async () => {
    // The demo's fans bought credits by card and paid entries with them.
    const [fan] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select distinct p.user_id as id from payments p join entries e on e.user_id = p.user_id limit 1`,
    );
    const refused = await as(admin, { method: 'DELETE', url: `/api/admin/users/${fan?.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This user has card payments or credit history, which the accounts must keep: the account can’t be deleted',
    );
    expect((await get(`/api/admin/users/${fan?.id}`)).statusCode).toBe(200);
    const [kept] = await queryRows<{ entries: number }>(
      ctx.database.db,
      sql`select count(*)::int as entries from entries where user_id = ${fan?.id}`,
    );
    expect(kept?.entries).toBeGreaterThan(0);
  });
});

describe('matches, qualifiers, entries, data issues', () => {
  it('sets a qualifier placeholder in an empty round 1 slot only', async () => {
    const [tournament] = (await get('/api/admin/tournaments?status=UPCOMING')).json().data;
    const detail = (await get(`/api/admin/tournaments/${tournament.id}`)).json().data;
    const first = detail.rounds[0].matches[0];
    const later = detail.rounds[1].matches[0];
    const post = (id: string, playerPosition: string) =>
      as(admin, { method: 'POST', url: `/api/admin/matches/${id}/qualifier`, payload: { playerPosition } });
    expect((await post(first.id, 'playerOne')).json().error.message).toBe('This slot already has a player');
    expect((await post(later.id, 'playerOne')).json().error.message).toBe('A qualifier can only be set in Round 1');
    expect((await post(first.id, 'left')).json().error.message).toBe('playerPosition must be playerOne or playerTwo');
  });

  it('lists entries and deletes data issues', async () => {
    const [entry] = (await get('/api/admin/entries?page_size=1')).json().data;
    expect((await get(`/api/admin/entries/${entry.id}`)).json().data).toMatchObject({
      id: entry.id,
      username: expect.any(String),
    });
    expect((await as(admin, { method: 'DELETE', url: `/api/admin/data-issues/${UNKNOWN}` })).statusCode).toBe(404);
  });

  it('deletes matches only while a tournament is being created', async () => {
    const [match] = (await get('/api/admin/matches?is_completed=true&page_size=1')).json().data;
    const refused = await as(admin, { method: 'DELETE', url: `/api/admin/matches/${match.id}` });
    expect(refused.statusCode).toBe(409);
  });
});

describe('match create and edit', () => {
  type Player = { id: string; fullName: string };
  const post = (payload: object) => as(admin, { method: 'POST', url: '/api/admin/matches', payload });
  const patch = (id: string, payload: object) =>
    as(admin, { method: 'PATCH', url: `/api/admin/matches/${id}`, payload });
  const match = async (id: string): Promise<Match> => (await get(`/api/admin/matches/${id}`)).json().data;
  const tournamentOf = async (status: string) => (await get(`/api/admin/tournaments?status=${status}`)).json().data[0];
  const playersOf = async (gender: string): Promise<Player[]> =>
    (await get(`/api/admin/players?gender=${gender}&page_size=100`)).json().data;

  /** A draw being built by hand: a men's tournament in CREATING with two rounds and no matches yet. */
  async function draftTournament() {
    const [tournament] = await ctx.database.db
      .insert(tournaments)
      .values({ name: 'Draft Open', gender: 'mens', startDate: '2027-03-01', endDate: '2027-03-07' })
      .returning();
    const [first, final] = await ctx.database.db
      .insert(rounds)
      .values([
        { tournamentId: tournament?.id as string, index: 1, name: 'Round 1' },
        { tournamentId: tournament?.id as string, index: 2, name: 'Final' },
      ])
      .returning();
    return { id: tournament?.id as string, roundOne: first?.id as string, final: final?.id as string };
  }

  it('adds a match only to a draw being created, with the form messages', async () => {
    const draft = await draftTournament();
    const [a, b] = await playersOf('mens');
    const [woman] = await playersOf('womens');
    const valid = { tournamentId: draft.id, roundId: draft.roundOne, playerOneId: a?.id, playerTwoId: b?.id };

    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      tournamentId: 'Tournament is required',
      roundId: 'Round is required',
    });
    const upcoming = await tournamentOf('UPCOMING');
    const upcomingDetail = (await get(`/api/admin/tournaments/${upcoming.id}`)).json().data;
    const refused = await post({ tournamentId: upcoming.id, roundId: upcomingDetail.rounds[0].id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Matches can only be added while the tournament is being created');
    const foreignRound = await post({ ...valid, roundId: upcomingDetail.rounds[0].id });
    expect(foreignRound.statusCode).toBe(422);
    expect(foreignRound.json().error.fields).toEqual({ roundId: 'Round must be one of the tournament’s rounds' });
    expect((await post({ ...valid, tournamentId: UNKNOWN })).json().error.fields).toEqual({
      tournamentId: 'Tournament not found',
    });
    expect((await post({ ...valid, playerOneId: woman?.id })).json().error.fields).toEqual({
      playerOneId: "Player 1 must play on the men's tour",
    });
    const inFrench = await as(admin, {
      method: 'POST',
      url: '/api/admin/matches',
      payload: { ...valid, playerOneId: woman?.id },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(inFrench.json().error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Le joueur 1 doit jouer sur le circuit masculin',
      fields: { playerOneId: 'Le joueur 1 doit jouer sur le circuit masculin' },
    });
    expect((await post({ ...valid, playerTwoId: a?.id })).json().error.fields).toEqual({
      playerTwoId: 'A player cannot play against themselves',
    });
    expect((await post({ ...valid, isCompleted: true })).statusCode).toBe(422);

    const created = await post({ ...valid, startsAt: '2027-03-01T09:30:00Z' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      tournamentName: 'Draft Open',
      roundName: 'Round 1',
      position: 1,
      isCompleted: false,
      startsAt: '2027-03-01T09:30:00.000Z',
      playerOne: { id: a?.id },
      playerTwo: { id: b?.id },
    });
    const second = await post({ tournamentId: draft.id, roundId: draft.roundOne });
    expect(second.json().data).toMatchObject({ position: 2, playerOne: null, playerTwo: null });
    const taken = await post({ tournamentId: draft.id, roundId: draft.roundOne, position: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ position: 'Another match already has this position in the round' });
    const beyond = await post({ tournamentId: draft.id, roundId: draft.roundOne, position: 65 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toContain('A round has at most 64 matches');
  });

  it('edits only changed fields, records a result and takes it back, in a draft', async () => {
    const draft = await draftTournament();
    const [a, b, c] = await playersOf('mens');
    const id = (
      await post({
        tournamentId: draft.id,
        roundId: draft.roundOne,
        playerOneId: a?.id,
        startsAt: '2027-03-01T09:30:00Z',
      })
    ).json().data.id;

    const unchanged = await patch(id, { startsAt: '2027-03-01T09:30:00.000Z', playerOneId: a?.id });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().error.message).toBe('No changes to update');
    const moved = await patch(id, { roundId: draft.final, startsAt: null, playerTwoId: b?.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ roundName: 'Final', startsAt: null, playerTwo: { id: b?.id } });

    expect((await patch(id, { winnerId: a?.id })).json().error.fields).toEqual({
      winnerId: 'Tick Completed to record a winner',
    });
    expect((await patch(id, { isCompleted: true })).json().error.fields).toEqual({ winnerId: 'Winner is required' });
    expect((await patch(id, { isCompleted: true, winnerId: c?.id, gameScore: '3-1' })).statusCode).toBe(422);
    const decided = await patch(id, { isCompleted: true, winnerId: a?.id, outcome: 'played', gameScore: '3-1' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({ isCompleted: true, winnerId: a?.id, gameScore: '3-1' });
    expect((await patch(id, { gameScore: '3-1' })).json().error.message).toBe('No changes to update');
    expect((await patch(id, { gameScore: '3-2' })).json().data.gameScore).toBe('3-2');
    expect((await patch(id, { playerTwoId: c?.id })).statusCode).toBe(409);

    const undone = await patch(id, { isCompleted: false });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toMatchObject({ isCompleted: false, winnerId: null, gameScore: null });
    expect((await as(admin, { method: 'DELETE', url: `/api/admin/matches/${id}` })).statusCode).toBe(200);
  });

  it('once fans tip: replaces Round 1 players by the draw-change rule, and keeps later rounds to the results', async () => {
    const upcoming = await tournamentOf('UPCOMING');
    const detail = (await get(`/api/admin/tournaments/${upcoming.id}`)).json().data;
    const target: Match = detail.rounds[0].matches.find((m: Match) => m.playerOne && m.playerTwo);
    const inDraw = new Set(detail.players.map((p: Player) => p.id));
    const outsider = (await playersOf('mens')).find((p) => !inDraw.has(p.id)) as Player;
    const replaced = await patch(target.id, { playerOneId: outsider.id });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.playerOne.id).toBe(outsider.id);
    expect((await patch(target.id, { playerOneId: null })).json().error.fields).toEqual({
      playerOneId: 'A player can only be removed while the tournament is being created',
    });
    const later = detail.rounds[1].matches[0];
    expect((await patch(later.id, { playerOneId: outsider.id })).json().error.message).toBe(
      'Players after Round 1 come from the results of the round before',
    );
    expect((await patch(later.id, { roundId: detail.rounds[0].id })).statusCode).toBe(409);
  });

  it('records a result in a live tournament and takes it back, re-scoring the entries', async () => {
    const active = await tournamentOf('ACTIVE');
    const detail = (await get(`/api/admin/tournaments/${active.id}`)).json().data;
    const open: Match = detail.rounds
      .flatMap((round: { matches: Match[] }) => round.matches)
      .find((m: Match) => !m.isCompleted && m.playerOne && m.playerTwo && m.nextMatchId);
    const points = async () =>
      (await get(`/api/admin/tournaments/${active.id}/entries`))
        .json()
        .data.map((e: { id: string; points: number }) => `${e.id}:${e.points}`)
        .sort();
    const before = await points();
    const winner = open.playerTwo as Player;

    const decided = await patch(open.id, { isCompleted: true, winnerId: winner.id, outcome: 'walkover' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toMatchObject({ isCompleted: true, winnerId: winner.id, gameScore: '3-0' });
    const next = await match(open.nextMatchId as string);
    expect((open.nextMatchPlayerSlot === 1 ? next.playerOne : next.playerTwo)?.id).toBe(winner.id);
    expect(await points()).not.toEqual(before);

    expect((await patch(open.id, { isCompleted: false })).statusCode).toBe(200);
    const after = await match(open.nextMatchId as string);
    expect(open.nextMatchPlayerSlot === 1 ? after.playerOne : after.playerTwo).toBeNull();
    expect(await points()).toEqual(before);

    const over = (await get(`/api/admin/tournaments/${(await tournamentOf('COMPLETED')).id}`)).json().data;
    const final: Match = over.rounds.at(-1).matches[0];
    const refused = await patch(final.id, { isCompleted: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("The tournament is over: its results can't be undone");
  });
});
