import { z } from 'zod';
import { BADGE_KINDS } from './constants.js';
import { LeaderboardPrizeSchema } from './leaderboard.js';
import { GenderSchema } from './player.js';
import { TournamentStatusSchema } from './tournament.js';

/*
 * A fan's record (issue 45): the tournaments they played and how they finished, their best finish, accuracy
 * over time, season ranks and the badges their scores earned. A fan can make it private: it then shows only
 * their name to anyone else.
 */

export const FanTournamentSchema = z.object({
  tournamentId: z.uuid(),
  entryId: z.uuid(),
  name: z.string(),
  gender: GenderSchema,
  startDate: z.iso.date(),
  status: TournamentStatusSchema,
  /** Null until play has started (and ranks are set). */
  rank: z.number().int().nullable(),
  entrants: z.number().int(),
  points: z.number().int(),
  score: z.number().int(),
  possibleScore: z.number().int(),
  prize: LeaderboardPrizeSchema.nullable(),
});
export type FanTournament = z.infer<typeof FanTournamentSchema>;

export const FanBadgeSchema = z.object({
  kind: z.enum(BADGE_KINDS),
  tournamentId: z.uuid(),
  /** How it was earned, in words: 'Finished 1st of 45 in Demo Women's Challenger 2026.' */
  detail: z.string(),
  /** The same as facts, for the page to say in the reader's language: the tournament, and what the badge names. */
  facts: z.object({
    tournament: z.string(),
    rank: z.number().int().optional(),
    entrants: z.number().int().optional(),
    champion: z.string().optional(),
    round: z.string().optional(),
    right: z.number().int().optional(),
    matches: z.number().int().optional(),
  }),
});
export type FanBadge = z.infer<typeof FanBadgeSchema>;

export const FanRecordSchema = z
  .object({
    username: z.string(),
    /** Private: everything but the name is empty (to anyone but the fan). */
    private: z.boolean(),
    /** The fan is reading their own record (they see it whole, private or not). */
    isOwn: z.boolean(),
    tournaments: z.array(FanTournamentSchema),
    bestFinish: z
      .object({
        rank: z.number().int(),
        entrants: z.number().int(),
        tournamentId: z.uuid(),
        name: z.string(),
        /** Named with it where the name doesn't say it: two events often share a name. */
        gender: GenderSchema,
      })
      .nullable(),
    seasons: z.array(
      z.object({ label: z.string(), rank: z.number().int(), fans: z.number().int(), points: z.number().int() }),
    ),
    badges: z.array(FanBadgeSchema),
  })
  .meta({ id: 'FanRecord' });
export type FanRecord = z.infer<typeof FanRecordSchema>;

export const UsernameParamSchema = z.object({
  username: z.string().min(1, 'username is required').max(100, 'username is at most 100 characters'),
});
