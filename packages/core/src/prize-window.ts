/**
 * The dispute window of a finished tournament's prizes (issue 62, point 6): its prizes are provisional until the
 * window ends, a fan who entered can raise a dispute during it, an administrator can hold the payout, and nothing
 * settles while it is held or a dispute is open.
 */
import { z } from 'zod';

/** The dispute window's length unless PRIZE_DISPUTE_WINDOW_HOURS says otherwise. */
export const DEFAULT_DISPUTE_WINDOW_HOURS = 48;
export const DISPUTE_MESSAGE_MAX_LENGTH = 1000;

/** NONE: not finished; PROVISIONAL: in the window; HELD: the window is over, but held or disputed; SETTLED. */
export const PRIZE_WINDOW_STATES = ['NONE', 'PROVISIONAL', 'HELD', 'SETTLED'] as const;
export type PrizeWindowState = (typeof PRIZE_WINDOW_STATES)[number];

/** `POST /api/tournaments/:id/disputes`: what the fan thinks is wrong. */
export const RaiseDisputeRequestSchema = z
  .object({
    message: z
      .string({ error: 'Say what you think is wrong' })
      .trim()
      .min(10, 'Say what you think is wrong, in at least 10 characters')
      .max(DISPUTE_MESSAGE_MAX_LENGTH, `A dispute is at most ${DISPUTE_MESSAGE_MAX_LENGTH} characters`),
  })
  .meta({ id: 'RaiseDisputeRequest' });
export type RaiseDisputeRequest = z.infer<typeof RaiseDisputeRequestSchema>;

/** `POST /api/admin/disputes/:id/resolve`: what was found and done, told to the fan. */
export const ResolveDisputeRequestSchema = z
  .object({
    resolution: z
      .string({ error: 'Say how the dispute was resolved' })
      .trim()
      .min(3, 'Say how the dispute was resolved')
      .max(500, 'A resolution is at most 500 characters'),
  })
  .meta({ id: 'ResolveDisputeRequest' });
export type ResolveDisputeRequest = z.infer<typeof ResolveDisputeRequestSchema>;

/** `PUT /api/admin/tournaments/:id/prize-hold`: why the payout waits. */
export const PrizeHoldRequestSchema = z
  .object({
    reason: z
      .string({ error: 'Say why the payout is held' })
      .trim()
      .min(3, 'Say why the payout is held')
      .max(200, 'A reason is at most 200 characters'),
  })
  .meta({ id: 'PrizeHoldRequest' });
export type PrizeHoldRequest = z.infer<typeof PrizeHoldRequestSchema>;

export const DisputeSchema = z
  .object({
    id: z.uuid(),
    /** Who raised it: only the back office is told. */
    username: z.string().nullable(),
    message: z.string(),
    createdAt: z.iso.datetime(),
    resolvedAt: z.iso.datetime().nullable(),
    resolution: z.string().nullable(),
    resolvedBy: z.string().nullable(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof DisputeSchema>;

/** A prize as the window shows it before it settles: what each place would get from the ranks as they stand. */
export const ProvisionalPrizeSchema = z.object({
  entryId: z.uuid(),
  rank: z.number().int(),
  username: z.string(),
  /** The winner's cash share, in cents; null for a place that wins credits only. */
  cashCents: z.number().int().nullable(),
  /** The top 10%'s credits, in hundredths; null for none. */
  credits: z.number().int().nullable(),
});
export type ProvisionalPrize = z.infer<typeof ProvisionalPrizeSchema>;

/** `GET /api/tournaments/:id/prize-window`: where its prizes stand, and the signed-in fan's dispute. */
export const PrizeWindowSchema = z
  .object({
    state: z.enum(PRIZE_WINDOW_STATES),
    /** The end of the dispute window (null: not finished, or frozen before windows existed). */
    settlesAt: z.iso.datetime().nullable(),
    /** An administrator holds the payout. */
    held: z.boolean(),
    openDisputes: z.number().int(),
    /** Until settled: what the ranks as they stand would pay. Empty once settled (the leaderboard says it). */
    provisional: z.array(ProvisionalPrizeSchema),
    /** The signed-in fan's latest dispute of this tournament. */
    myDispute: DisputeSchema.omit({ username: true, resolvedBy: true }).nullable(),
    /** Whether the signed-in fan may raise one now: they entered, the window is open, none of theirs is open. */
    canDispute: z.boolean(),
  })
  .meta({ id: 'PrizeWindow' });
export type PrizeWindow = z.infer<typeof PrizeWindowSchema>;

/** What the back office's prize card adds: the window, the hold's reason and every dispute. */
export const AdminPrizeWindowSchema = z
  .object({
    state: z.enum(PRIZE_WINDOW_STATES),
    settlesAt: z.iso.datetime().nullable(),
    holdReason: z.string().nullable(),
    disputes: z.array(DisputeSchema),
  })
  .meta({ id: 'AdminPrizeWindow' });
export type AdminPrizeWindow = z.infer<typeof AdminPrizeWindowSchema>;
