import { createHash } from 'node:crypto';
import type { PushKind, PushPayload, PushSubscriptionRequest } from '@squash/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webPush from 'web-push';
import type { Config } from '../../config.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { appSettings, pushSubscriptions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** The server's VAPID identity: push services check each send is signed by the key a device subscribed with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated on first start and kept in the database
 * (like the auth secret), so devices stay subscribed across restarts and every process signs alike.
 */
export async function resolveVapidKeys(db: Database, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? config.PUBLIC_URL ?? 'mailto:no-reply@squashtips.local';
  // Push services take a mailto: or https: contact only (a local http:// address is neither).
  const contact = subject.startsWith('http:') ? 'mailto:no-reply@squashtips.local' : subject;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: contact };
  }
  const generated = webPush.generateVAPIDKeys();
  await db
    .insert(appSettings)
    .values({ key: 'vapid_keys', value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'vapid_keys'));
  const kept = row ? (JSON.parse(row.value) as { publicKey: string; privateKey: string }) : generated;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: contact };
}

/** How a session is known to its devices' subscriptions: a hash, never the token itself. */
export function sessionKeyOf(sessionToken: string): string {
  return createHash('sha256').update(sessionToken).digest('base64url');
}

/**
 * Whether `endpoint` is on one of the push services devices may subscribe with (`PUSH_SERVICE_HOSTS`):
 * a host name (https only; a leading dot for a domain and its subdomains) or an exact origin.
 */
export function isAllowedPushService(endpoint: string, allowed: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return allowed.some((entry) => {
    if (entry.includes('://')) return URL.canParse(entry) && new URL(entry).origin === url.origin;
    if (url.protocol !== 'https:' || url.port !== '') return false;
    const host = url.hostname.toLowerCase();
    return entry.startsWith('.') ? host.endsWith(entry) || host === entry.slice(1) : host === entry;
  });
}

/**
 * Keeps a device's subscription for `userId`, made by the sign-in `sessionKey`. The same endpoint
 * subscribed again (new keys, or another fan signed in on that device) is the same row, now theirs.
 */
export async function saveSubscription(
  db: Executor,
  {
    userId,
    sessionKey,
    subscription,
    allowedHosts,
  }: {
    userId: string;
    sessionKey: string;
    subscription: PushSubscriptionRequest;
    allowedHosts: readonly string[];
  },
): Promise<void> {
  if (!isAllowedPushService(subscription.endpoint, allowedHosts)) {
    throw new AppError('VALIDATION_ERROR', 'endpoint is not a push service this site sends to', {
      endpoint: 'not a known push service',
    });
  }
  const values = {
    userId,
    sessionKey,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: sql`now()` } });
}

/** Removes the fan's own subscription of a device (turned off there); false when there was none. */
export async function removeSubscription(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** A sign-out: the devices that sign-in subscribed stop receiving (another fan may use the device next). */
export async function removeSessionSubscriptions(db: Executor, sessionKey: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionKey, sessionKey));
}

export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The devices of `userIds` whose fans get notifications of `kind`. */
export function pushTargets(db: Executor, userIds: readonly string[], kind: PushKind): Promise<PushTarget[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return queryRows<PushTarget>(
    db,
    sql`select s.id, s.endpoint, s.p256dh, s.auth
        from push_subscriptions s join users u on u.id = s.user_id
        where s.user_id = any(${`{${userIds.join(',')}}`}::uuid[]) and ${kind} = any(u.push_kinds)
        order by s.id`,
  );
}

/** What became of one device's notification. */
export type DeliveryOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service has to accept a notification. */
const SEND_TIMEOUT_MS = 10_000;
/** Notifications a process sends at once. */
const SENDS_IN_FLIGHT = 50;
/** How long a push service keeps a notification for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

/**
 * Sends `payload` to each of `targets`, encrypted for the device's keys and signed with `vapid`
 * (web-push does both; the request is ours, with a timeout), at most SENDS_IN_FLIGHT at once. A device
 * the push service says is gone (404, 410) is removed; other failures are returned for a retry.
 */
export async function deliver(
  db: Executor,
  targets: readonly PushTarget[],
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<Map<string, DeliveryOutcome>> {
  const outcomes = new Map<string, DeliveryOutcome>();
  const body = JSON.stringify(payload);
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++] as PushTarget;
      outcomes.set(target.id, await sendOne(target, body, vapid, payload.tag));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_IN_FLIGHT, targets.length) }, worker));
  const ids = (outcome: DeliveryOutcome) => [...outcomes].filter(([, each]) => each === outcome).map(([id]) => id);
  const gone = ids('gone');
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const sent = ids('sent');
  if (sent.length > 0) {
    await db.update(pushSubscriptions).set({ lastSentAt: sql`now()` }).where(inArray(pushSubscriptions.id, sent));
  }
  return outcomes;
}

async function sendOne(target: PushTarget, body: string, vapid: VapidKeys, tag: string): Promise<DeliveryOutcome> {
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      body,
      {
        vapidDetails: vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        // One notification per tag waits at the push service for an offline device: the latest.
        topic: createHash('sha256').update(tag).digest('base64url').slice(0, 32),
        urgency: 'normal',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

/** An event to notify devices of: its key names it (the same key is the same event, sent once). */
export interface PushEvent {
  key: string;
  kind: PushKind;
  userIds: readonly string[];
  payload: PushPayload;
}

/** Devices to send one payload to, at one attempt: the unit of the delivery job. */
export interface PushBatch {
  subscriptionIds: string[];
  payload: PushPayload;
  attempt: number;
}

/** Devices a delivery job sends to at a time. */
const BATCH_SIZE = 500;
/** Tries for a device whose push service fails (5xx, 429, a timeout); then it waits for the next event. */
export const MAX_ATTEMPTS = 4;

/**
 * Records `event` and returns its devices in batches, once however many processes notice it: the first
 * to record its key gets the batches; undefined for every other.
 */
export async function pushBatches(db: Executor, event: PushEvent): Promise<PushBatch[] | undefined> {
  const [first] = await queryRows<{ key: string }>(
    db,
    sql`insert into push_events (key) values (${event.key}) on conflict do nothing returning key`,
  );
  if (!first) return undefined;
  const targets = await pushTargets(db, event.userIds, event.kind);
  await queryRows(db, sql`update push_events set devices = ${targets.length} where key = ${event.key}`);
  const batches: PushBatch[] = [];
  for (let start = 0; start < targets.length; start += BATCH_SIZE) {
    const subscriptionIds = targets.slice(start, start + BATCH_SIZE).map((target) => target.id);
    batches.push({ subscriptionIds, payload: event.payload, attempt: 1 });
  }
  return batches;
}

/**
 * Sends one batch; returns the devices to try again (their push service failed) while tries remain.
 * A device removed meanwhile (signed out, gone) is skipped.
 */
export async function deliverBatch(db: Executor, vapid: VapidKeys, batch: PushBatch): Promise<PushBatch | undefined> {
  const targets = await queryRows<PushTarget>(
    db,
    sql`select id, endpoint, p256dh, auth from push_subscriptions
        where id = any(${`{${batch.subscriptionIds.join(',')}}`}::uuid[]) order by id`,
  );
  const outcomes = await deliver(db, targets, batch.payload, vapid);
  const failed = [...outcomes].filter(([, outcome]) => outcome === 'failed').map(([id]) => id);
  if (failed.length === 0 || batch.attempt >= MAX_ATTEMPTS) return undefined;
  return { subscriptionIds: failed, payload: batch.payload, attempt: batch.attempt + 1 };
}

/**
 * Notifies the devices of an event at once, in this process (tests, tools; the server sends through the
 * job queue, `PushSender`). Undefined when the event was already sent.
 */
export async function notifyDevices(
  db: Executor,
  vapid: VapidKeys,
  event: PushEvent,
): Promise<Map<string, DeliveryOutcome> | undefined> {
  const batches = await pushBatches(db, event);
  if (!batches) return undefined;
  const ids = batches.flatMap((batch) => batch.subscriptionIds);
  const targets = ids.length
    ? await queryRows<PushTarget>(
        db,
        sql`select id, endpoint, p256dh, auth from push_subscriptions where id = any(${`{${ids.join(',')}}`}::uuid[]) order by id`,
      )
    : [];
  return deliver(db, targets, event.payload, vapid);
}

/**
 * Before a start, when a fan without a complete entry is told tips lock soon: once within the last day
 * (but more than an hour before), and once within the last hour.
 */
const TIPS_LOCK_WARNINGS = [
  { window: '24h', fromMs: 24 * 3_600_000, toMs: 3_600_000 },
  { window: '1h', fromMs: 3_600_000, toMs: 0 },
] as const;

/** 'Tips lock in 5 hours', 'Tips lock in an hour', 'Tips lock in 20 minutes'. */
function tipsLockTitle(msLeft: number): string {
  const minutes = Math.max(1, Math.round(msLeft / 60_000));
  if (minutes < 55) return `Tips lock in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return hours <= 1 ? 'Tips lock in an hour' : `Tips lock in ${hours} hours`;
}

/**
 * The 'tips lock soon' events due at `now`: for each upcoming tournament starting within a day (and
 * again within an hour), the fans with a subscribed device who get 'tips' and haven't a complete entry.
 * Each event's key names the tournament, the warning and the start, so each is sent once, and again if
 * the start moves. The minute sweep calls this.
 */
export async function tipsLockEvents(db: Executor, now: Date): Promise<PushEvent[]> {
  const events: PushEvent[] = [];
  for (const warning of TIPS_LOCK_WARNINGS) {
    const due = await queryRows<{ id: string; name: string; starts_at: string | Date; fans: string[] }>(
      db,
      sql`select t.id, t.name, t.starts_at,
                 array(select distinct s.user_id from push_subscriptions s join users u on u.id = s.user_id
                       where 'tips' = any(u.push_kinds)
                         and coalesce((select cardinality(array_remove(et.winner_ids, null)) from entries e
                                       join entry_tips et on et.entry_id = e.id
                                       where e.tournament_id = t.id and e.user_id = u.id), 0)
                             < (select count(*) from matches m where m.tournament_id = t.id and not m.is_bye)
                 )::text[] as fans
          from tournaments t
          where t.status = 'UPCOMING'
            and t.starts_at > ${new Date(now.getTime() + warning.toMs).toISOString()}::timestamptz
            and t.starts_at <= ${new Date(now.getTime() + warning.fromMs).toISOString()}::timestamptz
            and not exists (select 1 from push_events p
                            where p.key = 'tips:' || t.id || ':' || ${warning.window} || ':' || floor(extract(epoch from t.starts_at))::bigint)`,
    );
    for (const tournament of due) {
      if (tournament.fans.length === 0) continue;
      const startsAt = new Date(tournament.starts_at).getTime();
      events.push({
        key: `tips:${tournament.id}:${warning.window}:${Math.floor(startsAt / 1000)}`,
        kind: 'tips',
        userIds: tournament.fans,
        payload: {
          title: tipsLockTitle(startsAt - now.getTime()),
          body: `${tournament.name}: make your picks before play starts.`,
          url: `/tournaments/${tournament.id}`,
          tag: `tips:${tournament.id}`,
        },
      });
    }
  }
  return events;
}
