import type { Player, RankingsPreview } from '@squash/core';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import type { ParsedCompetition } from '../src/integrations/psa/draw.js';
import { drawFixtureToParsedTournaments, type PsaDrawFixture } from '../src/integrations/psa/draw-fixture.js';
import { upsertPlayers } from '../src/modules/draws/store-draw.js';
import { createTestApp, demoSessions, ORIGIN, type TestContext } from './helpers.js';
import { parsedPlayer, psaFixture } from './psa-fixtures.js';

/*
 * The back office's 'Import rankings' (issue 14, point 3): a ranking list previewed, then applied with
 * its date; the demo's ranks from the neutral fixture's seeds.
 */
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  ({ admin } = await demoSessions(ctx.app));
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: admin, origin: ORIGIN } } as InjectOptions);

async function player(
  fullName: string,
): Promise<{ id: string; worldRank: number | null; worldRankDate: string | null }> {
  const [row] = await queryRows<{ id: string; world_rank: number | null; world_rank_date: string | null }>(
    ctx.database.db,
    sql`select id, world_rank, world_rank_date::text from players where full_name = ${fullName}`,
  );
  if (!row) throw new Error(`no player ${fullName}`);
  return { id: row.id, worldRank: row.world_rank, worldRankDate: row.world_rank_date };
}

describe('the demo', () => {
  it("ranks its players from the neutral fixture's seeds, seeds before the unseeded, stronger events higher", async () => {
    const womenTopSeed = await player('Marina Stefanoni');
    const womenSecond = await player('Laura Tovar');
    const menTopSeed = await player('Connor Turk');
    const brazilTopSeed = await player('Diego Gobbi');
    expect(womenTopSeed.worldRank).toBe(50);
    expect(womenSecond.worldRank).toBeGreaterThan(50);
    // A Challenger 6's top seed ranks above a Challenger 3's.
    expect(menTopSeed.worldRank).toBeLessThan(brazilTopSeed.worldRank as number);
    const [unranked] = await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from players where world_rank is null`,
    );
    expect(unranked?.count).toBe(0);
    expect(womenTopSeed.worldRankDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('import rankings', () => {
  it('previews what a CSV list changes, by name or profile URL, with unknown names and problems', async () => {
    const marina = await player('Marina Stefanoni');
    const laura = await player('Laura Tovar');
    const content = [
      'rank,player',
      `${marina.worldRank},marina stefanoni`,
      '12,https://www.psaworldtour.com/player/laura-tovar/',
      '13,Nobody Ranked',
      '14,LAURA TOVAR',
      'x,Caroline Fouts',
    ].join('\n');
    const response = await post('/api/admin/rankings/preview', { content, listDate: '2026-11-01', gender: 'womens' });
    expect(response.statusCode).toBe(200);
    const preview = response.json().data as RankingsPreview;
    expect(preview).toEqual({
      listDate: '2026-11-01',
      format: 'csv',
      changes: [
        {
          line: 3,
          playerId: laura.id,
          fullName: 'Laura Tovar',
          gender: 'womens',
          currentRank: laura.worldRank,
          newRank: 12,
        },
      ],
      unchanged: 1,
      unknown: [{ line: 4, player: 'Nobody Ranked' }],
      problems: [
        { line: 5, message: 'Line 5: Laura Tovar is already on line 3' },
        { line: 6, message: 'Line 6 (Caroline Fouts): the rank must be a whole number of 1 or more' },
      ],
    });
    // A preview changes nothing.
    expect((await player('Laura Tovar')).worldRank).toBe(laura.worldRank);
  });

  it('refuses to apply a list with problems, changing nothing, and says which row', async () => {
    const before = await player('Laura Tovar');
    const response = await post('/api/admin/rankings', {
      content: 'player,rank\nLaura Tovar,12\nLaura Tovar,13',
      listDate: '2026-11-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Line 3: Laura Tovar is already on line 2: nothing was changed');
    expect(await player('Laura Tovar')).toEqual(before);
    // In the admin's language, the preview's problems and the refusal alike.
    const inLanguage = (url: string, lang: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: { content: 'player,rank\nLaura Tovar,12\nLaura Tovar,13\n,4', listDate: '2026-11-01' },
        headers: { cookie: `${admin}; lang=${lang}`, origin: ORIGIN },
      });
    expect((await inLanguage('/api/admin/rankings/preview', 'fr')).json().data.problems).toEqual([
      { line: 3, message: 'Ligne 3 : Laura Tovar figure déjà à la ligne 2' },
      { line: 4, message: 'Ligne 4 : le joueur manque' },
    ]);
    expect((await inLanguage('/api/admin/rankings', 'ar')).json().error.message).toBe(
      'السطر 3: Laura Tovar موجود بالفعل في السطر 2 (ومشكلة أخرى): لم يتغير شيء',
    );
    expect((await inLanguage('/api/admin/rankings', 'en')).json().error.message).toBe(
      'Line 3: Laura Tovar is already on line 2 (and 1 more): nothing was changed',
    );
    expect(await player('Laura Tovar')).toEqual(before);
  });

  it('applies a JSON list: ranks and the date of the list, unknown names reported and skipped', async () => {
    const response = await post('/api/admin/rankings', {
      content: JSON.stringify({
        rankings: [
          { rank: 12, url: 'https://www.psaworldtour.com/player/laura-tovar/' },
          { rank: 30, name: 'Marina Stefanoni' },
          { rank: 99, name: 'Nobody Ranked' },
        ],
      }),
      listDate: '2026-11-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      listDate: '2026-11-01',
      updated: 2,
      unchanged: 0,
      unknown: [{ line: 3, player: 'Nobody Ranked' }],
    });
    expect(await player('Laura Tovar')).toMatchObject({ worldRank: 12, worldRankDate: '2026-11-01' });
    // Shown wherever the player is: the admin record, and the public draw's 'fullName (worldRank)' data.
    const { id } = await player('Marina Stefanoni');
    const record = await ctx.app.inject({ method: 'GET', url: `/api/admin/players/${id}`, headers: { cookie: admin } });
    expect(record.json().data as Player).toMatchObject({ worldRank: 30, worldRankDate: '2026-11-01' });
  });

  it('asks for the gender when a name is on both tours, and for a date, content and a list it can read', async () => {
    const [mens] = await queryRows<{ full_name: string }>(
      ctx.database.db,
      sql`select full_name from players where gender = 'mens' limit 1`,
    );
    await ctx.database.db.execute(
      sql`insert into players (full_name, gender, external_id) values (${mens?.full_name}, 'womens', 'same-name-test')`,
    );
    const ambiguous = await post('/api/admin/rankings/preview', {
      content: `${mens?.full_name},7`,
      listDate: '2026-11-01',
    });
    expect(ambiguous.json().data.problems).toEqual([
      {
        line: 1,
        message: `Line 1: '${mens?.full_name}' is the name of 2 players (men's and women's): import each list with its gender`,
      },
    ]);
    const scoped = await post('/api/admin/rankings/preview', {
      content: `${mens?.full_name},7`,
      listDate: '2026-11-01',
      gender: 'mens',
    });
    expect(scoped.json().data.changes).toHaveLength(1);

    for (const [payload, message] of [
      [{ content: 'Laura Tovar,3' }, 'The date of the list is required (YYYY-MM-DD)'],
      [{ content: 'Laura Tovar,3', listDate: '01/11/2026' }, 'The date of the list is required (YYYY-MM-DD)'],
      [{ content: '  ', listDate: '2026-11-01' }, 'Paste a rankings list or choose a file'],
      [{ content: 'Laura Tovar,3', listDate: '2026-11-01', gender: 'mixed' }, 'Gender must be mens or womens'],
    ] as const) {
      const response = await post('/api/admin/rankings/preview', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const nothingFound = await post('/api/admin/rankings', { content: 'Nobody Ranked,3', listDate: '2026-11-01' });
    expect(nothingFound.statusCode).toBe(400);
    expect(nothingFound.json().error.message).toBe('No player on the list was found: nothing was changed');
  });
});

describe("a draw file's ranks", () => {
  const competition = (worldRank: number, ranksAsOf: string | null): ParsedCompetition => ({
    gender: 'womens',
    drawSize: 2,
    bracketSize: 2,
    ranksAsOf,
    rounds: [],
    players: [parsedPlayer('laura-tovar', 'Laura Tovar', { worldRank })],
  });

  it("are stored with the event's date, and never replace a rank from a newer list", async () => {
    await post('/api/admin/rankings', { content: 'Laura Tovar,12', listDate: '2026-11-01' });
    await upsertPlayers(ctx.database.db, competition(20, '2026-10-01'));
    expect(await player('Laura Tovar')).toMatchObject({ worldRank: 12, worldRankDate: '2026-11-01' });
    await upsertPlayers(ctx.database.db, competition(25, null));
    expect(await player('Laura Tovar')).toMatchObject({ worldRank: 12, worldRankDate: '2026-11-01' });
    await upsertPlayers(ctx.database.db, competition(9, '2026-12-03'));
    expect(await player('Laura Tovar')).toMatchObject({ worldRank: 9, worldRankDate: '2026-12-03' });
  });

  it('are read from the neutral format', () => {
    const file = JSON.parse(psaFixture('psa-draws-2023-08-neutral.json')) as PsaDrawFixture;
    const event = file.tournaments[0] as PsaDrawFixture['tournaments'][number];
    const first = event.competitions[0]?.players[0] as { worldRank?: number | null };
    first.worldRank = 57;
    const [parsed] = drawFixtureToParsedTournaments({ ...file, tournaments: [event] });
    const competitionRead = parsed?.competitions[0];
    expect(competitionRead?.players[0]?.worldRank).toBe(57);
    expect(competitionRead?.players[1]?.worldRank).toBeNull();
    expect(competitionRead?.ranksAsOf).toBe(event.startDate);
  });
});
