import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { PushKind } from '@squash/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { queryRows } from '../src/db/client.js';
import { entries, entryTips, matches, players, rounds, tournaments } from '../src/db/schema.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { runLifecycleSweep, runTournamentOutlook } from '../src/jobs/lifecycle.js';
import { startJobs } from '../src/jobs/queue.js';
import { systemClock } from '../src/lib/clock.js';
import { textsFor } from '../src/lib/texts.js';
import { grantBonusCredits, postTransfer, refundTournament } from '../src/modules/ledger/service.js';
import { OUTLOOK_WAIT_SECONDS, tipsLockEvents } from '../src/modules/push/events.js';
import {
  MAX_DEVICES_PER_FAN,
  notifyDevices,
  type PushEvent,
  resolveVapidKeys,
  type VapidKeys,
} from '../src/modules/push/service.js';
import { recordResult } from '../src/modules/results/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  fourPlayerDraw,
  JOBS_FROM_SOURCE,
  signedInUser,
  type TestContext,
  usingPostgres,
} from './helpers.js';

// http_ece (web-push's own encryption library) decrypts what a browser would: the test is the device.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    options: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on this machine: records what it is sent, and answers 410 for devices under /gone (no
 * longer subscribed) and 503 under /broken (the service failing).
 */
function pushService(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.startsWith('/gone') ? 410 : request.url?.startsWith('/broken') ? 503 : 201;
      response.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }),
    ),
  );
}

/** A browser's push subscription: its own key pair and auth secret, at `endpoint`. */
function device(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    keys,
    auth,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.getPublicKey('base64url'), auth } },
  };
}

let ctx: TestContext;
let service: Awaited<ReturnType<typeof pushService>>;
let vapid: VapidKeys;

beforeAll(async () => {
  service = await pushService();
  ctx = await createTestApp({ config: { PUSH_SERVICE_HOSTS: [service.origin] } });
  vapid = await resolveVapidKeys(ctx.database.db, ctx.app.config);
});
afterAll(async () => {
  await ctx?.close();
  service?.server.close();
});

const subscribe = (cookie: string, subscription: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: asUser(cookie), payload: subscription });

async function fanWithDevice(email: string, path: string) {
  const cookie = await signedInUser(ctx.app, email);
  const phone = device(`${service.origin}${path}`);
  expect((await subscribe(cookie, phone.subscription)).statusCode).toBe(200);
  const me = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: { cookie } })).json().data;
  return { cookie, phone, userId: me.id as string };
}

const payload = {
  title: 'Your pick won',
  body: 'You are up to 3rd',
  url: '/tournaments/x#leaderboard',
  tag: 'results:x',
};
/** An event's payload function telling every device `payload`. */
const toldAlike = () => payload;

/** The test event `key` of `kind` (with `payload`) for `userIds`, sent in this process. */
/** The title an event tells every device (one told alike to all). */
const titleOf = (event: PushEvent) => (event.perFan ? undefined : event.payload(textsFor('en'), '').title);

const notify = (key: string, kind: PushKind, userIds: string[]) =>
  notifyDevices(ctx.database.db, vapid, { key, kind, userIds, payload: toldAlike });

describe('push notifications to a device', () => {
  it('sends the payload encrypted for the device, signed with the server key, and the device reads it', async () => {
    const fan = await fanWithDevice('push-reader@example.com', '/device/reader');
    const before = service.received.length;
    const outcomes = await notify('test:encrypted', 'results', [fan.userId]);
    expect([...(outcomes?.values() ?? [])]).toEqual(['sent']);
    const [delivery] = service.received.slice(before);
    expect(delivery?.path).toBe('/device/reader');
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    // VAPID: the server's public key, and a token for this push service's origin.
    expect(String(delivery?.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const token = String(delivery?.headers.authorization).match(/t=([^,]+)/)?.[1] ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.aud).toBe(service.origin);
    expect(delivery?.body.toString()).not.toContain('Your pick won');
    expect(readBy(fan.phone, delivery as Received)).toEqual(payload);
  });

  it('sends an event once, however many times it is noticed', async () => {
    const fan = await fanWithDevice('push-once@example.com', '/device/once');
    const before = service.received.length;
    const event = { key: 'test:once', kind: 'results' as const, userIds: [fan.userId], payload: toldAlike };
    const [first, second] = await Promise.all([
      notifyDevices(ctx.database.db, vapid, event),
      notifyDevices(ctx.database.db, vapid, event),
    ]);
    expect([first, second].filter((outcome) => outcome !== undefined)).toHaveLength(1);
    expect(service.received.slice(before).map((each) => each.path)).toEqual(['/device/once']);
  });

  it('forgets a device its push service says is gone (410)', async () => {
    const fan = await fanWithDevice('push-gone@example.com', '/gone/phone');
    const outcomes = await notify('test:gone', 'money', [fan.userId]);
    expect([...(outcomes?.values() ?? [])]).toEqual(['gone']);
    const again = await notify('test:gone-again', 'money', [fan.userId]);
    expect(again?.size).toBe(0);
  });

  it('sends nothing of a kind the fan turned off', async () => {
    const fan = await fanWithDevice('push-choosy@example.com', '/device/choosy');
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(fan.cookie),
      payload: { pushKinds: ['money'] },
    });
    expect(changed.json().data.pushKinds).toEqual(['money']);
    const before = service.received.length;
    const results = await notify('test:choosy-results', 'results', [fan.userId]);
    expect(results?.size).toBe(0);
    await notify('test:choosy-money', 'money', [fan.userId]);
    expect(service.received.slice(before).map((each) => each.path)).toEqual(['/device/choosy']);
  });

  it("stops a device's notifications when it is turned off there, and when that sign-in signs out", async () => {
    const off = await fanWithDevice('push-off@example.com', '/device/off');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: asUser(off.cookie),
      payload: { endpoint: off.phone.subscription.endpoint },
    });
    expect(removed.json()).toEqual({ data: { subscribed: false } });
    const out = await fanWithDevice('push-out@example.com', '/device/out');
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: asUser(out.cookie),
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const outcomes = await notify('test:off', 'leagues', [off.userId, out.userId]);
    expect(outcomes?.size).toBe(0);
  });
});

/** What `device` reads of what the push service received for it (the payload, decrypted). */
function readBy(phone: ReturnType<typeof device>, received: Received) {
  return JSON.parse(
    ece.decrypt(received.body, { version: 'aes128gcm', privateKey: phone.keys, authSecret: phone.auth }).toString(),
  );
}

describe('events that notify', () => {
  it("a new member's join reaches the league owner's devices, once", async () => {
    const owner = await fanWithDevice('push-owner@example.com', '/device/owner');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/leagues',
      headers: asUser(owner.cookie),
      payload: { name: 'Nick Shots' },
    });
    expect(created.statusCode).toBe(201);
    const league = created.json().data as { id: string; inviteCode: string };
    const joiner = await signedInUser(ctx.app, 'push-joiner@example.com');
    const before = service.received.length;
    const join = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/leagues/join',
        headers: asUser(joiner),
        payload: { code: league.inviteCode },
      });
    expect((await join()).statusCode).toBe(200);
    expect((await join()).statusCode).toBe(200);
    const deliveries = service.received.slice(before);
    expect(deliveries.map((each) => each.path)).toEqual(['/device/owner']);
    expect(readBy(owner.phone, deliveries[0] as Received)).toEqual({
      title: 'New member in Nick Shots',
      body: expect.stringMatching(/ joined your league\.$/),
      url: `/leagues/${league.id}`,
      tag: `league:${league.id}:members`,
    });
  });

  it('goes through the job queue, once per event with two processes noticing it', async () => {
    const fan = await fanWithDevice('push-queued@example.com', '/device/queued');
    const deps = {
      db: ctx.database.db,
      mailer: outboxMailer(ctx.database.db, { quiet: true }),
      clock: systemClock,
      baseUrl: 'http://x',
      ...JOBS_FROM_SOURCE,
    };
    // Two runners are two processes' job queues on one PostgreSQL; PGlite is one process's database.
    const runners = await Promise.all(
      Array.from({ length: usingPostgres ? 2 : 1 }, () => startJobs(ctx.database, deps, { vapid })),
    );
    try {
      const before = service.received.length;
      const event = { key: 'test:queued', kind: 'results' as const, userIds: [fan.userId], payload: toldAlike };
      await Promise.all([...runners, ...runners].map((runner) => runner.notify(event)));
      await expect.poll(() => service.received.length - before, { timeout: 15_000, interval: 200 }).toBe(1);
      // Time for a second delivery, if there were one to make.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(service.received.slice(before).map((each) => each.path)).toEqual(['/device/queued']);
      expect(readBy(fan.phone, service.received[before] as Received)).toEqual(payload);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  }, 40_000);
});

describe('tips lock soon', () => {
  it('tells fans without a complete entry a day and an hour before the start, once each, through the sweep', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const [tournament] = await db
      .insert(tournaments)
      .values({
        name: 'Lock Soon Open',
        gender: 'mens',
        status: 'UPCOMING',
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        startsAt: new Date(now.getTime() + 5 * 3_600_000),
      })
      .returning();
    if (!tournament) throw new Error('no tournament');
    const [round] = await db
      .insert(rounds)
      .values({ tournamentId: tournament.id, index: 1, name: 'Final' })
      .returning();
    const [one, two] = await db
      .insert(players)
      .values([
        { fullName: 'Lock One', gender: 'mens' },
        { fullName: 'Lock Two', gender: 'mens' },
      ])
      .returning();
    await db.insert(matches).values({
      tournamentId: tournament.id,
      roundId: round?.id ?? '',
      position: 1,
      playerOneId: one?.id,
      playerTwoId: two?.id,
    });
    const late = await fanWithDevice('push-late@example.com', '/device/late');
    const done = await fanWithDevice('push-done@example.com', '/device/done');
    const quiet = await fanWithDevice('push-quiet@example.com', '/device/quiet');
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(quiet.cookie),
      payload: { pushKinds: ['results'] },
    });
    const [entry] = await db.insert(entries).values({ tournamentId: tournament.id, userId: done.userId }).returning();
    await db.insert(entryTips).values({ entryId: entry?.id ?? '', winnerIds: [one?.id ?? ''], lostGames: [1] });

    const mine = (events: PushEvent[]) => events.filter((event) => event.key.includes(tournament.id));
    const [dayBefore, ...more] = mine(await tipsLockEvents(db, now));
    expect(more).toEqual([]);
    // Other tests' fans have devices too, and no entry: they are told as well.
    expect(dayBefore?.userIds).toContain(late.userId);
    expect(dayBefore?.userIds).not.toContain(done.userId);
    expect(dayBefore?.userIds).not.toContain(quiet.userId);
    expect(dayBefore?.payload(textsFor(null), late.userId)).toEqual({
      title: 'Tips lock in 5 hours',
      body: 'Lock Soon Open: make your picks before play starts.',
      url: `/tournaments/${tournament.id}`,
      tag: `tips:${tournament.id}`,
    });

    // The sweep passes them on, and sends each once.
    const sent: PushEvent[] = [];
    const deps = {
      db,
      mailer: outboxMailer(db, { quiet: true }),
      clock: { now: () => now },
      baseUrl: 'http://x',
      ...JOBS_FROM_SOURCE,
      notify: async (event: PushEvent) => {
        sent.push(event);
        await notifyDevices(db, vapid, event);
      },
    };
    const before = service.received.length;
    await runLifecycleSweep(deps);
    await runLifecycleSweep(deps);
    expect(mine(sent).map(titleOf)).toEqual(['Tips lock in 5 hours']);
    const mineReceived = service.received
      .slice(before)
      .filter((each) => /\/device\/(late|done|quiet)$/.test(each.path));
    expect(mineReceived.map((each) => each.path)).toEqual(['/device/late']);

    // Within the last hour, the second warning.
    const soon = new Date((tournament.startsAt?.getTime() ?? 0) - 20 * 60_000);
    expect(mine(await tipsLockEvents(db, soon)).map(titleOf)).toEqual(['Tips lock in 20 minutes']);
  });
});

describe('turning notifications on, with bad input', () => {
  it('refuses a push service this site does not send to, malformed keys, and a visitor', async () => {
    const cookie = await signedInUser(ctx.app, 'push-bad@example.com');
    const good = device(`${service.origin}/device/bad`).subscription;
    const elsewhere = await subscribe(cookie, { ...good, endpoint: 'https://attacker.example.org/collect' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toMatch(/endpoint/);
    const internal = await subscribe(cookie, { ...good, endpoint: 'http://127.0.0.1:5432/' });
    expect(internal.statusCode).toBe(400);
    const shortKey = await subscribe(cookie, { ...good, keys: { ...good.keys, p256dh: 'abc' } });
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json().error.message).toMatch(/p256dh/);
    // The same endpoint spelled otherwise (the scheme's case) is the same device, kept once.
    expect((await subscribe(cookie, good)).statusCode).toBe(200);
    const respelled = await subscribe(cookie, { ...good, endpoint: good.endpoint.replace(/^http:/, 'HTTP:') });
    expect(respelled.statusCode).toBe(200);
    const stored = await queryRows<{ endpoint: string }>(
      ctx.database.db,
      sql`select endpoint from push_subscriptions where lower(endpoint) = lower(${good.endpoint})`,
    );
    expect(stored).toEqual([{ endpoint: good.endpoint }]);
    const noKeys = await subscribe(cookie, { endpoint: good.endpoint });
    expect(noKeys.statusCode).toBe(400);
    const visitor = await ctx.app.inject({ method: 'PUT', url: '/api/push/subscription', payload: good });
    expect(visitor.statusCode).toBe(401);
    const badKinds = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: asUser(cookie),
      payload: { pushKinds: ['spam'] },
    });
    expect(badKinds.statusCode).toBe(400);
  });

  it("keeps at most MAX_DEVICES_PER_FAN devices a fan, dropping the oldest, and no fan can take another's device by its URL", async () => {
    const cookie = await signedInUser(ctx.app, 'push-many@example.com');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: { cookie } })).json().data;
    const phones = Array.from({ length: MAX_DEVICES_PER_FAN + 5 }, (_, i) =>
      device(`${service.origin}/device/many-${i}`),
    );
    for (const phone of phones) expect((await subscribe(cookie, phone.subscription)).statusCode).toBe(200);
    const kept = await queryRows<{ endpoint: string }>(
      ctx.database.db,
      sql`select endpoint from push_subscriptions where user_id = ${me.id} order by endpoint`,
    );
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      phones
        .slice(5)
        .map((phone) => phone.subscription.endpoint)
        .sort(),
    );

    // Another fan who knows a device's endpoint, but not its keys, can't have its notifications.
    const rival = await signedInUser(ctx.app, 'push-rival@example.com');
    const target = phones.at(-1)?.subscription as (typeof phones)[number]['subscription'];
    const stolen = await subscribe(rival, device(target.endpoint).subscription);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.message).toBe(
      'This push endpoint is subscribed with other keys: subscribe the device again',
    );
    const [owner] = await queryRows<{ user_id: string }>(
      ctx.database.db,
      sql`select user_id from push_subscriptions where endpoint = ${target.endpoint}`,
    );
    expect(owner?.user_id).toBe(me.id);
    // The same device (its own keys) signed in to by another fan is theirs now.
    expect((await subscribe(rival, target)).statusCode).toBe(200);
    const [moved] = await queryRows<{ user_id: string }>(
      ctx.database.db,
      sql`select user_id from push_subscriptions where endpoint = ${target.endpoint}`,
    );
    expect(moved?.user_id).not.toBe(me.id);
  });

  it('gives every browser the same VAPID public key, kept across restarts', async () => {
    const key = (await ctx.app.inject({ method: 'GET', url: '/api/push/key' })).json().data.publicKey;
    expect(key).toBe(vapid.publicKey);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await resolveVapidKeys(ctx.database.db, ctx.app.config)).publicKey).toBe(key);
  });
});

/** Records the winner of every match still open whose players are known (player one wins). */
async function playOpenMatches(tournamentId: string, now: Date) {
  const open = await ctx.database.db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), eq(matches.isCompleted, false)));
  for (const match of open) {
    if (!match.playerOneId || !match.playerTwoId) continue;
    await recordResult(ctx.database.db, { matchId: match.id, winnerId: match.playerOneId, outcome: 'walkover', now });
  }
}

/** What the minute sweep runs with, its clock at `now`, telling devices through the push service here. */
function sweepAt(now: Date) {
  return {
    db: ctx.database.db,
    mailer: outboxMailer(ctx.database.db, { quiet: true }),
    clock: { now: () => now },
    baseUrl: 'http://x',
    ...JOBS_FROM_SOURCE,
    notify: (event: PushEvent) => notifyDevices(ctx.database.db, vapid, event).then(() => undefined),
  };
}

describe('results and refunds', () => {
  it("after each round and at the end, each entrant's devices hear their own rank, once", async () => {
    const { tournament } = await fourPlayerDraw(ctx.database.db, 'Round Trip Open');
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}` })).json().data;
    // The leader picks every favourite (player one), the trailer every outsider.
    const leader = await fanWithDevice('push-leader@example.com', '/device/leader');
    const trailer = await fanWithDevice('push-trailer@example.com', '/device/trailer');
    for (const [fan, choose] of [
      [leader, (one: string) => one],
      [trailer, (_one: string, two: string) => two],
    ] as const) {
      const entered = await ctx.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournament.id}/entries`,
        headers: asUser(fan.cookie),
        payload: { matchTips: bracketTips(detail, choose) },
      });
      expect(entered.statusCode).toBe(201);
    }
    const after = new Date((tournament.startsAt?.getTime() ?? 0) + 60_000);
    const sweep = sweepAt(after);
    const heard = (from: number) =>
      service.received
        .slice(from)
        .filter((each) => /\/device\/(leader|trailer)$/.test(each.path))
        .map((each) => [each.path, readBy(each.path.endsWith('leader') ? leader.phone : trailer.phone, each)]);

    let before = service.received.length;
    await runLifecycleSweep(sweep); // locks it; no round complete yet
    expect(heard(before)).toEqual([]);
    await playOpenMatches(tournament.id, after); // the semi-finals
    // The round's push waits for who can still win (the outlook job, after the result)...
    await runLifecycleSweep(sweep);
    expect(heard(before)).toEqual([]);
    // ...and goes with it, once.
    await runTournamentOutlook(sweep, { tournamentId: tournament.id });
    await runLifecycleSweep(sweep);
    const round = (title: string, body: string) => ({
      title,
      body: `Round Trip Open: ${body}`,
      url: `/tournaments/${tournament.id}#leaderboard`,
      tag: `results:${tournament.id}`,
    });
    expect(heard(before).sort()).toEqual([
      ['/device/leader', round("You're 1st of 2 after the Semi-finals", '20 points so far. You can still finish 1st.')],
      [
        '/device/trailer',
        round(
          "You're 2nd of 2 after the Semi-finals",
          // Free: no pool, so no prize places to speak of.
          '0 points so far. Best finish still possible: 2nd.',
        ),
      ],
    ]);

    before = service.received.length;
    await playOpenMatches(tournament.id, after); // the final: the tournament completes
    await runLifecycleSweep(sweep); // finishes it: the ranks are final
    await runLifecycleSweep(sweep);
    const final = (title: string, points: number) => ({
      title,
      body: `Round Trip Open: ${points} points. The final results are in.`,
      url: `/tournaments/${tournament.id}#leaderboard`,
      tag: `results:${tournament.id}`,
    });
    expect(heard(before).sort()).toEqual([
      ['/device/leader', final('You finished 1st of 2', 30)],
      ['/device/trailer', final('You finished 2nd of 2', 0)],
    ]);
  });

  it("a round's push waits a few minutes for who can still win, then goes without it", async () => {
    const { tournament } = await fourPlayerDraw(ctx.database.db, 'Late Outlook Open');
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}` })).json().data;
    const fan = await fanWithDevice('push-late-outlook@example.com', '/device/late-outlook');
    const entered = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/entries`,
      headers: asUser(fan.cookie),
      payload: { matchTips: bracketTips(detail, (one: string) => one) },
    });
    expect(entered.statusCode).toBe(201);
    const after = new Date((tournament.startsAt?.getTime() ?? 0) + 60_000);
    const sweep = sweepAt(after);
    await runLifecycleSweep(sweep); // locks it
    await playOpenMatches(tournament.id, after);
    const before = service.received.length;
    const heard = () =>
      service.received
        .slice(before)
        .filter((each) => each.path === '/device/late-outlook')
        .map((each) => readBy(fan.phone, each));
    await runLifecycleSweep(sweep);
    expect(heard()).toEqual([]);
    // The semi-finals' results written longer ago than the wait, and still no outlook (its job late).
    await ctx.database.db.execute(
      sql`update matches set updated_at = now() - ${`${OUTLOOK_WAIT_SECONDS + 1} seconds`}::interval
          where tournament_id = ${tournament.id}`,
    );
    await runLifecycleSweep(sweep);
    expect(heard()).toEqual([
      expect.objectContaining({
        title: "You're 1st of 1 after the Semi-finals",
        body: 'Late Outlook Open: 20 points so far.',
      }),
    ]);
  });

  it('a refunded entry fee reaches the fan, once, with what was refunded', async () => {
    const db = ctx.database.db;
    const { tournament } = await fourPlayerDraw(ctx.database.db, 'Refund Open');
    const fan = await fanWithDevice('push-refunded@example.com', '/device/refunded');
    await grantBonusCredits(db, { userId: fan.userId, amount: 1, reason: 'Test', requestId: 'push-refund' });
    await postTransfer(db, {
      key: `entry:${tournament.id}:${fan.userId}`,
      type: 'ENTRY_PURCHASE',
      description: 'Tournament Entry: Refund Open',
      resource: { type: 'TOURNAMENT', id: tournament.id },
      lines: [
        { account: { kind: 'USER_CREDITS', userId: fan.userId }, amount: -100 },
        { account: { kind: 'TOURNAMENT_POOL', tournamentId: tournament.id }, amount: 100 },
      ],
    });
    await refundTournament(db, tournament.id, 'Refund: Refund Open was removed');
    const sweep = {
      db,
      mailer: outboxMailer(db, { quiet: true }),
      clock: systemClock,
      baseUrl: 'http://x',
      ...JOBS_FROM_SOURCE,
      notify: (event: PushEvent) => notifyDevices(db, vapid, event).then(() => undefined),
    };
    const before = service.received.length;
    await runLifecycleSweep(sweep);
    await runLifecycleSweep(sweep);
    // (It starts within the day, so the fan, without an entry, is also told tips lock soon.)
    const mine = service.received
      .slice(before)
      .filter((each) => each.path === '/device/refunded')
      .map((each) => readBy(fan.phone, each))
      .filter((told) => !told.tag.startsWith('tips:'));
    expect(mine).toEqual([
      {
        title: '1.00 credit refunded',
        body: 'Refund: Refund Open was removed',
        url: '/credit-transactions',
        tag: expect.stringMatching(/^refund:/),
      },
    ]);
  });
});

describe('what the back office sees', () => {
  it('counts the devices subscribed and each day’s sends and failures, on the dashboard and in /api/metrics', async () => {
    const db = ctx.database.db;
    const admin = await signedInUser(ctx.app, 'push-admin@example.com');
    await setRole(db, 'push-admin@example.com', 'admin');
    const stats = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: asUser(admin) })).json().data.push;
    const before = await stats();
    expect(before.days).toHaveLength(7);
    expect(before.days[0].day).toBe(
      (await queryRows<{ d: string }>(db, sql`select to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as d`))[0]
        ?.d,
    );

    // One device that takes it, one gone, one whose push service fails.
    const fine = await fanWithDevice('push-count-fine@example.com', '/device/count');
    const gone = await fanWithDevice('push-count-gone@example.com', '/gone/count');
    const broken = await fanWithDevice('push-count-broken@example.com', '/broken/count');
    const outcomes = await notify('test:counted', 'results', [fine.userId, gone.userId, broken.userId]);
    expect([...(outcomes?.values() ?? [])].sort()).toEqual(['failed', 'gone', 'sent']);

    const after = await stats();
    // Three subscribed, one removed as gone.
    expect(after.devices - before.devices).toBe(2);
    const [today, todayBefore] = [after.days[0], before.days[0]];
    expect([today.sent - todayBefore.sent, today.failed - todayBefore.failed, today.gone - todayBefore.gone]).toEqual([
      1, 1, 1,
    ]);
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: asUser(admin) })).payload;
    expect(metrics).toContain(`push_devices_subscribed ${after.devices}`);
    const total = (outcome: string) =>
      Number(metrics.match(new RegExp(`push_notifications\\{outcome="${outcome}"\\} (\\d+)`))?.[1]);
    expect(total('sent')).toBeGreaterThanOrEqual(today.sent);
    expect(total('failed')).toBeGreaterThanOrEqual(1);
    expect(total('gone')).toBeGreaterThanOrEqual(1);
  });
});
