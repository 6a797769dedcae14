import { randomUUID } from 'node:crypto';
import type { TournamentDetail } from '@squash/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  ORIGIN,
  overSocket,
  signedInUser,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

/**
 * Who may call what, for every route the server registers (collected with Fastify's onRoute):
 * - public: anyone;
 * - user: signed in (401 for anonymous callers);
 * - owner: the signed-in owner of the resource; 404 to every other user, as if it didn't exist;
 * - admin: administrators (401 anonymous, 403 fans);
 * - auth: better-auth's own routes, which check their own sessions (only: no 5xx).
 * A route missing here fails the test, naming the line to add.
 */
type Access = 'public' | 'user' | 'owner' | 'admin' | 'auth';

const ACCESS: Record<string, Access> = {
  'GET /api/auth/*': 'auth',
  'POST /api/auth/*': 'auth',
  'GET /api/metrics': 'admin',
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/health': 'public',
  'GET /api/tournaments': 'public',
  'GET /api/tournaments/:id': 'public',
  'GET /api/tournaments/:id/leaderboard': 'public',
  'GET /api/tournaments/:id/prize-window': 'public',
  'POST /api/tournaments/:id/disputes': 'user',
  'GET /api/tournaments/:id/pick-stats': 'public',
  'GET /api/entries/:id/picks': 'public',
  'GET /api/entries/:id/compare/:otherId': 'public',
  'GET /api/tournaments/:id/entries-search': 'public',
  'GET /api/share/tournaments/:id/image.png': 'public',
  'GET /api/share/entries/:id/image.png': 'public',
  'GET /api/share/invites/:code/image.png': 'public',
  'GET /api/share/page': 'public',
  'GET /api/fans/:username': 'public',
  'GET /api/user/record': 'user',
  'GET /api/leagues/:id/roster': 'owner',
  'POST /api/leagues/:id/reminders': 'owner',
  'GET /api/matches': 'public',
  'GET /api/matches/:id': 'public',
  'GET /api/players': 'public',
  'GET /api/players/:id': 'public',
  'GET /api/players/:id/matches': 'public',
  'POST /api/feedback': 'public',
  'GET /api/leaderboard': 'public',
  'GET /api/site-config': 'public',
  'GET /api/check-username': 'public',
  'GET /api/email-status/:email': 'public',
  'GET /api/password-reset/:token': 'public',
  'POST /api/users-sync': 'user',
  'GET /api/user-details': 'user',
  'PATCH /api/user': 'user',
  'GET /api/user/limits': 'user',
  'PUT /api/user/limits': 'user',
  'GET /api/user/pause': 'user',
  'POST /api/user/break': 'user',
  'GET /api/user/export': 'user',
  'GET /api/user/identity': 'user',
  'POST /api/user/identity': 'user',
  'POST /api/user/identity/test-verification': 'user',
  'GET /api/user/closing': 'user',
  'DELETE /api/user': 'user',
  'POST /api/user/self-exclusion': 'user',
  'GET /api/push/key': 'public',
  'PUT /api/push/subscription': 'user',
  'DELETE /api/push/subscription': 'user',
  'POST /api/tournaments/:id/entries': 'user',
  'GET /api/entries': 'user',
  'GET /api/tournaments/:id/user-leaderboard': 'user',
  'PUT /api/entries/:id/match-tips': 'owner',
  'GET /api/entries/:id': 'owner',
  'POST /api/admin/matches': 'admin',
  'PATCH /api/admin/matches/:id': 'admin',
  'POST /api/admin/matches/:id/result': 'admin',
  'GET /api/admin/tournaments-psa': 'admin',
  'POST /api/admin/tournaments-psa': 'admin',
  'POST /api/admin/tournaments-upload/preview': 'admin',
  'POST /api/admin/tournaments-upload': 'admin',
  'POST /api/admin/tournaments/:id/sync': 'admin',
  'POST /api/admin/tournaments/:id/second-chance': 'admin',
  'GET /api/admin/tournaments': 'admin',
  'GET /api/admin/tournaments/:id': 'admin',
  'PATCH /api/admin/tournaments/:id': 'admin',
  'DELETE /api/admin/tournaments/:id': 'admin',
  'GET /api/admin/tournaments/:id/entries': 'admin',
  'GET /api/admin/matches': 'admin',
  'GET /api/admin/matches/:id': 'admin',
  'POST /api/admin/matches/:id/qualifier': 'admin',
  'DELETE /api/admin/matches/:id': 'admin',
  'GET /api/admin/players': 'admin',
  'GET /api/admin/players/:id': 'admin',
  'POST /api/admin/players': 'admin',
  'PATCH /api/admin/players/:id': 'admin',
  'DELETE /api/admin/players/:id': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'POST /api/admin/users': 'admin',
  'PUT /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'GET /api/admin/entries': 'admin',
  'GET /api/admin/entries/:id': 'admin',
  'GET /api/admin/data-issues': 'admin',
  'DELETE /api/admin/data-issues/:id': 'admin',
  'GET /api/admin/outbox': 'admin',
  'GET /api/admin/users/:id/credit-transactions': 'admin',
  'GET /api/admin/payments': 'admin',
  'POST /api/admin/rankings/preview': 'admin',
  'POST /api/admin/rankings': 'admin',
  'GET /api/admin/jurisdictions': 'admin',
  'PUT /api/admin/jurisdictions/:code': 'admin',
  'DELETE /api/admin/jurisdictions/:code': 'admin',
  'GET /api/admin/site-settings': 'admin',
  'PUT /api/admin/site-settings': 'admin',
  'POST /api/admin/users/:id/credits': 'admin',
  'GET /api/admin/tournaments/:id/prize-pool': 'admin',
  'POST /api/admin/prizes/:id/mark-paid': 'admin',
  'PUT /api/admin/tournaments/:id/prize-hold': 'admin',
  'DELETE /api/admin/tournaments/:id/prize-hold': 'admin',
  'POST /api/admin/disputes/:id/resolve': 'admin',
  'GET /api/admin/account-reviews': 'admin',
  'POST /api/admin/account-reviews/:id/resolve': 'admin',
  'GET /api/credit-balance': 'user',
  'GET /api/live': 'public',
  'GET /api/tournaments/:id/live': 'public',
  'GET /api/credit-transactions': 'user',
  'GET /api/prizes': 'user',
  'POST /api/payments': 'user',
  'GET /api/payments': 'user',
  'GET /api/payments/:id': 'user',
  'POST /api/payments/:id/test-checkout': 'user',
  'POST /api/payments/:id/cancel': 'user',
  'POST /api/payments/webhook': 'public',
  'GET /api/admin/stats': 'admin',
  'POST /api/leagues': 'user',
  'GET /api/leagues': 'user',
  'GET /api/leagues/invites/:code': 'user',
  'POST /api/leagues/join': 'user',
  'GET /api/leagues/:id': 'owner',
  'PATCH /api/leagues/:id': 'owner',
  'DELETE /api/leagues/:id': 'owner',
  'GET /api/leagues/:id/members': 'owner',
  'GET /api/leagues/:id/leaderboard': 'owner',
  'POST /api/leagues/:id/leave': 'owner',
  'DELETE /api/leagues/:id/members/:userId': 'owner',
  'POST /api/leagues/:id/owner': 'owner',
  'POST /api/leagues/:id/invite-code': 'owner',
  'GET /api/admin/leagues': 'admin',
  'DELETE /api/admin/leagues/:id': 'admin',
  'GET /api/admin/audit': 'admin',
};

let ctx: TestContext;
let socket: ReturnType<typeof overSocket>;
let owner: string;
let other: string;
let admin: string;
let upcoming: TournamentDetail;
let entryId: string;

beforeAll(async () => {
  // The read caches on, as production has them, and every check over a real socket: a route kept under the
  // wrong scope (a fan's answer served to another, a member's to a stranger) fails here.
  ctx = await createTestApp({ seed: true, config: { WEB_DIST_DIR: '/nonexistent' } });
  socket = overSocket(ctx.app);
  owner = await signedInUser(ctx.app, 'matrix.owner@example.org');
  other = await signedInUser(ctx.app, 'matrix.other@example.org');
  admin = await signedInUser(ctx.app, 'matrix.admin@example.org');
  await setRole(ctx.database.db, 'matrix.admin@example.org', 'admin');
  upcoming = await upcomingTournament(ctx.app);
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: `/api/tournaments/${upcoming.id}/entries`,
    headers: asUser(owner),
    payload: { matchTips: bracketTips(upcoming) },
  });
  entryId = submitted.json().data.id;
});
afterAll(async () => ctx?.close());

/**
 * A league of the owner's with one more member, made afresh for each league route (some of them delete
 * it, hand it over or leave it): a league's "owner" rows mean its members, and the other fans are not.
 */
async function freshLeague(): Promise<{ id: string; memberId: string }> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: asUser(owner),
    payload: { name: 'Matrix League' },
  });
  const { id, inviteCode } = created.json().data as { id: string; inviteCode: string };
  const member = await signedInUser(ctx.app, `matrix.member.${randomUUID()}@example.org`);
  const joined = await ctx.app.inject({
    method: 'POST',
    url: '/api/leagues/join',
    headers: asUser(member),
    payload: { code: inviteCode },
  });
  if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  return { id, memberId: await userIdOf(member) };
}

const userIdOf = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) })).json().data.id as string;

/** A concrete URL and body for a route: real ids where the resource must exist, unknown ones for admin writes. */
async function requestFor(route: string, access: Access): Promise<{ url: string; body?: object }> {
  const method = route.slice(0, route.indexOf(' '));
  const path = route.slice(route.indexOf(' ') + 1);
  if (path.startsWith('/api/leagues/:id')) {
    const league = await freshLeague();
    const url = path.replace(':id', league.id).replace(':userId', league.memberId);
    if (path === '/api/leagues/:id/owner') return { url, body: { userId: league.memberId } };
    if (path === '/api/leagues/:id/reminders') return { url, body: { tournamentId: upcoming.id } };
    return { url, body: method === 'PATCH' ? { name: 'Renamed League' } : undefined };
  }
  if (path.startsWith('/api/leagues')) {
    const url = path.replace(':code', 'WRONGCODE1');
    if (path === '/api/leagues/join') return { url, body: { code: 'WRONGCODE1' } };
    return { url, body: method === 'POST' ? { name: 'Matrix League' } : undefined };
  }
  const id = access === 'owner' ? entryId : access === 'admin' ? randomUUID() : upcoming.id;
  const url = path
    .replace(':id', path.startsWith('/api/matches') ? (upcoming.rounds[0]?.matches[0]?.id as string) : id)
    .replace(':email', 'someone%40example.org')
    .replace('*', access === 'auth' ? 'get-session' : 'index.css');
  return {
    url,
    body:
      method === 'GET' || method === 'DELETE' ? undefined : { matchTips: bracketTips(upcoming, (_one, two) => two) },
  };
}

describe('the access matrix', () => {
  it('covers every route the server registers', () => {
    // HEAD routes are Fastify's automatic twins of the GET routes.
    const registered = [...new Set(ctx.app.routeList)].filter(
      (route) => route.includes(' /api') && !route.startsWith('HEAD '),
    );
    const missing = registered.filter((route) => !ACCESS[route]);
    expect(missing.map((route) => `  '${route}': 'public' | 'user' | 'owner' | 'admin',`)).toEqual([]);
    const stale = Object.keys(ACCESS).filter((route) => !registered.includes(route));
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
  });

  it.each(Object.entries(ACCESS))('%s is %s', async (route, access) => {
    const method = route.slice(0, route.indexOf(' '));
    const { url, body } = await requestFor(route, access);
    const call = async (cookie?: string) => {
      const response = await socket({
        method,
        url,
        headers: cookie ? asUser(cookie) : { origin: ORIGIN },
        ...(body ? { payload: body } : {}),
      });
      expect(
        response.statusCode,
        `${route} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
      ).toBeLessThan(500);
      return response.statusCode;
    };
    // The owner first: whatever their answer leaves in the caches is there when the others ask.
    const asOwner = await call(owner);
    const [anonymous, asOther, asAdmin] = [await call(), await call(other), await call(admin)];
    const allowed = (status: number) => status !== 401 && status !== 403;
    switch (access) {
      case 'public':
        expect([anonymous, asOwner, asOther, asAdmin].every(allowed), route).toBe(true);
        break;
      case 'user':
        expect(anonymous).toBe(401);
        expect([asOwner, asOther, asAdmin].every(allowed), route).toBe(true);
        break;
      case 'owner':
        expect(anonymous).toBe(401);
        expect(allowed(asOwner) && asOwner !== 404, `${route} for its owner: ${asOwner}`).toBe(true);
        expect(asOther).toBe(404);
        expect(asAdmin).toBe(404);
        break;
      case 'admin':
        expect(anonymous).toBe(401);
        expect(asOwner).toBe(403);
        expect(asOther).toBe(403);
        expect(allowed(asAdmin), `${route} for an admin: ${asAdmin}`).toBe(true);
        break;
      case 'auth':
        break;
    }
  });
});
