import { z } from 'zod';
import { GENDERS, PUBLIC_TOURNAMENT_STATUSES, TOURNAMENT_STATUSES } from './constants.js';
import { MatchSchema } from './match.js';
import { enumParam, pageQuery, SortOrderSchema } from './pagination.js';
import { GenderSchema, MatchPlayerSchema } from './player.js';

export const TournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);

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
