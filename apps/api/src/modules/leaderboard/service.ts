import { type LeaderboardQuery, type LeaderboardRow, pageInfo } from '@squash/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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
      .orderBy(sql`${entries.rank} asc nulls last`, sql`lower(${users.username})`, asc(entries.id))
      .limit(query.page_size)
      .offset(query.page * query.page_size),
    db.select({ count: sql<number>`count(*)::int` }).from(entries).where(where),
  ]);
  return {
    data: rows satisfies LeaderboardRow[],
    pageInfo: pageInfo({ page: query.page, pageSize: query.page_size, totalRecords: count?.count ?? 0 }),
  };
}
