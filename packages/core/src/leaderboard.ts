import { z } from 'zod';
import { LEADERBOARD_EXPANDED_PAGE_SIZE, LEADERBOARD_PAGE_SIZE } from './constants.js';
import { VERDICTS } from './outlook/field.js';
import { PageInfoSchema, pageQuery } from './pagination.js';

/**
 * What an entry of a settled tournament won: a cash prize (the winners' 60%, in cents) and the credits
 * of the top 10% (in hundredths of a credit); either may be null, the whole is null for no prize.
 */
export const LeaderboardPrizeSchema = z
  .object({ cashCents: z.number().int().nullable(), credits: z.number().int().nullable() })
  .meta({ id: 'LeaderboardPrize' });
export type LeaderboardPrize = z.infer<typeof LeaderboardPrizeSchema>;

/**
 * Where an entry of a tournament under way still stands (issue 27, decision 019), as of the latest
 * result: whether it can still finish first and in the prize places ('can' proven by an outcome, 'out'
 * proven by none, 'unknown' when neither was shown), the best rank an outcome gives it (the best there is
 * when `bestRankExact`), and its chances of both from simulating the rest of the draw (0 to 1).
 */
export const EntryOutlookSchema = z
  .object({
    first: z.enum(VERDICTS),
    prizePlaces: z.enum(VERDICTS),
    bestRank: z.number().int().min(1),
    bestRankExact: z.boolean(),
    firstChance: z.number().min(0).max(1),
    prizeChance: z.number().min(0).max(1),
  })
  .meta({ id: 'EntryOutlook' });
export type EntryOutlook = z.infer<typeof EntryOutlookSchema>;

/**
 * Where an entry stands within a private league's table of a tournament under way: whether it can still
 * finish first among the league's entries (proven as for the whole field), the best place in the league an
 * outcome gives it, and its chance of finishing first there from the same simulated runs.
 */
export const LeagueOutlookSchema = EntryOutlookSchema.pick({
  first: true,
  bestRank: true,
  bestRankExact: true,
  firstChance: true,
}).meta({ id: 'LeagueOutlook' });
export type LeagueOutlook = z.infer<typeof LeagueOutlookSchema>;

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
    /**
     * Set while the tournament is under way, once the outlook of its latest standings has been worked out
     * (moments after each result); null before, after the final, and meanwhile.
     */
    outlook: EntryOutlookSchema.nullable(),
  })
  .meta({ id: 'LeaderboardRow' });
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

/** A row of a league's table of one tournament: the leaderboard's row, with where it stands in the league. */
export const LeagueTableRowSchema = LeaderboardRowSchema.extend({
  /** As `outlook`, among the league's entries: null before, after the final, and meanwhile. */
  leagueOutlook: LeagueOutlookSchema.nullable(),
}).meta({ id: 'LeagueTableRow' });
export type LeagueTableRow = z.infer<typeof LeagueTableRowSchema>;

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
