import {
  type LeaderboardQuery,
  type LeaderboardRow,
  pageInfo,
  type Season,
  type SeasonLeaderboardRow,
} from '@squash/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { entries, users } from '../../db/schema.js';

const counted = (tournamentId: string) => and(eq(entries.tournamentId, tournamentId), ne(entries.status, 'REFUNDED'));

/** Entries by rank (ties share a rank, set by scoring); within a tie, by username. */
export async function getLeaderboard(db: Executor, tournamentId: string, query: LeaderboardQuery) {
  const where = counted(tournamentId);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        entryId: entries.id,
        userId: entries.userId,
        rank: entries.rank,
        username: users.username,
        score: entries.score,
        possibleScore: entries.possibleScore,
        points: entries.points,
      })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .where(where)
      // Scoring keeps `position` (rank, then username), so a page is an index range.
      .orderBy(sql`${entries.position} asc nulls last`, sql`lower(${users.username})`, asc(entries.id))
      .limit(query.page_size)
      .offset(query.page * query.page_size),
    db.select({ count: sql<number>`count(*)::int` }).from(entries).where(where),
  ]);
  return {
    data: rows satisfies LeaderboardRow[],
    pageInfo: pageInfo({ page: query.page, pageSize: query.page_size, totalRecords: count?.count ?? 0 }),
  };
}

/**
 * Every user's points summed over the tournaments that start in one season (1 Aug - 31 Jul),
 * ranked with ties sharing a rank.
 */
export async function getSeasonLeaderboard(
  db: Executor,
  { season, page, pageSize }: { season: Season; page: number; pageSize: number },
) {
  const inSeason = sql`e.status <> 'REFUNDED' and t.status <> 'CREATING'
    and t.start_date between ${season.startDate}::date and ${season.endDate}::date`;
  const [rows, [count]] = await Promise.all([
    queryRows<SeasonLeaderboardRow>(
      db,
      sql`select * from (
            select u.id as "userId", u.username,
                   rank() over (order by sum(e.points) desc)::int as rank,
                   sum(e.points)::int as points, sum(e.score)::int as score,
                   sum(e.possible_score)::int as "possibleScore", count(*)::int as entries
            from entries e
            join tournaments t on t.id = e.tournament_id
            join users u on u.id = e.user_id
            where ${inSeason}
            group by u.id
          ) ranked
          order by rank, lower(username), "userId"
          limit ${pageSize} offset ${page * pageSize}`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(distinct e.user_id)::int as count
          from entries e join tournaments t on t.id = e.tournament_id where ${inSeason}`,
    ),
  ]);
  return {
    data: rows,
    pageInfo: pageInfo({ page, pageSize, totalRecords: count?.count ?? 0 }),
    season,
  };
}
