import { z } from 'zod';
import { LEADERBOARD_EXPANDED_PAGE_SIZE, LEADERBOARD_PAGE_SIZE } from './constants.js';
import { pageQuery } from './pagination.js';

export const LeaderboardRowSchema = z
  .object({
    entryId: z.uuid(),
    userId: z.uuid(),
    rank: z.number().int().nullable(),
    username: z.string(),
    score: z.number().int(),
    possibleScore: z.number().int(),
    points: z.number().int(),
  })
  .meta({ id: 'LeaderboardRow' });
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardQuerySchema = z.object(
  pageQuery({ defaultPageSize: LEADERBOARD_PAGE_SIZE, maxPageSize: LEADERBOARD_EXPANDED_PAGE_SIZE }),
);
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;
