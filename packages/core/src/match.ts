import { z } from 'zod';
import { GAME_SCORES, MATCH_OUTCOMES } from './constants.js';
import { booleanParam, enumParam, pageQuery, SortOrderSchema } from './pagination.js';
import { MatchPlayerSchema } from './player.js';

/** A place in a group's table, as a knockout slot names it: group A's winner is { group: 'A', place: 1 }. */
export const GroupPlaceSchema = z
  .object({ group: z.string().regex(/^[A-H]$/), place: z.number().int().min(1).max(8) })
  .meta({ id: 'GroupPlace' });

export const MatchSchema = z
  .object({
    id: z.uuid(),
    tournamentId: z.uuid(),
    tournamentName: z.string(),
    /** The venue's IANA time zone: match times are shown in it (with the viewer's own where it differs). */
    tournamentTimezone: z.string(),
    roundId: z.uuid(),
    roundName: z.string(),
    roundIndex: z.number().int(),
    position: z.number().int(),
    startsAt: z.iso.datetime().nullable(),
    isCompleted: z.boolean(),
    isBye: z.boolean(),
    winnerId: z.uuid().nullable(),
    /** Games won, winner first: '3-1'. */
    gameScore: z.string().nullable(),
    /** Points of each game actually played, playerOne first. */
    games: z.array(z.tuple([z.number().int(), z.number().int()])).nullable(),
    outcome: z.enum(MATCH_OUTCOMES).nullable(),
    nextMatchId: z.uuid().nullable(),
    nextMatchPlayerSlot: z.union([z.literal(1), z.literal(2)]).nullable(),
    qualifierSlot: z.union([z.literal(1), z.literal(2)]).nullable(),
    playerOne: MatchPlayerSchema.nullable(),
    playerTwo: MatchPlayerSchema.nullable(),
    /** A Tour Finals' group match's group ('A'); null in a knockout (decision 033). */
    group: z.string().nullable().optional(),
    /** A knockout slot filled from a group's table (A1 v B2), one a slot; null where a match or the draw fills it. */
    slotSources: z.tuple([GroupPlaceSchema.nullable(), GroupPlaceSchema.nullable()]).nullable().optional(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof MatchSchema>;

export const ListMatchesQuerySchema = z.object({
  ...pageQuery(),
  is_completed: booleanParam('is_completed').optional(),
  sort_by: enumParam('sort_by', ['starts_at']).default('starts_at'),
  sort_order: SortOrderSchema.default('desc'),
});
export type ListMatchesQuery = z.infer<typeof ListMatchesQuerySchema>;

export const ListPlayerMatchesQuerySchema = z.object({
  ...pageQuery(),
  is_completed: booleanParam('is_completed').optional(),
  sort_order: SortOrderSchema.default('desc'),
});
export type ListPlayerMatchesQuery = z.infer<typeof ListPlayerMatchesQuerySchema>;

export const RecordResultRequestSchema = z
  .object({
    winnerId: z.uuid({ error: 'Winner is required' }),
    outcome: z.enum(MATCH_OUTCOMES, { error: 'outcome must be played, walkover or retired' }).default('played'),
    /** Games won, winner first; required for a played match. */
    gameScore: z.enum(GAME_SCORES, { error: 'gameScore must be 3-0, 3-1 or 3-2' }).nullish(),
    /** For a retirement: games the retiring player had won. */
    gamesWonByRetiringPlayer: z.number().int().min(0).max(2, 'gamesWonByRetiringPlayer must be 0, 1 or 2').optional(),
    games: z
      .array(z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)]))
      .max(5, 'A match has at most 5 games')
      .nullish(),
  })
  .meta({ id: 'RecordResultRequest' });
export type RecordResultRequest = z.infer<typeof RecordResultRequestSchema>;
