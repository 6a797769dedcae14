import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { findUnstorableText } from '../src/plugins/text-input.js';
import { asUser, createTestApp, ORIGIN, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let fan: string;
let admin: string;
let tournamentId: string;
let playerId: string;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  fan = await signedInUser(ctx.app, 'nul.fan@example.org');
  admin = await signedInUser(ctx.app, 'nul.admin@example.org');
  await setRole(ctx.database.db, 'nul.admin@example.org', 'admin');
  tournamentId = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=1' })).json().data[0].id;
  playerId = (await ctx.app.inject({ method: 'GET', url: '/api/players?page_size=1' })).json().data[0].id;
  userId = (await ctx.app.inject({ method: 'GET', url: '/api/admin/users?page_size=1', headers: asUser(admin) })).json()
    .data[0].id;
});
afterAll(async () => ctx?.close());

const N = '\u0000';

describe('a NUL character (\\u0000) in any text', () => {
  it('finds the path of the first one, in values and keys, however deep', () => {
    const pathOf = (value: unknown) => findUnstorableText(value)?.path;
    expect(pathOf({ a: 'fine', b: [{ c: `x${N}` }] })).toBe('b.0.c');
    expect(pathOf({ [`k${N}`]: 1 })).toBe('body');
    expect(findUnstorableText('plain')).toBeNull();
    let deep: unknown = `end${N}`;
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(pathOf(deep)).toMatch(/^0(\.0)+$/);
  });

  // Anonymous, fan and admin inputs that reached PostgreSQL before, among them the 8 that answered 500.
  const cases = (): Array<[string, InjectOptions, string]> => [
    [
      'anonymous feedback',
      { method: 'POST', url: '/api/feedback', payload: { name: `Ann${N}`, email: 'a@example.org', message: 'hi' } },
      'name',
    ],
    [
      'feedback message',
      { method: 'POST', url: '/api/feedback', payload: { name: 'Ann', email: 'a@example.org', message: `hi${N}` } },
      'message',
    ],
    [
      'sign-up',
      {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN },
        payload: { email: `x${N}@example.org`, password: 'Nick!Shot2026', name: '' },
      },
      'email',
    ],
    [
      'sign-in',
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: 'nul.fan@example.org', password: `Nick!Shot2026${N}` },
      },
      'password',
    ],
    ['username check', { method: 'GET', url: '/api/check-username?username=ab%00cd' }, 'username'],
    ['email status', { method: 'GET', url: '/api/email-status/a%00b%40example.org' }, 'email'],
    ['tournament id', { method: 'GET', url: '/api/tournaments/ab%00cd' }, 'id'],
    ['tournaments query', { method: 'GET', url: '/api/tournaments?status=UP%00COMING' }, 'status'],
    [
      'username update',
      { method: 'PATCH', url: '/api/user', headers: {}, payload: { username: `nul${N}fan` } },
      'username',
    ],
    ['admin outbox filter', { method: 'GET', url: '/api/admin/outbox?to=a%00b' }, 'to'],
    [
      'admin player',
      { method: 'POST', url: '/api/admin/players', payload: { fullName: `Jo${N}`, gender: 'mens', externalId: 'x' } },
      'fullName',
    ],
    [
      'admin player edit',
      { method: 'PATCH', url: '/api/admin/players/{player}', payload: { fullName: `J${N}` } },
      'fullName',
    ],
    [
      'admin tournament edit',
      { method: 'PATCH', url: '/api/admin/tournaments/{tournament}', payload: { name: `T${N}` } },
      'name',
    ],
    ['admin user edit', { method: 'PUT', url: '/api/admin/users/{user}', payload: { fullName: `U${N}` } }, 'fullName'],
    [
      'draw file upload',
      {
        method: 'POST',
        url: '/api/admin/tournaments-upload/preview',
        payload: { format: 'psa-draw-fixture/v1', tournament: { name: `Open${N}` } },
      },
      'tournament.name',
    ],
    ['a key of the body', { method: 'POST', url: '/api/feedback', payload: { [`na${N}me`]: 'x' } }, 'body'],
  ];

  it.each(cases())('is refused with a 400 naming the field: %s', async (_name, options, field) => {
    const url = (options.url as string)
      .replace('{player}', playerId)
      .replace('{tournament}', tournamentId)
      .replace('{user}', userId);
    const cookie = url.startsWith('/api/admin') ? admin : url === '/api/user' ? fan : undefined;
    const headers = { ...(options.headers ?? {}), ...(cookie ? asUser(cookie) : {}) };
    const response = await ctx.app.inject({ ...options, url, headers });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `${field} must not contain a NUL character (\\u0000)`,
      fields: { [field]: expect.any(String) },
    });
  });
});
