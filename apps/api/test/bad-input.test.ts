import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, ORIGIN, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let tournamentId: string;
let matchId: string;
let playerId: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const list = await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=1' });
  tournamentId = list.json().data[0].id;
  const matches = await ctx.app.inject({ method: 'GET', url: '/api/matches?page_size=1' });
  matchId = matches.json().data[0].id;
  const players = await ctx.app.inject({ method: 'GET', url: '/api/players?page_size=1' });
  playerId = players.json().data[0].id;
});
afterAll(async () => ctx?.close());

type Case = [url: string, status: number, message: RegExp];

/** Every read route with ids, queries and pages a client might get wrong. */
const cases = (): Case[] => [
  ['/api/tournaments/not-a-uuid', 400, /^id must be a valid UUID$/],
  ['/api/tournaments/123', 400, /id must be a valid UUID/],
  [`/api/tournaments/${'a'.repeat(300)}`, 400, /^id must be a valid UUID$/],
  ['/api/tournaments/00000000-0000-4000-8000-000000000000', 404, /^Tournament not found$/],
  ['/api/tournaments?page=-1', 400, /^page must be 0 or greater$/],
  ['/api/tournaments?page=1.5', 400, /^page must be a whole number$/],
  ['/api/tournaments?page=abc', 400, /^page must be a whole number$/],
  ['/api/tournaments?page_size=0', 400, /^page_size must be 1 or greater$/],
  ['/api/tournaments?page_size=101', 400, /^page_size must be at most 100$/],
  ['/api/tournaments?page_size=1e9', 400, /^page_size must be at most 100$/],
  ['/api/tournaments?sort_by=name', 400, /^sort_by must be one of start_date, end_date$/],
  ['/api/tournaments?sort_order=sideways', 400, /^sort_order must be one of asc, desc$/],
  ['/api/tournaments?status=FINISHED', 400, /status must be one of UPCOMING/],
  ['/api/tournaments?status=', 400, /status must name at least one status/],
  ['/api/tournaments?status=CREATING', 400, /status must be one of/],
  ['/api/tournaments?gender=mixed', 400, /^gender must be one of mens, womens$/],
  [`/api/tournaments/${'{id}'}/leaderboard?page=-2`, 400, /^page must be 0 or greater$/],
  [`/api/tournaments/${'{id}'}/leaderboard?page_size=500`, 400, /^page_size must be at most 100$/],
  ['/api/tournaments/nope/leaderboard', 400, /^id must be a valid UUID$/],
  ['/api/tournaments/00000000-0000-4000-8000-000000000000/leaderboard', 404, /^Tournament not found$/],
  ['/api/matches?is_completed=yes', 400, /^is_completed must be true or false$/],
  ['/api/matches?sort_by=round', 400, /^sort_by must be one of starts_at$/],
  ['/api/matches?sort_order=random', 400, /^sort_order must be one of asc, desc$/],
  ['/api/matches?page=-1', 400, /^page must be 0 or greater$/],
  ['/api/matches?page_size=101', 400, /^page_size must be at most 100$/],
  ['/api/matches/xyz', 400, /^id must be a valid UUID$/],
  [`/api/matches/${'{match}'}x`, 400, /^id must be a valid UUID$/],
  ['/api/matches/00000000-0000-4000-8000-000000000000', 404, /^Match not found$/],
  ['/api/players?gender=other', 400, /^gender must be one of mens, womens$/],
  ['/api/players?sort_by=height', 400, /^sort_by must be one of world_rank, full_name, created_at$/],
  ['/api/players?page=-5', 400, /^page must be 0 or greater$/],
  ['/api/players/1', 400, /^id must be a valid UUID$/],
  ['/api/players/00000000-0000-4000-8000-000000000000', 404, /^Player not found$/],
  [`/api/players/${'{player}'}/matches?is_completed=maybe`, 400, /^is_completed must be true or false$/],
  ['/api/players/00000000-0000-4000-8000-000000000000/matches', 404, /^Player not found$/],
  ['/api/does-not-exist', 404, /^No route GET \/api\/does-not-exist$/],
];

describe('bad input on the public read API', () => {
  it('answers every mistake with a 4xx whose message names the problem', async () => {
    for (const [template, status, message] of cases()) {
      const url = template.replace('{id}', tournamentId).replace('{match}', matchId).replace('{player}', playerId);
      const response = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      const body = response.json();
      expect(body.error.code, url).toEqual(expect.any(String));
      expect(body.error.message, url).toMatch(message);
      expect(JSON.stringify(body), url).not.toMatch(/stack|select |postgres/i);
    }
  });

  it('names the parameter in fields for a validation error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page=-1&gender=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { page: 'page must be 0 or greater', gender: 'gender must be one of mens, womens' },
    });
  });

  it('refuses bad feedback bodies with 4xx and stores nothing', async () => {
    const bodies: Array<
      [payload: string | undefined, contentType: string | undefined, status: number, message: RegExp]
    > = [
      [undefined, undefined, 400, /must be a JSON object/],
      ['{bad json', 'application/json', 400, /not valid JSON/],
      ['[]', 'application/json', 400, /must be a JSON object/],
      ['"text"', 'application/json', 400, /must be a JSON object/],
      ['{}', 'application/json', 400, /^Name is required$/],
      [
        JSON.stringify({ name: 'A', email: 'not-an-email', message: 'hi' }),
        'application/json',
        400,
        /^Please enter a valid email address$/,
      ],
      [
        JSON.stringify({ name: 'A', email: 'a@b.co', message: '   ' }),
        'application/json',
        400,
        /^Message is required$/,
      ],
      [
        JSON.stringify({ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }),
        'application/json',
        400,
        /at most 5000/,
      ],
      [JSON.stringify({ name: 42, email: 'a@b.co', message: 'hi' }), 'application/json', 400, /Name is required/],
      ['name=A', 'application/x-www-form-urlencoded', 415, /Unsupported Media Type/i],
      [
        JSON.stringify({ name: 'A', email: 'a@b.co', message: 'x'.repeat(2_000_000) }),
        'application/json',
        413,
        /too large/i,
      ],
    ];
    for (const [payload, contentType, status, message] of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect({ payload: payload?.slice(0, 40), status: response.statusCode }).toEqual({
        payload: payload?.slice(0, 40),
        status,
      });
      expect(response.json().error.message).toMatch(message);
    }
    const { sql } = await import('drizzle-orm');
    const rows = await ctx.database.db.execute(sql`select count(*)::int as count from feedback`);
    expect((rows as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(0);
  });

  it('stores good feedback', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: '  Sam  ', email: 'Sam@Example.COM', message: 'Love the bracket view' },
    });
    expect(response.statusCode).toBe(201);
    const { sql } = await import('drizzle-orm');
    const result = (await ctx.database.db.execute(sql`select name, email, message from feedback`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ name: 'Sam', email: 'sam@example.com', message: 'Love the bracket view' }]);
  });

  it('refuses methods a route does not have with a 404 JSON error, never a 5xx', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/tournaments'],
      ['POST', '/api/matches'],
      ['PUT', `/api/players/${playerId}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses JSON nested deeper than 64 levels with a 400, on our routes and on better-auth ones', async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const url of ['/api/feedback', '/api/auth/sign-in/email']) {
      for (const payload of [deep(65), `{"name":${deep(20_000)}}`]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          payload,
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.message).toBe('The JSON body is nested too deeply (at most 64 levels)');
      }
    }
    // Brackets inside strings are text, not depth.
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Sam', email: 'sam@example.com', message: '['.repeat(500) },
    });
    expect(text.statusCode).toBe(201);
  });

  it("refuses a better-auth body whose text field isn't text with a 400 naming it (update-user's name: null)", async () => {
    const cookie = await signedInUser(ctx.app, 'null.name@example.org');
    for (const payload of [{ name: null }, { name: 42 }, { name: ['Sam'] }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { ...asUser(cookie), origin: ORIGIN },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'name must be text',
        fields: { name: 'name must be text' },
      });
    }
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email: 'x@example.org', password: null, name: '' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error.fields).toEqual({ password: 'password must be text' });
    // A well-formed change still goes through, and an image may be cleared.
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...asUser(cookie), origin: ORIGIN },
      payload: { name: 'Sam', image: null },
    });
    expect(renamed.statusCode).toBe(200);
  });
});
