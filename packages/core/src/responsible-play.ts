import { z } from 'zod';

/*
 * Responsible play (issue 62, point 4): deposit limits, a break and self-exclusion, as operators of paid contests
 * offer them (DraftKings: daily, weekly and monthly limits; a cool-off of days to weeks; self-exclusion for
 * months to years). The rules are here, pure; the server enforces them at every purchase and paid entry.
 */

export const DEPOSIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type DepositPeriod = (typeof DEPOSIT_PERIODS)[number];

/** How far back each period's limit counts the credits bought: rolling windows, not calendar ones. */
export const DEPOSIT_WINDOW_MS: Record<DepositPeriod, number> = {
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
  monthly: 30 * 24 * 3_600_000,
};

/** A raised (or removed) limit takes effect this long after it was asked for; a lowered one at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;

/** A break: from a day to six weeks. */
export const BREAK_DAYS = { min: 1, max: 42 } as const;
/** Self-exclusion: six months, one, two or five years, or for good. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

const limit = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of credits, or null for none` })
    .int(`${name} must be a whole number of credits, or null for none`)
    .min(1, `${name} must be at least 1 credit, or null for none`)
    .max(100_000, `${name} must be at most 100000 credits`)
    .nullable();

/** PUT /api/user/limits: each period's limit in credits, null for none. */
export const DepositLimitsRequestSchema = z
  .object({ daily: limit('daily'), weekly: limit('weekly'), monthly: limit('monthly') })
  .meta({ id: 'DepositLimitsRequest' });
export type DepositLimitsRequest = z.infer<typeof DepositLimitsRequestSchema>;

const LimitStateSchema = z.object({
  /** In force now, in credits; null for none. */
  amount: z.number().int().nullable(),
  /** A raise or removal asked for, in force from `pendingFrom`. */
  pending: z.object({ amount: z.number().int().nullable(), from: z.iso.datetime() }).nullable(),
});
export type LimitState = z.infer<typeof LimitStateSchema>;

/** GET /api/user/limits: each period's limit as it stands, with any raise still waiting. */
export const DepositLimitsSchema = z
  .object({ daily: LimitStateSchema, weekly: LimitStateSchema, monthly: LimitStateSchema })
  .meta({ id: 'DepositLimits' });
export type DepositLimits = z.infer<typeof DepositLimitsSchema>;

/** POST /api/user/break: a break of `days` days from now. */
export const BreakRequestSchema = z
  .object({
    days: z
      .number({ error: `days must be a whole number from ${BREAK_DAYS.min} to ${BREAK_DAYS.max}` })
      .int(`days must be a whole number from ${BREAK_DAYS.min} to ${BREAK_DAYS.max}`)
      .min(BREAK_DAYS.min, `days must be a whole number from ${BREAK_DAYS.min} to ${BREAK_DAYS.max}`)
      .max(BREAK_DAYS.max, `days must be a whole number from ${BREAK_DAYS.min} to ${BREAK_DAYS.max}`),
  })
  .meta({ id: 'BreakRequest' });
export type BreakRequest = z.infer<typeof BreakRequestSchema>;

/** POST /api/user/self-exclusion: for 6, 12, 24 or 60 months, or for good. */
export const SelfExclusionRequestSchema = z
  .union(
    [
      z.object({
        months: z.union(
          SELF_EXCLUSION_MONTHS.map((months) => z.literal(months)),
          { error: 'months must be 6, 12, 24 or 60' },
        ),
      }),
      z.object({ permanent: z.literal(true) }),
    ],
    { error: 'Send { months: 6, 12, 24 or 60 } or { permanent: true }' },
  )
  .meta({ id: 'SelfExclusionRequest' });
export type SelfExclusionRequest = z.infer<typeof SelfExclusionRequestSchema>;

export const PLAY_PAUSE_KINDS = ['break', 'self-exclusion'] as const;
export type PlayPauseKind = (typeof PLAY_PAUSE_KINDS)[number];

/** A break or an exclusion in force: until when (null: for good). */
export const PlayPauseSchema = z
  .object({ kind: z.enum(PLAY_PAUSE_KINDS), since: z.iso.datetime(), until: z.iso.datetime().nullable() })
  .meta({ id: 'PlayPause' });
export type PlayPause = z.infer<typeof PlayPauseSchema>;

/** When a break or an exclusion asked for at `now` ends; null for good. */
export function pauseEnd(now: Date, request: { days: number } | SelfExclusionRequest): Date | null {
  if ('days' in request) return new Date(now.getTime() + request.days * 24 * 3_600_000);
  if ('permanent' in request) return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + request.months);
  return end;
}

/**
 * A limit's state after the fan asks for `wanted` at `now`: lowered (or set where there was none), at once;
 * raised or removed, from a day later, the limit in force meanwhile unchanged. A pending raise already due is
 * in force before the new ask is weighed.
 */
export function askedLimit(state: LimitState, wanted: number | null, now: Date): LimitState {
  const current = limitInForce(state, now);
  const lowers = wanted !== null && (current === null || wanted <= current);
  if (lowers) return { amount: wanted, pending: null };
  if (wanted === current) return { amount: current, pending: null };
  return {
    amount: current,
    pending: { amount: wanted, from: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS).toISOString() },
  };
}

/** The limit in force at `now`: the pending one once its day has passed. */
export function limitInForce(state: LimitState, now: Date): number | null {
  return state.pending && Date.parse(state.pending.from) <= now.getTime() ? state.pending.amount : state.amount;
}
