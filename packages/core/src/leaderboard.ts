import { z } from 'zod';
import { LEADERBOARD_EXPANDED_PAGE_SIZE, LEADERBOARD_PAGE_SIZE } from './constants.js';
import { PageInfoSchema, pageQuery } from './pagination.js';

/**
 * What an entry of a settled tournament won: a cash prize (the winners' 60%, in cents) and the credits
 * of the top 10% (in hundredths of a credit); either may be null, the whole is null for no prize.
 */
export const LeaderboardPrizeSchema = z
  .object({ cashCents: z.number().int().nullable(), credits: z.number().int().nullable() })
  .meta({ id: 'LeaderboardPrize' });
export type LeaderboardPrize = z.infer<typeof LeaderboardPrizeSchema>;

export const LeaderboardRowSchema = z
  .object({
    entryId: z.uuid(),
    userId: z.uuid(),
    rank: z.number().int().nullable(),
    username: z.string(),
    score: z.number().int(),
    possibleScore: z.number().int(),
    points: z.number().int(),
    /** Set once the tournament is settled (PAYING or PAID); null before and for no prize. */
    prize: LeaderboardPrizeSchema.nullable(),
  })
  .meta({ id: 'LeaderboardRow' });
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardQuerySchema = z.object(
  pageQuery({ defaultPageSize: LEADERBOARD_PAGE_SIZE, maxPageSize: LEADERBOARD_EXPANDED_PAGE_SIZE }),
);
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export const SeasonLeaderboardRowSchema = z
  .object({
    userId: z.uuid(),
    username: z.string(),
    rank: z.number().int(),
    points: z.number().int(),
    score: z.number().int(),
    possibleScore: z.number().int(),
    entries: z.number().int(),
  })
  .meta({ id: 'SeasonLeaderboardRow' });
export type SeasonLeaderboardRow = z.infer<typeof SeasonLeaderboardRowSchema>;

export const SeasonSchema = z
  .object({ label: z.string(), startDate: z.iso.date(), endDate: z.iso.date() })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof SeasonSchema>;

export const SeasonLeaderboardQuerySchema = z.object({
  ...pageQuery({ defaultPageSize: 20 }),
  /** '2025/26'; the season of today when absent. */
  season: z
    .string()
    .regex(/^\d{4}\/\d{2}$/, 'season must look like 2025/26')
    .refine(
      (value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)),
      'season must look like 2025/26',
    )
    .optional(),
});
export type SeasonLeaderboardQuery = z.infer<typeof SeasonLeaderboardQuerySchema>;

export const SeasonLeaderboardResponseSchema = z.object({
  data: z.array(SeasonLeaderboardRowSchema),
  pageInfo: PageInfoSchema,
  season: SeasonSchema,
});
export type SeasonLeaderboardResponse = z.infer<typeof SeasonLeaderboardResponseSchema>;
