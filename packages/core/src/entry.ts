import { z } from 'zod';
import { ENTRY_STATUSES, GAME_SCORES, USERNAME_MAX_LENGTH } from './constants.js';
import { TournamentSchema } from './tournament.js';

export const EntryTipSchema = z
  .object({
    matchId: z.uuid(),
    predictedWinnerId: z.uuid(),
    predictedScore: z.enum(GAME_SCORES).nullable(),
    /** Set when the late-draw-change rule replaced this fan's pick: the player originally picked. */
    adjustedFromPlayerId: z.uuid().nullable(),
  })
  .meta({ id: 'EntryTip' });
export type EntryTip = z.infer<typeof EntryTipSchema>;

export const EntrySchema = z
  .object({
    id: z.uuid(),
    tournamentId: z.uuid(),
    userId: z.uuid(),
    status: z.enum(ENTRY_STATUSES),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    finalizedAt: z.iso.datetime().nullable(),
    rank: z.number().int().nullable(),
    score: z.number().int(),
    possibleScore: z.number().int(),
    points: z.number().int(),
    /** Points this entry can still reach if every pick still alive comes true. */
    maxPoints: z.number().int(),
    matchTips: z.array(EntryTipSchema),
  })
  .meta({ id: 'Entry' });
export type Entry = z.infer<typeof EntrySchema>;

export const MyEntrySchema = EntrySchema.omit({ matchTips: true })
  .extend({ tournament: TournamentSchema, tipCount: z.number().int() })
  .meta({ id: 'MyEntry' });
export type MyEntry = z.infer<typeof MyEntrySchema>;

export const MatchPickStatsSchema = z
  .object({
    matchId: z.uuid(),
    total: z.number().int(),
    picks: z.array(z.object({ playerId: z.uuid(), count: z.number().int(), percent: z.number().int() })),
  })
  .meta({ id: 'MatchPickStats' });
export type MatchPickStats = z.infer<typeof MatchPickStatsSchema>;

/** `GET /api/tournaments/:id/entries-search?q=`: any entry of the tournament by its fan's name (issue 63). */
export const EntrySearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is the name to look for' })
    .trim()
    .min(1, 'q is the name to look for')
    .max(USERNAME_MAX_LENGTH, `q is at most ${USERNAME_MAX_LENGTH} characters`),
});
export const ENTRY_SEARCH_LIMIT = 10;

/** An entry found by its fan's name: names starting with the text first, then the rest, by leaderboard place. */
export const EntryFoundSchema = z
  .object({
    entryId: z.uuid(),
    username: z.string(),
    rank: z.number().int().nullable(),
    points: z.number().int(),
  })
  .meta({ id: 'EntryFound' });
export type EntryFound = z.infer<typeof EntryFoundSchema>;

/**
 * Another fan's entry as anyone may read it once tips are locked: the picks, the figures of the leaderboard
 * row, and the champion picked (the pick of the final).
 */
export const EntryPicksSchema = z
  .object({
    entryId: z.uuid(),
    tournamentId: z.uuid(),
    userId: z.uuid(),
    username: z.string(),
    rank: z.number().int().nullable(),
    score: z.number().int(),
    possibleScore: z.number().int(),
    points: z.number().int(),
    /** Points still reachable if every pick still alive comes true. */
    maxPoints: z.number().int(),
    championId: z.uuid().nullable(),
    matchTips: z.array(EntryTipSchema),
  })
  .meta({ id: 'EntryPicks' });
export type EntryPicks = z.infer<typeof EntryPicksSchema>;

const ComparedTipSchema = z.object({
  predictedWinnerId: z.uuid(),
  predictedScore: z.enum(GAME_SCORES).nullable(),
});

/** Two entries side by side (`compareEntries`): their picks, and the matches where they differ. */
export const EntryComparisonSchema = z
  .object({
    a: EntryPicksSchema,
    b: EntryPicksSchema,
    differences: z.array(
      z.object({
        matchId: z.uuid(),
        a: ComparedTipSchema.nullable(),
        b: ComparedTipSchema.nullable(),
        scoreOnly: z.boolean(),
        points: z.object({ a: z.number().int(), b: z.number().int() }).nullable(),
        swings: z.array(
          z.object({ winnerId: z.uuid(), score: z.enum(GAME_SCORES).optional(), gain: z.number().int() }),
        ),
      }),
    ),
    agreed: z.number().int(),
    atStake: z.object({ a: z.number().int(), b: z.number().int() }),
  })
  .meta({ id: 'EntryComparison' });
export type EntryComparison = z.infer<typeof EntryComparisonSchema>;
