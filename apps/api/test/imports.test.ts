import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ImportPreview, TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { ParsedCompetition } from '../src/integrations/psa/draw.js';
import { parseTournamentPage } from '../src/integrations/psa/parse-tournament-page.js';
import { storeDraw } from '../src/modules/draws/store-draw.js';
import { ensureDemoAccounts } from '../src/seed/demo-accounts.js';
import { cookieOf, createTestApp, ORIGIN, signIn, type TestContext } from './helpers.js';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/psa/${name}`, import.meta.url)), 'utf8');
const PAGES: Record<string, string> = {
  '/tournament/windsor-club-open-2023/': fixture('psaworldtour-tournament-windsor-club-open-2023.html'),
  '/tournament/ponta-lagoa-brasil-open-2023/': fixture('psaworldtour-tournament-ponta-lagoa-brasil-open-2023.html'),
  '/tournament/not-a-tournament/': fixture('psaworldtour-tournaments-listing-2023-11.html'),
};
const WINDSOR = 'https://www.psaworldtour.com/tournament/windsor-club-open-2023/';

let mirror: Server;
const requests: string[] = [];
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  mirror = createServer((request, response) => {
    requests.push(`${request.url} ${request.headers['user-agent']}`);
    const page = PAGES[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' }).end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve));
  const { port } = mirror.address() as AddressInfo;
  ctx = await createTestApp({ config: { PSA_FETCH_BASE: `http://127.0.0.1:${port}` } });
  await ensureDemoAccounts(ctx.app, 'Demo!Pass2026');
  admin = cookieOf(await signIn(ctx.app, 'admin@example.com', 'Demo!Pass2026'));
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => mirror.close(() => resolve()));
});

const preview = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/tournaments-psa${query}`, headers: { cookie: admin } });
const create = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/tournaments-psa',
    headers: { cookie: admin, origin: ORIGIN },
    payload,
  });

describe('import preview', () => {
  it("previews Windsor's men's draw fetched through the mirror, politely", async () => {
    const response = await preview(`?url=${encodeURIComponent(WINDSOR)}&gender=mens`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as ImportPreview;
    expect(data).toMatchObject({
      name: 'Windsor City Open 2023',
      location: 'Windsor, Canada',
      startDate: '2023-08-15',
      endDate: '2023-08-19',
      gender: 'mens',
      timezone: 'America/Toronto',
      totalMatches: 23,
      players: 24,
      existingTournamentId: null,
    });
    expect(data.rounds).toEqual([
      { name: 'Round 1', matchCount: 8 },
      { name: 'Round 2', matchCount: 8 },
      { name: 'Quarter-finals', matchCount: 4 },
      { name: 'Semi-finals', matchCount: 2 },
      { name: 'Final', matchCount: 1 },
    ]);
    expect(requests.at(-1)).toMatch(/^\/tournament\/windsor-club-open-2023\/ SquashTips-importer/);
  });

  it.each([
    ['', 400, 'No parameters provided'],
    [`?url=${encodeURIComponent(WINDSOR)}`, 400, 'No parameters provided'],
    ['?url=not-a-url&gender=mens', 400, 'Please enter a valid URL'],
    [`?url=${encodeURIComponent(WINDSOR)}&gender=mixed`, 400, 'Gender must be mens or womens'],
    ['?url=https%3A%2F%2Fexample.com%2Ftournament%2Fx%2F&gender=mens', 422, /^Not a PSA tournament URL/],
    [
      '?url=https%3A%2F%2Fwww.psaworldtour.com%2Ftournament%2Fponta-lagoa-brasil-open-2023%2F&gender=womens',
      422,
      /women's draw/,
    ],
    ['?url=https%3A%2F%2Fpsaworldtour.com%2Ftournament%2Fnot-a-tournament&gender=mens', 422, /./],
    ['?url=https%3A%2F%2Fwww.psasquashtour.com%2Ftournament%2Fmissing-event%2F&gender=mens', 422, /has no page/],
  ])('refuses %s with %i', async (query, status, message) => {
    const response = await preview(query);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toMatch(message);
  });
});

describe('creating from the tour site', () => {
  it('creates the tournament as CREATING with its whole draw, once', async () => {
    const first = await create({ url: WINDSOR, gender: 'mens' });
    expect(first.statusCode).toBe(201);
    const { id, created } = first.json().data;
    expect(created).toBe(true);
    const [row] = await queryRows<{ status: string; timezone: string; matches: number; players: number }>(
      ctx.database.db,
      sql`select t.status, t.timezone, (select count(*)::int from matches where tournament_id = t.id) as matches,
                 (select count(*)::int from tournament_players where tournament_id = t.id) as players
          from tournaments t where t.id = ${id}`,
    );
    expect(row).toEqual({ status: 'CREATING', timezone: 'America/Toronto', matches: 31, players: 24 });
    // Public readers don't see drafts.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${id}` })).statusCode).toBe(404);

    const again = await create({ url: `${WINDSOR}?utm=x`, gender: 'mens' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ id, name: 'Windsor City Open 2023', created: false });
    const [count] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from tournaments`);
    expect(count?.n).toBe(1);
  });

  it('matches players by profile slug and never duplicates them', async () => {
    const before = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from players`);
    expect((await create({ url: WINDSOR, gender: 'womens', is_completed: true })).statusCode).toBe(201);
    const after = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from players`);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(21);
    expect((await create({ url: WINDSOR, gender: 'womens', is_completed: true })).statusCode).toBe(200);
    const again = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from players`);
    expect(again[0]?.n).toBe(after[0]?.n);
    const [komal] = await queryRows<{ slug: string; country: string }>(
      ctx.database.db,
      sql`select slug, country from players where full_name = 'Komal Khan'`,
    );
    expect(komal).toEqual({ slug: 'komal-khan-2', country: 'Pakistan' });
  });
});

describe('result sync', () => {
  it('records new results, raises an issue for a changed player, and changes nothing the second time', async () => {
    const full = parseTournamentPage(PAGES['/tournament/ponta-lagoa-brasil-open-2023/'] as string, {
      gender: 'mens',
      sourceUrl: 'https://www.psaworldtour.com/tournament/ponta-lagoa-brasil-open-2023/',
    });
    const competition = full.competitions[0] as ParsedCompetition;
    // The half-played version: round 1 in, later rounds to play.
    const half: ParsedCompetition = {
      ...competition,
      rounds: competition.rounds.map((round) =>
        round.index === 1
          ? round
          : {
              ...round,
              matches: round.matches.map((m) => ({
                ...m,
                player1: round.index === 2 ? m.player1 : null,
                player2: round.index === 2 ? m.player2 : null,
                status: 'scheduled' as const,
                winner: null,
                games: null,
                gameScores: [],
              })),
            },
      ),
    };
    const stored = await ctx.database.db.transaction((tx) =>
      storeDraw(tx, {
        name: full.name,
        location: full.location,
        gender: 'mens',
        status: 'ACTIVE',
        url: full.sourceUrl,
        imageUrl: null,
        timezone: 'America/Sao_Paulo',
        startDate: full.startDate,
        endDate: full.endDate,
        sourceKey: 'psa:ponta-lagoa-brasil-open-2023:mens',
        competition: half,
      }),
    );
    const sync = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${stored.tournamentId}/sync`,
        headers: { cookie: admin, origin: ORIGIN },
      });

    // Someone changed a quarter-final player by hand: the sync must flag it, not overwrite it.
    const [qf] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select m.id from matches m join rounds r on r.id = m.round_id where m.tournament_id = ${stored.tournamentId} and r.index = 2 and m.position = 1`,
    );
    const [stranger] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into players (full_name, gender, slug) values ('Hand Entered', 'mens', 'hand-entered') returning id`,
    );
    await ctx.database.db.execute(sql`update matches set player_one_id = ${stranger?.id} where id = ${qf?.id}`);

    const first = await sync();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.resultsRecorded).toBeGreaterThanOrEqual(3);
    expect(first.json().data.issuesRaised).toBeGreaterThanOrEqual(1);
    const issues = await queryRows<{ type: string; severity: string; resource_id: string }>(
      ctx.database.db,
      sql`select type, severity, resource_id from data_issues where tournament_id = ${stored.tournamentId}`,
    );
    expect(issues).toContainEqual({ type: 'PLAYER_CHANGED', severity: 'MEDIUM', resource_id: qf?.id });
    const [kept] = await queryRows<{ player_one_id: string }>(
      ctx.database.db,
      sql`select player_one_id from matches where id = ${qf?.id}`,
    );
    expect(kept?.player_one_id).toBe(stranger?.id);

    const snapshot = () =>
      queryRows(
        ctx.database.db,
        sql`select id, player_one_id, player_two_id, winner_id, game_score, is_completed from matches where tournament_id = ${stored.tournamentId} order by id`,
      );
    const before = await snapshot();
    const issueCount = issues.length;
    const second = await sync();
    expect(second.json().data).toEqual({ resultsRecorded: 0, playersSet: 0, issuesRaised: 0 });
    expect(await snapshot()).toEqual(before);
    const [after] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from data_issues where tournament_id = ${stored.tournamentId}`,
    );
    expect(after?.n).toBe(issueCount);

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${stored.tournamentId}` })).json()
      .data as TournamentDetail;
    expect(detail.rounds[1]?.matches.filter((m) => m.isCompleted).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses to sync a tournament that was not imported', async () => {
    const [row] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into tournaments (name, gender, start_date, end_date) values ('Hand Made', 'mens', '2026-01-01', '2026-01-02') returning id`,
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${row?.id}/sync`,
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe('This tournament was not imported from the tour site');
  });
});
