import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImportPreview, TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import type { ParsedCompetition, ParsedMatch } from '../src/integrations/psa/draw.js';
import { parseTournamentPage } from '../src/integrations/psa/parse-tournament-page.js';
import { runResultSync } from '../src/jobs/lifecycle.js';
import { startJobs } from '../src/jobs/queue.js';
import { storeDraw } from '../src/modules/draws/store-draw.js';
import {
  cookieOf,
  createTestApp,
  demoSessions,
  JOBS_FROM_SOURCE,
  ORIGIN,
  postFromSite,
  signIn,
  type TestContext,
} from './helpers.js';
import { type NeutralFile, type NeutralMatch, neutralFile, psaFixture } from './psa-fixtures.js';

const PAGES: Record<string, string> = {
  '/tournament/windsor-club-open-2023/': psaFixture('psaworldtour-tournament-windsor-club-open-2023.html'),
  '/tournament/ponta-lagoa-brasil-open-2023/': psaFixture('psaworldtour-tournament-ponta-lagoa-brasil-open-2023.html'),
  '/tournament/not-a-tournament/': psaFixture('psaworldtour-tournaments-listing-2023-11.html'),
};
const WINDSOR = 'https://www.psaworldtour.com/tournament/windsor-club-open-2023/';
const NEUTRAL = psaFixture('psa-draws-2023-08-neutral.json');

/**
 * CONSTRUCTED: psasquashtour.com's WordPress API answer for an event, built from the neutral file's
 * facts in the shape parse-wp-tournament.ts assumes. No real answer is saved (fixtures/psa/PROVENANCE.md).
 */
function wpAnswer(key: string, { withMatches = true } = {}): string {
  const tournament = neutralFile().tournaments.find((t) => t.key === key);
  if (!tournament) throw new Error(`no ${key} in the neutral file`);
  const competitions = tournament.competitions.map((competition) => ({
    name: competition.gender === 'mens' ? 'Men' : 'Women',
    draws: [
      {
        name: 'Main Draw',
        size: competition.drawSize,
        players: competition.players.map((p) => ({ id: p.id, name: p.fullName, country: p.country, seed: p.seed })),
        rounds: withMatches
          ? competition.rounds.map((round) => ({
              round: round.index,
              matches: round.matches.map((m) => ({
                position: m.position,
                player1: m.player1,
                player2: m.player2,
                winner: m.status === 'bye' ? null : m.winner,
                status: m.status,
                games: m.games,
                game_scores: m.gameScores,
                date: m.scheduledLocal,
              })),
            }))
          : [],
      },
    ],
  }));
  return JSON.stringify([
    {
      id: 1,
      slug: key,
      title: { rendered: tournament.name },
      meta: {
        location: tournament.location,
        start_date: tournament.startDate.replaceAll('-', ''),
        end_date: tournament.endDate.replaceAll('-', ''),
        competitions: JSON.stringify(competitions),
      },
    },
  ]);
}
const API: Record<string, string> = {
  '/wp-json/wp/v2/tournament?slug=ponta-lagoa-brasil-open-2023': wpAnswer('ponta-lagoa-brasil-open-2023'),
  // An entry list without matches: the draw must come from the page.
  '/wp-json/wp/v2/tournament?slug=windsor-club-open-2023': wpAnswer('windsor-club-open-2023', { withMatches: false }),
};

let mirror: Server;
const requests: string[] = [];
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  mirror = createServer((request, response) => {
    requests.push(`${request.url} ${request.headers['user-agent']}`);
    const answer = API[request.url ?? ''];
    if (answer) return void response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    const page = PAGES[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' }).end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => mirror.listen(0, '127.0.0.1', resolve));
  const { port } = mirror.address() as AddressInfo;
  ctx = await createTestApp({ config: { PSA_FETCH_BASE: `http://127.0.0.1:${port}` } });
  ({ admin } = await demoSessions(ctx.app));
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

describe("the newer site's WordPress API", () => {
  const squashTour = (slug: string) => encodeURIComponent(`https://psasquashtour.com/tournament/${slug}`);

  it('reads the draw from the API when it carries one, without fetching the page', async () => {
    const before = requests.length;
    const response = await preview(`?url=${squashTour('ponta-lagoa-brasil-open-2023')}&gender=mens`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Ponta Lagoa Brazil Open 2023',
      location: 'Ponta Grossa, Brazil',
      startDate: '2023-08-03',
      endDate: '2023-08-06',
      timezone: 'America/Sao_Paulo',
      totalMatches: 15,
      players: 16,
    });
    expect(requests.slice(before).map((line) => line.split(' ')[0])).toEqual([
      '/wp-json/wp/v2/tournament?slug=ponta-lagoa-brasil-open-2023',
    ]);
  });

  it('falls back to the tournament page when the API has no matches', async () => {
    const before = requests.length;
    const response = await preview(`?url=${squashTour('windsor-club-open-2023')}&gender=womens`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Windsor City Open 2023', totalMatches: 20, players: 21 });
    expect(requests.slice(before).map((line) => line.split(' ')[0])).toEqual([
      '/wp-json/wp/v2/tournament?slug=windsor-club-open-2023',
      '/tournament/windsor-club-open-2023/',
    ]);
  });

  it('says what each source lacked when neither has the draw, and creates nothing', async () => {
    const [before] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from tournaments`);
    const response = await create({
      url: 'https://www.psasquashtour.com/tournament/not-a-tournament/',
      gender: 'mens',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(
      /^No men's draw found for not-a-tournament\. The tour's API: The tour's site has no page at .*\. The tournament page: Not a PSA tournament page/,
    );
    // In the admin's language: the sentence and what each source lacked where the catalogue has it (the tour
    // page's own diagnostic quotes the tour's English page, and stays so).
    const inFrench = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tournaments-psa',
      headers: { cookie: `${admin}; lang=fr`, origin: ORIGIN },
      payload: { url: 'https://www.psasquashtour.com/tournament/not-a-tournament/', gender: 'mens' },
    });
    expect(inFrench.json().error.message).toMatch(
      /^Aucun tableau masculin trouvé pour not-a-tournament\. L’API du circuit : Le site du circuit n’a pas de page à l’adresse .*\. La page du tournoi : Not a PSA tournament page/,
    );
    const [after] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from tournaments`);
    expect(after?.n).toBe(before?.n);
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
    const [komal] = await queryRows<{ id: string; slug: string; country: string; external_id: string }>(
      ctx.database.db,
      sql`select id, slug, country, external_id from players where full_name = 'Komal Khan'`,
    );
    expect(komal).toMatchObject({ slug: 'komal-khan-2', country: 'Pakistan' });
    // Every imported player has an external ID (the tour's, else the profile slug), so the back office can edit them.
    expect(komal?.external_id).toBe('12190');
    const [missing] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from players where external_id is null and slug is not null`,
    );
    expect(missing?.n).toBe(0);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/players/${komal?.id}`,
      headers: { cookie: admin, origin: ORIGIN },
      payload: { worldRank: 41 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ externalId: '12190', worldRank: 41 });
  });
});

const PONTA_LAGOA = 'https://www.psaworldtour.com/tournament/ponta-lagoa-brasil-open-2023/';
const PONTA_LAGOA_ROUNDS = 4;

/**
 * Ponta Lagoa's men's draw, stored as a running tournament whose rounds after `playedRounds` are still to
 * play (the next one drawn, those after it without players); the saved page has all their results.
 */
async function storePontaLagoa({ playedRounds, key, name }: { playedRounds: number; key: string; name?: string }) {
  const full = parseTournamentPage(PAGES['/tournament/ponta-lagoa-brasil-open-2023/'] as string, {
    gender: 'mens',
    sourceUrl: PONTA_LAGOA,
  });
  const competition = full.competitions[0] as ParsedCompetition;
  expect(competition.rounds).toHaveLength(PONTA_LAGOA_ROUNDS);
  const toPlay = (match: ParsedMatch, drawn: boolean): ParsedMatch => ({
    ...match,
    player1: drawn ? match.player1 : null,
    player2: drawn ? match.player2 : null,
    status: 'scheduled',
    winner: null,
    games: null,
    gameScores: [],
  });
  const rounds = competition.rounds.map((round) =>
    round.index <= playedRounds
      ? round
      : { ...round, matches: round.matches.map((m) => toPlay(m, round.index === playedRounds + 1)) },
  );
  return ctx.database.db.transaction((tx) =>
    storeDraw(tx, {
      name: name ?? full.name,
      location: full.location,
      gender: 'mens',
      status: 'ACTIVE',
      url: full.sourceUrl,
      imageUrl: null,
      timezone: 'America/Sao_Paulo',
      startDate: full.startDate,
      endDate: full.endDate,
      sourceKey: `psa:${key}:mens`,
      competition: { ...competition, rounds },
    }),
  );
}

describe('result sync', () => {
  it('raises a data issue once while the source cannot be read, and closes it when it answers again', async () => {
    const page = parseTournamentPage(PAGES['/tournament/ponta-lagoa-brasil-open-2023/'] as string, {
      gender: 'mens',
      sourceUrl: PONTA_LAGOA,
    });
    const stored = await ctx.database.db.transaction((tx) =>
      storeDraw(tx, {
        name: 'Outage Open',
        location: page.location,
        gender: 'mens',
        status: 'ACTIVE',
        url: page.sourceUrl,
        imageUrl: null,
        timezone: 'America/Sao_Paulo',
        startDate: page.startDate,
        endDate: page.endDate,
        sourceKey: 'psa:ponta-lagoa-brasil-open-2023:outage',
        competition: page.competitions[0] as ParsedCompetition,
      }),
    );
    const { port } = mirror.address() as AddressInfo;
    const run = (psaFetchBase: string) =>
      runResultSync({
        db: ctx.database.db,
        mailer: outboxMailer(ctx.database.db, { quiet: true }),
        clock: ctx.clock,
        baseUrl: ORIGIN,
        ...JOBS_FROM_SOURCE,
        psaFetchBase,
      });
    const issues = () =>
      queryRows<{ severity: string; description: string; resource_name: string }>(
        ctx.database.db,
        sql`select severity, description, resource_name from data_issues
            where type = 'SOURCE_UNAVAILABLE' and resource_id = ${stored.tournamentId}`,
      );

    // Nothing listens on port 9: two syncs fail, one issue.
    await run('http://127.0.0.1:9');
    await run('http://127.0.0.1:9');
    const raised = await issues();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ severity: 'MEDIUM', resource_name: 'Outage Open' });
    expect(raised[0]?.description).toContain(`Results can't be synced: ${page.sourceUrl} could not be read`);

    await run(`http://127.0.0.1:${port}`);
    expect(await issues()).toEqual([]);
    await ctx.database.db.execute(sql`delete from tournaments where id = ${stored.tournamentId}`);
  });

  it('records new results, raises an issue for a changed player, and changes nothing the second time', async () => {
    // The half-played version: round 1 in, later rounds to play.
    const stored = await storePontaLagoa({ playedRounds: 1, key: 'ponta-lagoa-brasil-open-2023' });
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
    // A fan has picked that quarter-final (round 2, position 1: tip slot 65), so the issue is a serious one.
    await ctx.database.db.execute(sql`
      with u as (insert into users (email, username) values ('qf-tipper@example.com', 'qf_tipper') returning id),
      e as (insert into entries (tournament_id, user_id) select ${stored.tournamentId}, id from u returning id)
      insert into entry_tips (entry_id, winner_ids, lost_games)
      select id, array_fill(null::uuid, array[64]) || ${stranger?.id}::uuid, array_fill(null::smallint, array[65]) from e`);

    const first = await sync();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.resultsRecorded).toBeGreaterThanOrEqual(3);
    expect(first.json().data.issuesRaised).toBeGreaterThanOrEqual(1);
    const issues = await queryRows<{ type: string; severity: string; resource_id: string; description: string }>(
      ctx.database.db,
      sql`select type, severity, resource_id, description from data_issues where tournament_id = ${stored.tournamentId}`,
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ type: 'PLAYER_CHANGED', severity: 'HIGH', resource_id: qf?.id }),
    );
    expect(issues.find((issue) => issue.resource_id === qf?.id)?.description).toContain(
      '(fans have tipped this match)',
    );
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

  it('finishes a tournament whose final arrives through Sync now: SCORED, one results mail per fan who asked', async () => {
    // Everything but the final is in; the tour's page has the final's result.
    const stored = await storePontaLagoa({
      playedRounds: PONTA_LAGOA_ROUNDS - 1,
      name: 'Final Through Sync',
      key: 'final-through-sync',
    });
    // Three fans with accounts entered; two of them want results mails.
    for (const [n, wantsResults] of [
      [1, true],
      [2, true],
      [3, false],
    ] as const) {
      await ctx.database.db.execute(sql`
        with a as (insert into auth_users (id, name, email, email_verified)
                   values (gen_random_uuid(), 'F', ${`final${n}@example.org`}, true) returning id),
        u as (insert into users (email, username, provider_id, tournament_results_enabled)
              select ${`final${n}@example.org`}, ${`final_fan_${n}`}, id, ${wantsResults}::boolean from a returning id),
        e as (insert into entries (tournament_id, user_id, status) select ${stored.tournamentId}::uuid, id, 'FINALIZED' from u returning id)
        insert into entry_tips (entry_id, winner_ids, lost_games)
        select id, array_fill(null::uuid, array[63]), array_fill(null::smallint, array[63]) from e`);
    }
    const runner = await startJobs(ctx.database, {
      db: ctx.database.db,
      mailer: ctx.app.mailer,
      clock: ctx.clock,
      baseUrl: 'http://localhost:3000',
      ...JOBS_FROM_SOURCE,
      // No dispute window: the free pool settles with the finish job itself (prize-window.test.ts proves the window).
      disputeWindowMs: 0,
    });
    ctx.app.jobs = runner;
    try {
      const synced = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${stored.tournamentId}/sync`,
        headers: { cookie: admin, origin: ORIGIN },
      });
      expect(synced.statusCode).toBe(200);
      const status = async () =>
        (
          await queryRows<{ status: string }>(
            ctx.database.db,
            sql`select status from tournaments where id = ${stored.tournamentId}`,
          )
        )[0]?.status;
      // Frozen (SCORED), then its free pool settled (PAID), by the finish job.
      await expect.poll(status, { timeout: 20_000, interval: 250 }).toBe('PAID');
      const mails = await queryRows<{ to: string }>(
        ctx.database.db,
        sql`select "to" from mail_outbox where "to" like 'final%@example.org' order by "to"`,
      );
      expect(mails.map((mail) => mail.to)).toEqual(['final1@example.org', 'final2@example.org']);
    } finally {
      ctx.app.jobs = null;
      await runner.stop();
    }
  }, 40_000);

  it("raises the same data issue when an admin's 'Sync now' can't read the source, and closes it when it can", async () => {
    const stored = await storePontaLagoa({ playedRounds: 1, key: 'ponta-lagoa-brasil-open-2023:manual-outage' });
    const sync = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${stored.tournamentId}/sync`,
        headers: { cookie: admin, origin: ORIGIN },
      });
    const issues = () =>
      queryRows<{ severity: string; description: string }>(
        ctx.database.db,
        sql`select severity, description from data_issues
            where type = 'SOURCE_UNAVAILABLE' and resource_id = ${stored.tournamentId}`,
      );
    const reachable = ctx.app.config.PSA_FETCH_BASE;
    try {
      // Nothing listens on port 9.
      (ctx.app.config as { PSA_FETCH_BASE?: string }).PSA_FETCH_BASE = 'http://127.0.0.1:9';
      const failed = await sync();
      expect(failed.statusCode).toBe(422);
      expect(failed.json().error.message).toMatch(/^Could not fetch https:\/\/www\.psaworldtour\.com\//);
      expect((await sync()).statusCode).toBe(422);
      const raised = await issues();
      expect(raised).toHaveLength(1);
      expect(raised[0]?.severity).toBe('MEDIUM');
      expect(raised[0]?.description).toContain("Results can't be synced");
    } finally {
      (ctx.app.config as { PSA_FETCH_BASE?: string }).PSA_FETCH_BASE = reachable;
    }
    expect((await sync()).statusCode).toBe(200);
    expect(await issues()).toEqual([]);
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

describe('uploading a draw file (psa-draw-fixture/v1)', () => {
  const upload = (path: '' | '/preview', payload: object, cookie = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments-upload${path}`,
      headers: { cookie, origin: ORIGIN },
      payload,
    });
  const tournamentCount = async () =>
    (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from tournaments`))[0]?.n;

  /** An event no parser handles: Ponta Lagoa's draw as a coming 'Spring Open', unplayed, one qualifier to come. */
  function springOpen(): NeutralFile {
    const file = neutralFile();
    const event = file.tournaments.find((t) => t.key === 'ponta-lagoa-brasil-open-2023');
    const competition = event?.competitions[0];
    const first = competition?.rounds[0]?.matches[0];
    if (!event || !competition || !first) throw new Error('fixture changed');
    Object.assign(event, {
      key: 'spring-open-2026',
      name: 'Spring Open 2026',
      sourceUrl: 'https://squash.example.org/events/spring-open-2026',
      startDate: '2026-12-03',
      endDate: '2026-12-06',
    });
    competition.champion = null;
    for (const round of competition.rounds) {
      for (const match of round.matches) {
        Object.assign(match, {
          status: 'scheduled',
          winner: null,
          games: null,
          gameScores: [],
          scheduledLocal: match.scheduledLocal?.replace('2023-08', '2026-12') ?? null,
        });
        if (round.index > 1) Object.assign(match, { player1: null, player2: null });
      }
    }
    const qualifierSlot = first.player2;
    first.player2 = null;
    competition.players = competition.players.filter((player) => player.id !== qualifierSlot);
    file.tournaments = [event];
    return file;
  }

  it('previews and creates a new event from the file, once', async () => {
    const content = JSON.stringify(springOpen());
    const shown = await upload('/preview', { content, gender: 'mens' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      name: 'Spring Open 2026',
      location: 'Ponta Grossa, Brazil',
      startDate: '2026-12-03',
      endDate: '2026-12-06',
      gender: 'mens',
      timezone: 'America/Sao_Paulo',
      totalMatches: 15,
      players: 15,
      existingTournamentId: null,
    });

    const created = await upload('', { content, gender: 'mens' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const [row] = await queryRows<{ status: string; source_key: string; url: string; empty_slots: number }>(
      ctx.database.db,
      sql`select t.status, t.source_key, t.url,
                 (select count(*)::int from matches m join rounds r on r.id = m.round_id
                  where m.tournament_id = t.id and r.index = 1 and not m.is_bye
                    and (m.player_one_id is null or m.player_two_id is null)) as empty_slots
          from tournaments t where t.id = ${id}`,
    );
    expect(row).toEqual({
      status: 'CREATING',
      source_key: 'upload:spring-open-2026:mens',
      url: 'https://squash.example.org/events/spring-open-2026',
      empty_slots: 1,
    });

    const count = await tournamentCount();
    const again = await upload('', { content, gender: 'mens', tournament: 'spring-open-2026' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ id, name: 'Spring Open 2026', created: false });
    expect(await tournamentCount()).toBe(count);
  });

  it("treats an event whose source is a tour page as that page's tournament", async () => {
    const [imported] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from tournaments where source_key = 'psa:windsor-club-open-2023:womens'`,
    );
    expect(imported?.id).toBeDefined();
    const shown = await upload('/preview', {
      content: NEUTRAL,
      gender: 'womens',
      tournament: 'windsor-club-open-2023',
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ totalMatches: 20, players: 21, existingTournamentId: imported?.id });
  });

  const edited = (edit: (file: NeutralFile) => void) => {
    const file = springOpen();
    edit(file);
    return JSON.stringify(file);
  };
  it.each([
    ['no file', {}, 400, 'Choose a draw file to upload'],
    ['an empty file', { content: '' }, 400, 'Choose a draw file to upload'],
    ['a file too large', { content: ' '.repeat(2_000_001) }, 400, 'The draw file is too large (at most 2 MB)'],
    ['no gender', { content: NEUTRAL, gender: undefined }, 400, 'Gender must be mens or womens'],
    ['a file that is not JSON', { content: '<html></html>' }, 422, /^The file is not valid JSON: /],
    ['another format', { content: '{"schema":"other/v2"}' }, 422, /^Not a valid psa-draw-fixture\/v1 upload/],
    [
      'several events and none chosen',
      { content: NEUTRAL },
      422,
      'The file holds 2 tournaments (ponta-lagoa-brasil-open-2023, windsor-club-open-2023): choose one',
    ],
    [
      'an event the file does not have',
      { content: NEUTRAL, tournament: 'nope' },
      422,
      "The file has no tournament 'nope' (it has: ponta-lagoa-brasil-open-2023, windsor-club-open-2023)",
    ],
    [
      'no draw for the gender',
      { content: JSON.stringify(springOpen()), gender: 'womens' },
      422,
      "Spring Open 2026 has no women's draw",
    ],
    [
      'a winner who did not play the match',
      {
        content: edited((file) => {
          const match = file.tournaments[0]?.competitions[0]?.rounds[0]?.matches[1] as NeutralMatch;
          Object.assign(match, { status: 'completed', winner: 'p01', games: [3, 0] });
        }),
      },
      422,
      /Round 1 match 2 is completed without a winner from the match/,
    ],
    [
      'a match naming an unknown player',
      {
        content: edited((file) => {
          (file.tournaments[0]?.competitions[0]?.rounds[0]?.matches[1] as NeutralMatch).player1 = 'p99';
        }),
      },
      422,
      "spring-open-2026 mens: unknown player id 'p99'",
    ],
  ])('refuses %s with %i and creates nothing', async (_, body, status, message) => {
    const count = await tournamentCount();
    for (const path of ['/preview', ''] as const) {
      const response = await upload(path, { gender: 'mens', ...body });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await tournamentCount()).toBe(count);
  });

  it('is for admins only', async () => {
    const content = JSON.stringify(springOpen());
    const anonymous = await postFromSite(ctx.app, '/api/admin/tournaments-upload', { content, gender: 'mens' });
    expect(anonymous.statusCode).toBe(401);
    const fan = cookieOf(await signIn(ctx.app, 'fan@example.com', 'Demo!Pass2026'));
    expect((await upload('/preview', { content, gender: 'mens' }, fan)).statusCode).toBe(403);
    expect((await upload('', { content, gender: 'mens' }, fan)).statusCode).toBe(403);
  });
});
