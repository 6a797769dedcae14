import { DEFAULT_CURRENCY, DEFAULT_DISPUTE_WINDOW_HOURS } from '@squash/core';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { PaymentProvider } from '../integrations/payment-provider.js';
import type { Clock } from '../lib/clock.js';
import {
  closeSourceOutage,
  loadDraw,
  raiseSourceOutage,
  syncableTournaments,
  syncDraw,
} from '../modules/imports/service.js';
import { completedTournamentIds, freezeScores, lockDueTournaments } from '../modules/lifecycle/service.js';
import { sendResultsMails, sendTipReminders } from '../modules/notifications/service.js';
import { computeOutlooks, type OutlookThread } from '../modules/outlook/service.js';
import { sweepPayments, testProvider } from '../modules/payments/service.js';
import { settleAndTell, unsettledTournamentIds } from '../modules/prizes/service.js';
import { finalResultEvent, refundEvents, roundResultEvents, tipsLockEvents } from '../modules/push/events.js';
import type { PushEvent } from '../modules/push/service.js';

/** Job contracts: a name, a payload schema, and a handler that calls domain functions. */
export const LIFECYCLE_SWEEP = { name: 'lifecycle-sweep', payload: z.object({}).passthrough() } as const;
export const TOURNAMENT_LOCK = { name: 'tournament-lock', payload: z.object({ tournamentId: z.uuid() }) } as const;
export const TOURNAMENT_FINISH = { name: 'tournament-finish', payload: z.object({ tournamentId: z.uuid() }) } as const;

export const RESULT_SYNC = { name: 'result-sync', payload: z.object({}).passthrough() } as const;
export const TOURNAMENT_OUTLOOK = {
  name: 'tournament-outlook',
  payload: z.object({ tournamentId: z.uuid() }),
} as const;

export interface LifecycleDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  baseUrl: string;
  /** The currency prizes are told in (CURRENCY). */
  currency?: string;
  psaFetchBase?: string;
  /** Called after each job, which may have changed scores or statuses (clears read caches). */
  onDataChanged?: () => void;
  /** The card payment provider, to end payments left open (the sweep); without it they end here only. */
  payments?: PaymentProvider;
  /** Notifies fans' devices of an event, once (issue 26); without it the jobs notify no device. */
  notify?: (event: PushEvent) => Promise<void>;
  /** Where the outlook's sums run (OUTLOOK_THREAD): a worker thread of the built server, or this thread. */
  outlookThread: OutlookThread;
  /** How long a finished tournament's prizes stay provisional (PRIZE_DISPUTE_WINDOW_HOURS); 48 hours unless set. */
  disputeWindowMs?: number;
}

/**
 * Re-reads the source of every active imported tournament and records what is new. One failing
 * source doesn't stop the others: it is logged, raised once as a data issue for the back office
 * (closed when the source answers again), and tried again next time.
 */
export async function runResultSync(deps: LifecycleDeps) {
  const reports = [];
  for (const tournament of await syncableTournaments(deps.db)) {
    let draw: Awaited<ReturnType<typeof loadDraw>>;
    try {
      draw = await loadDraw(tournament.url, tournament.gender, { fetchBase: deps.psaFetchBase });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[sync] ${tournament.url}: ${reason}`);
      await raiseSourceOutage(deps.db, tournament, reason);
      continue;
    }
    await closeSourceOutage(deps.db, tournament.id);
    try {
      reports.push(await syncDraw(deps.db, tournament.id, draw.competition, deps.clock.now()));
    } catch (error) {
      console.warn(`[sync] ${tournament.url}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return reports;
}

/**
 * What time alone moves forward, idempotent so it can run every minute and after any restart: lock
 * tournaments whose start has passed, send the 24-hour tip reminders, tell devices what is new (tips lock
 * soon, a round complete, a refund: each event once), and finish every tournament
 * left COMPLETED (the safety net under the finish job: nothing stays COMPLETED for long, whoever
 * recorded its final).
 */
export async function runLifecycleSweep(deps: LifecycleDeps) {
  const { db, mailer, clock, baseUrl } = deps;
  const now = clock.now();
  const locked = await lockDueTournaments(db, now);
  const reminders = await sendTipReminders(db, mailer, { now, baseUrl });
  if (deps.notify) {
    const events = [
      ...(await tipsLockEvents(db, now)),
      ...(await roundResultEvents(db)),
      ...(await refundEvents(db, now)),
    ];
    for (const event of events) await deps.notify(event);
  }
  const finished: string[] = [];
  for (const tournamentId of await completedTournamentIds(db)) {
    if (await runTournamentFinish(deps, { tournamentId })) finished.push(tournamentId);
  }
  // A tournament frozen but not paid out (a finish job that stopped half way) is settled now.
  const settled: string[] = [];
  for (const tournamentId of await unsettledTournamentIds(db, now)) {
    const currency = deps.currency ?? DEFAULT_CURRENCY;
    if (await settleAndTell(db, mailer, { tournamentId, baseUrl, currency, notify: deps.notify, now })) {
      settled.push(tournamentId);
    }
  }
  // Payments left behind (a checkout abandoned, a crash before its session opened) end too.
  const payments = await sweepPayments(db, deps.payments ?? testProvider, now);
  return { locked, reminders, finished, settled, payments };
}

/**
 * After the final's result: freeze the ranks (COMPLETED -> SCORED), their prizes provisional for the dispute
 * window, and tell the fans how they did; then pay out the prize pool (SCORED -> PAYING or PAID) and tell the
 * winners, here when the window is empty, else in the sweep once it is over.
 */
export async function runTournamentFinish(
  {
    db,
    mailer,
    baseUrl,
    currency,
    notify,
    clock,
    disputeWindowMs = DEFAULT_DISPUTE_WINDOW_HOURS * 3_600_000,
  }: LifecycleDeps,
  payload: unknown,
) {
  const { tournamentId } = TOURNAMENT_FINISH.payload.parse(payload);
  const now = clock.now();
  const scored = await freezeScores(db, tournamentId, { settlesAt: new Date(now.getTime() + disputeWindowMs) });
  if (scored) {
    await sendResultsMails(db, mailer, { tournamentId, baseUrl });
    const final = notify && (await finalResultEvent(db, tournamentId));
    if (final) await notify?.(final);
  }
  await settleAndTell(db, mailer, {
    tournamentId,
    baseUrl,
    currency: currency ?? DEFAULT_CURRENCY,
    notify,
    now,
  });
  return scored;
}

/** Who can still win and the odds of one tournament under way, kept for its pages (issue 27). */
/**
 * Works out a tournament's outlook, then sends the push of a round it completed, which waits for it (its
 * sentence says who can still win): at once, rather than at the next minute's sweep.
 */
export async function runTournamentOutlook({ db, notify, outlookThread }: LifecycleDeps, payload: unknown) {
  const { tournamentId } = TOURNAMENT_OUTLOOK.payload.parse(payload);
  const computed = await computeOutlooks(db, tournamentId, { thread: outlookThread });
  if (computed && notify) for (const event of await roundResultEvents(db)) await notify(event);
  return computed;
}

export async function runTournamentLock({ db, clock }: LifecycleDeps, payload: unknown): Promise<string[]> {
  const { tournamentId } = TOURNAMENT_LOCK.payload.parse(payload);
  return lockDueTournaments(db, clock.now(), tournamentId);
}
