import { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { Clock } from '../lib/clock.js';
import { freezeScores, lockDueTournaments } from '../modules/lifecycle/service.js';
import { sendResultsMails, sendTipReminders } from '../modules/notifications/service.js';

/** Job contracts: a name, a payload schema, and a handler that calls domain functions. */
export const LIFECYCLE_SWEEP = { name: 'lifecycle-sweep', payload: z.object({}).passthrough() } as const;
export const TOURNAMENT_LOCK = { name: 'tournament-lock', payload: z.object({ tournamentId: z.uuid() }) } as const;
export const TOURNAMENT_FINISH = { name: 'tournament-finish', payload: z.object({ tournamentId: z.uuid() }) } as const;

export interface LifecycleDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  baseUrl: string;
}

/**
 * What time alone moves forward, idempotent so it can run every minute and after any restart: lock
 * tournaments whose start has passed, and send the 24-hour tip reminders.
 */
export async function runLifecycleSweep({ db, mailer, clock, baseUrl }: LifecycleDeps) {
  const now = clock.now();
  const locked = await lockDueTournaments(db, now);
  const reminders = await sendTipReminders(db, mailer, { now, baseUrl });
  return { locked, reminders };
}

/** After the final's result: freeze the ranks (COMPLETED -> SCORED), then tell the fans how they did. */
export async function runTournamentFinish({ db, mailer, baseUrl }: LifecycleDeps, payload: unknown) {
  const { tournamentId } = TOURNAMENT_FINISH.payload.parse(payload);
  const scored = await freezeScores(db, tournamentId);
  if (scored) await sendResultsMails(db, mailer, { tournamentId, baseUrl });
  return scored;
}

export async function runTournamentLock({ db, clock }: LifecycleDeps, payload: unknown) {
  const { tournamentId } = TOURNAMENT_LOCK.payload.parse(payload);
  return lockDueTournaments(db, clock.now(), tournamentId);
}
