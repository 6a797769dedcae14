import { z } from 'zod';
import { ENTRY_STATUSES, GAME_SCORES } from './constants.js';
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
