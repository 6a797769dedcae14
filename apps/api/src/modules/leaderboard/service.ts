import {
  effectiveStatus,
  type LeaderboardQuery,
  type LeaderboardRow,
  type Season,
  type SeasonLeaderboardRow,
} from '@squash/core';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { rankedOrder } from '../../cache/ranked-orders.js';
import { type Executor, queryRows } from '../../db/client.js';
import { entries, tournaments, users } from '../../db/schema.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { withOutlooks } from '../outlook/service.js';
import { withPrizes } from '../prizes/service.js';

const counted = (tournamentId: string) => and(eq(entries.tournamentId, tournamentId), ne(entries.status, 'REFUNDED'));

/** The columns of a `LeaderboardRow` but its prize and outlook (`withPrizes`, `withOutlooks`): an entry with its fan's name (join users on the entry's user). */
export const leaderboardRowColumns = {
  entryId: entries.id,
  userId: entries.userId,
  rank: entries.rank,
  username: users.username,
  score: entries.score,
  possibleScore: entries.possibleScore,
  points: entries.points,
};

/** Entries by rank (ties share a rank, set by scoring); within a tie, by username. */
export async function getLeaderboard(db: Executor, tournamentId: string, query: LeaderboardQuery) {
  const { limit, offset } = pageWindow(query);
  const ranked = await rankedEntryIds(db, tournamentId);
  if (ranked) {
    const ids = ranked.slice(offset, offset + limit);
    const found =
      ids.length === 0
        ? []
        : await db
            .select(leaderboardRowColumns)
            .from(entries)
            .innerJoin(users, eq(users.id, entries.userId))
            .where(and(counted(tournamentId), inArray(entries.id, ids)));
    const byId = new Map(found.map((row) => [row.entryId, row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    return paged(
      query,
      withPrizes(db, tournamentId, rows)
        .then((withPrize) => withOutlooks(db, tournamentId, withPrize))
        .then((page) => page satisfies LeaderboardRow[]),
      Promise.resolve(ranked.length),
    );
  }
  const where = counted(tournamentId);
  return paged(
    query,
    db
      .select(leaderboardRowColumns)
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .where(where)
      // Scoring keeps `position` (rank, then username), so a page is an index range.
      .orderBy(sql`${entries.position} asc nulls last`, sql`lower(${users.username})`, asc(entries.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => withPrizes(db, tournamentId, rows))
      .then((rows) => withOutlooks(db, tournamentId, rows))
      .then((rows) => rows satisfies LeaderboardRow[]),
    db.select({ count: sql<number>`count(*)::int` }).from(entries).where(where),
  );
}

/**
 * The counted entries of a started tournament in leaderboard order (position, then username), read once
 * per leaderboard version: a page is then its slice, and 10 rows read by id. `position` has no index
 * (re-scoring rewrites it for every entry without writing index entries, decision 006), so reading a page
 * alone sorts the whole tournament: 200 ms at 100,000 entries, for each of the pages readers ask for
 * after every re-score. Undefined until the lock job has made the tournament ACTIVE (entries come and go
 * without a re-rank until then, so the version says nothing of them), and for a tournament that doesn't
 * exist or is a draft.
 */
async function rankedEntryIds(db: Executor, tournamentId: string): Promise<string[] | undefined> {
  const [tournament] = await db
    .select({ status: tournaments.status, version: tournaments.leaderboardVersion })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  // From the lock job on (ACTIVE and after), every change of the order moves the version.
  if (!tournament || tournament.status === 'CREATING' || tournament.status === 'UPCOMING') return undefined;
  const order = await rankedOrder(db, tournamentId, tournament.version, async () => {
    // The order and the version it is of, in one statement (one snapshot).
    const [row] = await queryRows<{ version: number; ids: string | null }>(
      db,
      sql`select t.leaderboard_version as version,
                 (select string_agg(e.id::text, ',' order by e.position asc nulls last, lower(u.username), e.id)
                  from entries e join users u on u.id = e.user_id
                  where e.tournament_id = t.id and e.status <> 'REFUNDED') as ids
          from tournaments t where t.id = ${tournamentId}`,
    );
    return { version: row?.version ?? tournament.version, ids: row?.ids ? row.ids.split(',') : [] };
  });
  return order.ids;
}

/**
 * What a tournament's leaderboard was last ranked at, for the page cache: `null` while tipping is
 * open (entries come and go without a re-rank, so there is nothing to compare), 'missing' when there
 * is no such public tournament.
 */
export async function leaderboardVersion(db: Executor, tournamentId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ status: tournaments.status, startsAt: tournaments.startsAt, version: tournaments.leaderboardVersion })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), ne(tournaments.status, 'CREATING')));
  if (!row) return 'missing';
  const status = effectiveStatus(row.status, row.startsAt, now);
  return status === 'UPCOMING' ? null : `${status}:${row.version}`;
}

/**
 * Every user's points summed over the tournaments that start in one season (1 Aug - 31 Jul),
 * ranked with ties sharing a rank.
 */
export async function getSeasonLeaderboard(
  db: Executor,
  { season, page, pageSize }: { season: Season; page: number; pageSize: number },
) {
  // The season is the main brackets: a Second Chance (decision 020) is a bracket of its own, not counted.
  const inSeason = sql`e.status <> 'REFUNDED' and t.status <> 'CREATING' and t.parent_id is null
    and t.start_date between ${season.startDate}::date and ${season.endDate}::date`;
  const seasonPage = await paged(
    { page, page_size: pageSize },
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
  );
  return { ...seasonPage, season };
}
