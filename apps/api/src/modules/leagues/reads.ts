import type {
  LeaderboardRow,
  LeagueMember,
  LeagueTableRow,
  MyLeague,
  Season,
  SeasonLeaderboardRow,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { type PageQuery, paged } from '../../lib/paging.js';
import { withLeagueOutlooks } from '../outlook/service.js';
import { withPrizes } from '../prizes/service.js';
import { leagueRowsOf, toLeague } from './service.js';

/**
 * The season's counted entries: not refunded, of a public main tournament (not a Second Chance, decision
 * 020) starting in the season.
 */
const inSeason = (season: Season) => sql`e.status <> 'REFUNDED' and t.status <> 'CREATING' and t.parent_id is null
  and t.start_date between ${season.startDate}::date and ${season.endDate}::date`;

/** A league's members, the owner first, then by when they joined. */
export async function leagueMembersPage(db: Executor, leagueId: string, query: PageQuery) {
  return paged(
    query,
    queryRows<LeagueMember & { joinedAt: Date | string }>(
      db,
      sql`select m.user_id as "userId", u.username, m.role, m.joined_at as "joinedAt"
          from league_members m join users u on u.id = m.user_id
          where m.league_id = ${leagueId}
          order by m.role = 'owner' desc, m.joined_at, m.user_id
          limit ${query.page_size} offset ${query.page * query.page_size}`,
    ).then((rows) => rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt).toISOString() }))),
    queryRows<{ count: number }>(db, sql`select member_count as count from leagues where id = ${leagueId}`),
  );
}

/**
 * The members' entries in one tournament, as the tournament leaderboard shows them, ranked within the
 * league: the tournament's rank orders them, so members tied there share a place here too (and those
 * after them skip it, as on the tournament's table). No rank while the tournament has none.
 */
export async function leagueTournamentTable(db: Executor, leagueId: string, tournamentId: string, query: PageQuery) {
  const members = sql`from league_members m
    join entries e on e.user_id = m.user_id and e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
    join users u on u.id = e.user_id
    where m.league_id = ${leagueId}`;
  return paged(
    query,
    queryRows<Omit<LeaderboardRow, 'prize' | 'outlook'>>(
      db,
      sql`select e.id as "entryId", e.user_id as "userId",
                 case when e.rank is null then null else (rank() over (order by e.rank asc nulls last))::int end as rank,
                 u.username, e.score, e.possible_score as "possibleScore", e.points
          ${members}
          order by e.position asc nulls last, lower(u.username), e.id
          limit ${query.page_size} offset ${query.page * query.page_size}`,
    )
      .then((rows) => withPrizes(db, tournamentId, rows))
      .then((rows) => withLeagueOutlooks(db, leagueId, tournamentId, rows))
      // Where an entry stands among all the tournament's entries is the tournament leaderboard's to say.
      .then((rows) => rows.map((row) => ({ ...row, outlook: null })) satisfies LeagueTableRow[]),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count ${members}`),
  );
}

/** The members' points summed over the season's tournaments, ranked with ties sharing (the season table's rules). */
export async function leagueSeasonTable(db: Executor, leagueId: string, season: Season, query: PageQuery) {
  const sums = sql`select e.user_id, sum(e.points)::int as points, sum(e.score)::int as score,
           sum(e.possible_score)::int as "possibleScore", count(*)::int as entries
    from league_members m
    join entries e on e.user_id = m.user_id
    join tournaments t on t.id = e.tournament_id
    where m.league_id = ${leagueId} and ${inSeason(season)}
    group by e.user_id`;
  const seasonPage = await paged(
    query,
    queryRows<SeasonLeaderboardRow>(
      db,
      sql`select s.user_id as "userId", u.username, (rank() over (order by s.points desc))::int as rank,
                 s.points, s.score, s."possibleScore", s.entries
          from (${sums}) s join users u on u.id = s.user_id
          order by rank, lower(u.username), s.user_id
          limit ${query.page_size} offset ${query.page * query.page_size}`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from (${sums}) s`),
  );
  return { ...seasonPage, season };
}

/**
 * My leagues, each with my place in its season table: one more than the members with more points, as
 * ranks with ties sharing go; null while I have no entry this season (I am not on its table).
 */
export async function myLeagues(db: Executor, userId: string, season: Season): Promise<MyLeague[]> {
  const [rows, ranks] = await Promise.all([
    leagueRowsOf(db, userId),
    queryRows<{ leagueId: string; rank: number | null }>(
      db,
      sql`with points as (
            select m.league_id, m.user_id, sum(e.points)::int as points
            from league_members m
            join entries e on e.user_id = m.user_id
            join tournaments t on t.id = e.tournament_id
            where m.league_id in (select league_id from league_members where user_id = ${userId})
              and ${inSeason(season)}
            group by m.league_id, m.user_id
          )
          select mine.league_id as "leagueId",
                 (1 + (select count(*) from points other
                       where other.league_id = mine.league_id and other.points > mine.points))::int as rank
          from points mine where mine.user_id = ${userId}`,
    ),
  ]);
  const rankIn = new Map(ranks.map((row) => [row.leagueId, row.rank]));
  return rows.map((row) => ({ ...toLeague(row), mySeasonRank: rankIn.get(row.id) ?? null }));
}

export interface AdminLeagueRow {
  id: string;
  name: string;
  ownerUsername: string;
  memberCount: number;
  createdAt: string;
}

/** Every league for the back office, newest first; `search` matches the name or the owner's username. */
export async function listLeaguesForAdmin(db: Executor, query: PageQuery & { search?: string }) {
  const where = query.search
    ? // A plain substring, case-insensitive: '%' or '_' typed in the search are letters, not wildcards.
      sql`where strpos(lower(l.name), lower(${query.search})) > 0 or strpos(lower(ou.username), lower(${query.search})) > 0`
    : sql``;
  const from = sql`from leagues l
    join league_members o on o.league_id = l.id and o.role = 'owner'
    join users ou on ou.id = o.user_id ${where}`;
  return paged(
    query,
    queryRows<AdminLeagueRow & { createdAt: Date | string }>(
      db,
      sql`select l.id, l.name, ou.username as "ownerUsername", l.member_count as "memberCount", l.created_at as "createdAt"
          ${from} order by l.created_at desc, l.id
          limit ${query.page_size} offset ${query.page * query.page_size}`,
    ).then((rows) => rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count ${from}`),
  );
}
