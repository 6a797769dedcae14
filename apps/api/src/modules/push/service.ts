import { createHash } from 'node:crypto';
import type { PushKind, PushPayload, PushSubscriptionRequest } from '@squash/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webPush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { type Database, type Executor, queryRows } from '../../db/client.js';
import { appSettings, pushSubscriptions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { type Texts, textsFor } from '../../lib/texts.js';

/** The server's VAPID identity: push services check each send is signed by the key a device subscribed with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID keys as the database keeps them (generated once, app_settings 'vapid_keys'). */
const KeptVapidKeys = z.object({ publicKey: z.string(), privateKey: z.string() });

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
  const kept = row ? KeptVapidKeys.parse(JSON.parse(row.value)) : generated;
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
 * Devices one fan keeps subscribed: a phone, a tablet, a few browsers. Beyond it the oldest goes, so one
 * account can't fill the table or multiply every notification's sends (and its failures' retries).
 */
export const MAX_DEVICES_PER_FAN = 10;

/**
 * Keeps a device's subscription for `userId`, made by the sign-in `sessionKey`. The same endpoint
 * subscribed again is the same row, now theirs (another fan signed in on that device), but only with the
 * keys it was subscribed with: those are the device's own, so knowing another fan's endpoint URL is not
 * enough to take its notifications (409). A fan's oldest devices beyond MAX_DEVICES_PER_FAN are dropped.
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
    throw AppError.said('VALIDATION_ERROR', FAN_ERRORS.notPushService, undefined, {
      endpoint: FAN_ERRORS.unknownPushService,
    });
  }
  const values = {
    userId,
    sessionKey,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, sessionKey, createdAt: sql`now()` },
        where: sql`${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth`,
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) {
      throw AppError.said('CONFLICT', FAN_ERRORS.pushOtherKeys);
    }
    await tx.execute(sql`delete from push_subscriptions where id in (
        select id from push_subscriptions where user_id = ${userId}
        order by created_at desc, id desc offset ${MAX_DEVICES_PER_FAN})`);
  });
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
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const targetColumns = sql`s.id, s.user_id as "userId", s.endpoint, s.p256dh, s.auth`;

/** The devices of `userIds` whose fans get notifications of `kind`. */
export function pushTargets(
  db: Executor,
  userIds: readonly string[],
  kind: PushKind,
): Promise<Array<PushTarget & { locale: string | null }>> {
  if (userIds.length === 0) return Promise.resolve([]);
  return queryRows<PushTarget & { locale: string | null }>(
    db,
    sql`select ${targetColumns}, u.locale
        from push_subscriptions s join users u on u.id = s.user_id
        where s.user_id = any(${`{${userIds.join(',')}}`}::uuid[]) and ${kind} = any(u.push_kinds)
        order by s.id`,
  );
}

/** The devices of these subscription ids still kept (one removed meanwhile, signed out or gone, is not). */
function subscriptionsById(db: Executor, ids: readonly string[]): Promise<PushTarget[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<PushTarget>(
    db,
    sql`select ${targetColumns} from push_subscriptions s where s.id = any(${`{${ids.join(',')}}`}::uuid[]) order by s.id`,
  );
}

/** What became of one device's notification. */
export type DeliveryOutcome = 'sent' | 'gone' | 'failed';

/** One device and what it is told. */
export interface PushSend {
  target: PushTarget;
  payload: PushPayload;
}

/** How long a push service has to accept a notification. */
const SEND_TIMEOUT_MS = 10_000;
/** Notifications a process sends at once. */
const SENDS_IN_FLIGHT = 50;
/** How long a push service keeps a notification for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

/**
 * Sends each notification of `sends`, encrypted for its device's keys and signed with `vapid` (web-push
 * does both; the request is ours, with a timeout), at most SENDS_IN_FLIGHT at once. A device the push
 * service says is gone (404, 410) is removed; other failures are returned for a retry. The day's counts
 * (push_daily) add what became of each.
 */
export async function deliver(
  db: Executor,
  sends: readonly PushSend[],
  vapid: VapidKeys,
): Promise<Map<string, DeliveryOutcome>> {
  const outcomes = new Map<string, DeliveryOutcome>();
  const bodies = new Map<PushPayload, string>();
  let next = 0;
  const worker = async () => {
    for (let send = sends[next++]; send !== undefined; send = sends[next++]) {
      const { target, payload } = send;
      let body = bodies.get(payload);
      if (body === undefined) {
        body = JSON.stringify(payload);
        bodies.set(payload, body);
      }
      outcomes.set(target.id, await sendOne(target, body, vapid, payload.tag));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_IN_FLIGHT, sends.length) }, worker));
  const ids = (outcome: DeliveryOutcome) => [...outcomes].filter(([, each]) => each === outcome).map(([id]) => id);
  const [sent, failed, gone] = [ids('sent'), ids('failed'), ids('gone')];
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (sent.length > 0) {
    await db.update(pushSubscriptions).set({ lastSentAt: sql`now()` }).where(inArray(pushSubscriptions.id, sent));
  }
  if (outcomes.size > 0) {
    await queryRows(
      db,
      sql`insert into push_daily (day, sent, failed, gone)
          values ((now() at time zone 'utc')::date, ${sent.length}, ${failed.length}, ${gone.length})
          on conflict (day) do update set sent = push_daily.sent + excluded.sent,
            failed = push_daily.failed + excluded.failed, gone = push_daily.gone + excluded.gone`,
    );
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
  /**
   * What a fan's devices are told, in the fan's language (`texts`, their profile's): the same for every fan of
   * a language, or with `perFan` each fan's own (their rank, say).
   */
  payload: (texts: Texts, userId: string) => PushPayload;
  perFan?: boolean;
}

/**
 * Devices to send to at one attempt, the unit of the delivery job: each device with the index of its
 * payload in `payloads` (an event told alike to all has one).
 */
export interface PushBatch {
  devices: Array<{ id: string; payload: number }>;
  payloads: PushPayload[];
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
  const { payload, perFan = false } = event;
  const batches: PushBatch[] = [];
  for (let start = 0; start < targets.length; start += BATCH_SIZE) {
    const slice = targets.slice(start, start + BATCH_SIZE);
    // Each payload once for all the devices it goes to: a fan's own, or one per language.
    const payloads: PushPayload[] = [];
    const indexOf = new Map<string, number>();
    const devices = slice.map(({ id, userId, locale }) => {
      const told = perFan ? `${userId}` : `${locale ?? ''}`;
      let index = indexOf.get(told);
      if (index === undefined) {
        index = payloads.push(payload(textsFor(locale), userId)) - 1;
        indexOf.set(told, index);
      }
      return { id, payload: index };
    });
    batches.push({ devices, payloads, attempt: 1 });
  }
  return batches;
}

/** The sends of a batch, to the devices still kept. */
async function batchSends(db: Executor, batch: PushBatch): Promise<PushSend[]> {
  const payloadOf = new Map(batch.devices.map((device) => [device.id, batch.payloads[device.payload]]));
  const targets = await subscriptionsById(db, [...payloadOf.keys()]);
  return targets.flatMap((target) => {
    const payload = payloadOf.get(target.id);
    return payload ? [{ target, payload }] : [];
  });
}

/**
 * Sends one batch; returns the devices to try again (their push service failed) while tries remain.
 * A device removed meanwhile (signed out, gone) is skipped.
 */
export async function deliverBatch(db: Executor, vapid: VapidKeys, batch: PushBatch): Promise<PushBatch | undefined> {
  const outcomes = await deliver(db, await batchSends(db, batch), vapid);
  const failed = new Set([...outcomes].filter(([, outcome]) => outcome === 'failed').map(([id]) => id));
  if (failed.size === 0 || batch.attempt >= MAX_ATTEMPTS) return undefined;
  const devices = batch.devices.filter((device) => failed.has(device.id));
  return { devices, payloads: batch.payloads, attempt: batch.attempt + 1 };
}

/**
 * Notifies the devices of an event at once, in this process (tests, tools; the server sends through the
 * job queue, `app.notify`). Undefined when the event was already sent.
 */
export async function notifyDevices(
  db: Executor,
  vapid: VapidKeys,
  event: PushEvent,
): Promise<Map<string, DeliveryOutcome> | undefined> {
  const batches = await pushBatches(db, event);
  if (!batches) return undefined;
  const sends = (await Promise.all(batches.map((batch) => batchSends(db, batch)))).flat();
  return deliver(db, sends, vapid);
}

/** Devices subscribed, and every notification's outcome so far (all days), for /api/metrics. */
export async function pushFigures(
  db: Executor,
): Promise<{ devices: number; sent: number; failed: number; gone: number }> {
  const [row] = await queryRows<{ devices: number; sent: number; failed: number; gone: number }>(
    db,
    sql`select (select count(*)::int from push_subscriptions) as devices,
               coalesce(sum(sent), 0)::int as sent, coalesce(sum(failed), 0)::int as failed,
               coalesce(sum(gone), 0)::int as gone
        from push_daily`,
  );
  return row ?? { devices: 0, sent: 0, failed: 0, gone: 0 };
}
