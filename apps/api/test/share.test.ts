import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Entry, type LeaderboardRow, ordinal, type TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import type { Counter } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf } from '../src/cache/cached-body.js';
import { SHARE_RENDER_QUEUE } from '../src/integrations/share-image/renderer.js';
import { textsFor } from '../src/lib/texts.js';
import { entryCard, leagueInviteCard, tournamentCard } from '../src/modules/share/cards.js';
import {
  afterNotice,
  asUser,
  bracketTips,
  createTestApp,
  getJson,
  signedInUser,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

/*
 * Share images: a 1200 x 630 PNG drawn from the data as it is (its card's text, which the ETag names), kept
 * while the data is unchanged, named in the first HTML of the page that shares it, and drawn off the event
 * loop a bounded number at a time. The caches run as in production.
 */
let ctx: TestContext;
let webRoot: string;
let activeId: string;
let upcoming: TournamentDetail;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'squash-share-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>SquashTips</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ seed: true, config: { WEB_DIST_DIR: webRoot } });
  const active = await getJson<{ data: Array<{ id: string }> }>(ctx.app, '/api/tournaments?status=ACTIVE&page_size=1');
  activeId = active.body.data[0]?.id ?? '';
  upcoming = await upcomingTournament(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const english = textsFor('en');
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const drawnSoFar = async () =>
  (await (ctx.app.metrics.registry.getSingleMetric('share_images_drawn_total') as Counter).get()).values[0]?.value ?? 0;

/** A PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("a tournament's share image", () => {
  it('is a 1200 x 630 PNG drawn from the leaderboard as it stands, named by the ETag of its text', async () => {
    const response = await get(`/api/share/tournaments/${activeId}/image.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });

    const card = await tournamentCard(ctx.database.db, activeId, ctx.clock.now(), english);
    expect(response.headers.etag).toBe(etagOf(JSON.stringify(card)));
    const board = (
      await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard?page_size=5`)
    ).body.data;
    expect(card.rows).toEqual(
      board.map((row) => ({ rank: String(row.rank), name: row.username, value: `${row.points} pts` })),
    );
    expect(card.title).toContain("Demo Women's Challenger");
  });

  it('is served as kept while the data is unchanged, and drawn again once it changes', async () => {
    const url = `/api/share/tournaments/${activeId}/image.png`;
    const first = await get(url);
    const drawn = await drawnSoFar();
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await drawnSoFar()).toBe(drawn);
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    // The leader renames themselves: the card's text changes, so a new image.
    const [leader] = (await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard`))
      .body.data;
    await ctx.database.db.execute(sql`update users set username = 'renamed.leader' where id = ${leader?.userId}`);
    const changed = await afterNotice(
      () => get(url),
      (response) => response.headers.etag !== first.headers.etag,
    );
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(await drawnSoFar()).toBe(drawn + 1);
  });

  it('of a tournament still open shows its start and entries', async () => {
    const card = await tournamentCard(ctx.database.db, upcoming.id, ctx.clock.now(), english);
    expect(card.stats.map((stat) => stat.label)).toEqual(['Starts', 'Matches to pick', 'Entries']);
    expect((await get(`/api/share/tournaments/${upcoming.id}/image.png`)).statusCode).toBe(200);
  });

  it("is in the language of the page shared: Arabic's laid out from the right, with names as they are", async () => {
    const card = await tournamentCard(ctx.database.db, activeId, ctx.clock.now(), textsFor('ar'));
    expect(card.direction).toBe('rtl');
    expect(card.title).toBe("Demo Women's Challenger 2026");
    expect(card.eyebrow).toBe('سيدات · مباشر الآن');
    expect(card.footer).toMatch(/توقّع(وا|ا)? القرعة$/);
    expect(card.rows[0]?.value).toMatch(/^\d+ نقطة$/);
    const french = await tournamentCard(ctx.database.db, upcoming.id, ctx.clock.now(), textsFor('fr'));
    expect(french.direction).toBe('ltr');
    expect(french.stats.map((stat) => stat.label)).toEqual(['Début', 'Matchs à pronostiquer', 'Participations']);

    // Each language's image is its own (its own text, so its own ETag), drawn with Arabic letters and all.
    const inArabic = await get(`/api/share/tournaments/${activeId}/image.png?lang=ar`);
    const inEnglish = await get(`/api/share/tournaments/${activeId}/image.png`);
    expect(inArabic.statusCode).toBe(200);
    expect(pngSize(inArabic.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(inArabic.headers.etag).not.toBe(inEnglish.headers.etag);
    expect(inArabic.headers.etag).toBe(etagOf(JSON.stringify(card)));
    const refused = await get(`/api/share/tournaments/${activeId}/image.png?lang=de`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/lang must be one of en, fr, ar/);
  });

  it('answers a missing or malformed tournament with a clear error', async () => {
    expect((await get('/api/share/tournaments/00000000-0000-4000-8000-000000000000/image.png')).statusCode).toBe(404);
    expect((await get('/api/share/tournaments/nope/image.png')).json().error.message).toMatch(
      /id must be a valid UUID/,
    );
  });
});

describe("an entry's share image", () => {
  it("is refused before the lock, and after it says the fan's rank, points and champion", async () => {
    const fan = await signedInUser(ctx.app, 'sharer@example.org');
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${upcoming.id}/entries`,
      headers: asUser(fan),
      payload: { matchTips: bracketTips(upcoming) },
    });
    const early = await get(`/api/share/entries/${(submitted.json().data as Entry).id}/image.png`);
    expect(early.statusCode).toBe(409);

    const [row] = (await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard`)).body
      .data;
    const response = await get(`/api/share/entries/${row?.entryId}/image.png`);
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    const card = await entryCard(ctx.database.db, row?.entryId ?? '', ctx.clock.now(), english);
    expect(response.headers.etag).toBe(etagOf(JSON.stringify(card)));
    expect(card.title).toBe(row?.username);
    expect(card.stats[0]?.value).toMatch(new RegExp(`^${ordinal(row?.rank ?? 0)} of \\d+$`));
    expect(card.stats[1]).toEqual({ label: 'Points', value: String(row?.points) });
    const picks = (
      await getJson<{ data: { championId: string | null } }>(ctx.app, `/api/entries/${row?.entryId}/picks`)
    ).body.data;
    const detail = (await getJson<{ data: TournamentDetail }>(ctx.app, `/api/tournaments/${activeId}`)).body.data;
    const champion = detail.players.find((player) => player.id === picks.championId);
    expect(card.footer).toBe(`Champion pick: ${champion?.fullName}`);
  });
});

describe("a league's share image, by its invite link", () => {
  it('shows the top of its season table; an unknown or malformed code is refused', async () => {
    const owner = await signedInUser(ctx.app, 'league.owner@example.org');
    const league = await ctx.app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: asUser(owner),
      payload: { name: 'Glass Court Club' },
    });
    const code = league.json().data.inviteCode as string;
    const response = await get(`/api/share/invites/${code}/image.png`);
    expect(response.statusCode).toBe(200);
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    const card = await leagueInviteCard(ctx.database.db, code, ctx.clock.now(), english);
    expect(card.title).toBe('Glass Court Club');
    expect(card.eyebrow).toMatch(/^Fan league · 1 member · /);
    expect((await get('/api/share/invites/nosuchcode/image.png')).statusCode).toBe(404);
    expect((await get('/api/share/invites/%3Cb%3E/image.png')).statusCode).toBe(400);
  });
});

describe("a page's first HTML", () => {
  const metaOf = (html: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

  it('names the share image of a tournament, an entry after the lock and an invite in Open Graph and Twitter tags', async () => {
    const tournamentPage = (await get(`/tournaments/${activeId}`)).body;
    expect(metaOf(tournamentPage, 'og:image')).toBe(`http://localhost:80/api/share/tournaments/${activeId}/image.png`);
    expect(metaOf(tournamentPage, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(tournamentPage, 'og:image:width')).toBe('1200');
    expect(metaOf(tournamentPage, 'og:title')).toBe("Demo Women's Challenger 2026 · SquashTips");

    const [row] = (await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard`)).body
      .data;
    const entryPage = (await get(`/tournaments/${activeId}/entries/${row?.entryId}`)).body;
    expect(metaOf(entryPage, 'og:image')).toBe(`http://localhost:80/api/share/entries/${row?.entryId}/image.png`);
    expect(metaOf(entryPage, 'og:title')).toBe(`${row?.username}'s picks · Demo Women's Challenger 2026`);
    // The page's own title is the preview's, not the site's alone.
    expect(entryPage).toContain(`<title>${row?.username}'s picks · Demo Women's Challenger 2026</title>`);
    expect(entryPage).not.toContain('<title>SquashTips</title>');
  });

  it("gives the home page and a fan's record a preview: the site, and the fan by name", async () => {
    const home = (await get('/')).body;
    expect(metaOf(home, 'og:title')).toBe('SquashTips');
    expect(metaOf(home, 'og:image')).toBe(`http://localhost:80/api/share/tournaments/${activeId}/image.png`);
    const [row] = (await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard`)).body
      .data;
    const fanPage = (await get(`/fans/${encodeURIComponent(row?.username ?? '')}`)).body;
    expect(metaOf(fanPage, 'og:title')).toBe(`${row?.username} on SquashTips`);
    expect(metaOf(fanPage, 'og:description')).toMatch(
      /record on SquashTips: \d+ tournaments?, their finishes and badges\.$/,
    );
    expect(fanPage).toContain(`<title>${row?.username} on SquashTips</title>`);
    expect((await get('/api/share/page?path=/fans/no-such-fan-anywhere')).statusCode).toBe(404);
  });

  it("gives an entry's page before the lock the tournament's preview, never the entry's", async () => {
    const board = (await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${upcoming.id}/leaderboard`))
      .body.data;
    const entryId = board[0]?.entryId;
    const page = (await get(`/tournaments/${upcoming.id}/entries/${entryId}`)).body;
    expect(metaOf(page, 'og:image')).toBe(`http://localhost:80/api/share/tournaments/${upcoming.id}/image.png`);
    expect(page).not.toContain(`/api/share/entries/`);
  });

  it("is in the reader's language: the preview's words, the image's address and og:locale", async () => {
    const french = (await get(`/tournaments/${activeId}`, { cookie: 'lang=fr' })).body;
    expect(metaOf(french, 'og:locale')).toBe('fr_FR');
    expect(metaOf(french, 'og:title')).toBe("Demo Women's Challenger 2026 · SquashTips");
    expect(metaOf(french, 'og:description')).toBe(
      "Le classement de Demo Women's Challenger 2026 : qui l'a le mieux pronostiqué, en direct au fil des résultats.",
    );
    expect(metaOf(french, 'og:image')).toBe(`http://localhost:80/api/share/tournaments/${activeId}/image.png?lang=fr`);
    const arabic = (await get(`/tournaments/${upcoming.id}`, { 'accept-language': 'ar-EG,ar;q=0.9' })).body;
    expect(metaOf(arabic, 'og:locale')).toBe('ar_EG');
    expect(metaOf(arabic, 'og:image:alt')).toMatch(/: تاريخ البداية والمشاركات$/);
    expect(metaOf(arabic, 'og:image')).toMatch(/image\.png\?lang=ar$/);
  });

  it("leaves a page that can't be shared as it is", async () => {
    const page = (await get('/account')).body;
    expect(page).not.toContain('og:image');
    expect((await get('/api/share/page?path=/account')).statusCode).toBe(404);
    expect((await get('/api/share/page?path=nope')).statusCode).toBe(400);
  });
});

describe('a flood of share-image requests', () => {
  it('is bounded: images wait for one renderer off the event loop, and past the queue are refused with 503', async () => {
    const rows = (
      await getJson<{ data: LeaderboardRow[] }>(ctx.app, `/api/tournaments/${activeId}/leaderboard?page_size=100`)
    ).body.data;
    expect(rows.length).toBeGreaterThan(SHARE_RENDER_QUEUE + 1);
    const answers = await Promise.all(rows.map((row) => get(`/api/share/entries/${row.entryId}/image.png`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    const refused = answers.find((answer) => answer.statusCode === 503);
    expect(refused?.json().error.message).toBe('Too many share images are being drawn right now: try again shortly');
    expect(refused?.headers['retry-after']).toBe('5');
  });
});
