import { z } from 'zod';
import { GENDERS, PUBLIC_TOURNAMENT_STATUSES, TOURNAMENT_STATUSES } from './constants.js';
import { MatchSchema } from './match.js';
import { enumParam, pageQuery, SortOrderSchema } from './pagination.js';
import { GenderSchema, MatchPlayerSchema } from './player.js';
import { PRIZE_MODELS } from './prizes.js';

export const TournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);

/** The most places a fixed-prize tournament pays. */
export const MAX_FIXED_PRIZE_PLACES = 100;

/** One place's fixed prize (issue 62, point 3): cash in cents (whole 10 cents), or credits in hundredths. */
export const FixedPrizeSchema = z
  .object({
    place: z
      .number({ error: 'A prize needs its place' })
      .int('A place is a whole number')
      .min(1, 'Places start at 1')
      .max(MAX_FIXED_PRIZE_PLACES, `At most ${MAX_FIXED_PRIZE_PLACES} places are paid`),
    kind: z.enum(['CASH', 'CREDITS'], { error: 'A prize is CASH or CREDITS' }),
    amount: z
      .number({ error: 'A prize needs its amount' })
      .int('A prize is a whole number of cents, or of hundredths of a credit')
      .min(1, 'A prize is more than nothing')
      .max(100_000_000, 'A prize is at most 1,000,000.00'),
  })
  .refine((prize) => prize.kind === 'CREDITS' || prize.amount % 10 === 0, {
    message: 'A cash prize is a whole number of 10 cents',
    path: ['amount'],
  })
  .meta({ id: 'FixedPrize' });

export const TournamentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    location: z.string().nullable(),
    gender: GenderSchema,
    status: TournamentStatusSchema,
    startsAt: z.iso.datetime().nullable(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    imageUrl: z.string().nullable(),
    url: z.string().nullable(),
    timezone: z.string(),
    /** Hundredths of a credit an entry costs (0: free). */
    entryFee: z.number().int(),
    /** Hundredths of a credit paid in by entries (and not refunded): the prize pool before its split. */
    prizePool: z.number().int(),
    /** How it pays (issue 62, point 3): the pool of the fees, fixed prizes, or free for glory. */
    prizeModel: z.enum(PRIZE_MODELS),
    /** A fixed-prize tournament's prizes by place, set before entries open; empty otherwise. */
    fixedPrizes: z.array(FixedPrizeSchema),
    /** Who funds the fixed prizes (a sponsor's name); null: the operator. */
    prizeSponsor: z.string().nullable(),
    /** A Second Chance's main tournament (decision 020); null for a main tournament. */
    parent: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** The tournament's Second Chance, once the back office has opened one. */
    secondChance: z
      .object({
        id: z.uuid(),
        status: TournamentStatusSchema,
        /** When its picks lock: the start of its first round. */
        startsAt: z.iso.datetime().nullable(),
        /** The main draw's round it starts from ('Quarter-finals'). */
        fromRound: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof TournamentSchema>;

export const RoundSchema = z
  .object({
    id: z.uuid(),
    index: z.number().int(),
    name: z.string(),
    matches: z.array(MatchSchema),
  })
  .meta({ id: 'Round' });
export type Round = z.infer<typeof RoundSchema>;

export const TournamentDetailSchema = TournamentSchema.extend({
  rounds: z.array(RoundSchema),
  players: z.array(MatchPlayerSchema),
}).meta({ id: 'TournamentDetail' });
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>;

/** `status=ACTIVE&status=UPCOMING` and `status=ACTIVE,UPCOMING` both work; case does not matter. */
const StatusListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim().toUpperCase())
      .filter((part) => part.length > 0),
  )
  .pipe(z.array(enumParam('status', PUBLIC_TOURNAMENT_STATUSES)).min(1, 'status must name at least one status'));

export const ListTournamentsQuerySchema = z.object({
  ...pageQuery(),
  sort_by: enumParam('sort_by', ['start_date', 'end_date']).default('start_date'),
  sort_order: SortOrderSchema.default('desc'),
  status: StatusListSchema.optional(),
  gender: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(enumParam('gender', GENDERS))
    .optional(),
});
export type ListTournamentsQuery = z.infer<typeof ListTournamentsQuerySchema>;
