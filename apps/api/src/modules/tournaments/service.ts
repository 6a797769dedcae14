import type { ListTournamentsQuery, MatchPlayer, Tournament, TournamentDetail, TournamentStatus } from '@squash/core';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { matches, players, rounds, tournamentPlayers, tournaments } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { matchOrder, selectMatches } from '../draws/match-queries.js';

/**
 * The status a reader sees at `now`: an UPCOMING tournament past its start reads ACTIVE before any
 * job has run (the same rule as `effectiveStatus` in core, in SQL so lists can filter on it).
 */
export function effectiveStatusSql(now: Date): SQL<TournamentStatus> {
  return statusAtSql(now, sql`${tournaments.status}`, sql`${tournaments.startsAt}`);
}

/** `effectiveStatusSql` of the tournament row whose status and start are these (another alias's columns). */
function statusAtSql(now: Date, status: SQL, startsAt: SQL): SQL<TournamentStatus> {
  return sql<TournamentStatus>`(case when ${status} = 'UPCOMING' and ${startsAt} <= ${now.toISOString()}::timestamptz then 'ACTIVE' else ${status} end)`;
}

/**
 * What entries paid into a tournament's pool, less refunds (before the settlement empties it): the
 * pool's lines of entry and refund transfers. Spelled out, as Drizzle leaves one-table columns unqualified.
 */
export const prizePoolSql = sql<number>`coalesce((
  select sum(l.amount) from ledger_accounts a
  join ledger_lines l on l.account_id = a.id
  join ledger_transfers x on x.id = l.transfer_id and x.type in ('ENTRY_PURCHASE', 'REFUND')
  where a.kind = 'TOURNAMENT_POOL' and a.user_id is null and a.tournament_id = "tournaments"."id"), 0)::int`;

/** An instant as the API writes it ('2026-11-27T09:00:00.000Z'), inside a JSON object built in SQL. */
const isoSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A Second Chance's main tournament, by id and name. */
const parentSql = sql<Tournament['parent']>`(select json_build_object('id', p.id, 'name', p.name)
  from tournaments p where p.id = "tournaments"."parent_id")`;

/** The tournament's Second Chance: its status as read at `now`, its lock and the round it starts from. */
const secondChanceSql = (now: Date) => sql<Tournament['secondChance']>`(select json_build_object(
    'id', c.id,
    'status', ${statusAtSql(now, sql`c.status`, sql`c.starts_at`)},
    'startsAt', ${isoSql(sql`c.starts_at`)},
    'fromRound', (select r.name from rounds r where r.tournament_id = c.id and r.index = 1))
  from tournaments c where c.parent_id = "tournaments"."id")`;

/** The columns of a public `Tournament`, status as read at `now`; pair with `toTournament`. */
export const tournamentColumns = (now: Date) => ({
  id: tournaments.id,
  name: tournaments.name,
  location: tournaments.location,
  gender: tournaments.gender,
  status: effectiveStatusSql(now),
  startsAt: tournaments.startsAt,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  imageUrl: tournaments.imageUrl,
  url: tournaments.url,
  timezone: tournaments.timezone,
  entryFee: tournaments.entryFee,
  prizePool: prizePoolSql,
  prizeModel: tournaments.prizeModel,
  fixedPrizes: tournaments.fixedPrizes,
  prizeSponsor: tournaments.prizeSponsor,
  parent: parentSql,
  secondChance: secondChanceSql(now),
});

export type TournamentRow = { startsAt: Date | null } & Omit<Tournament, 'startsAt'>;

export function toTournament(row: TournamentRow): Tournament {
  return { ...row, startsAt: row.startsAt?.toISOString() ?? null };
}

const isPublic = sql`${tournaments.status} <> 'CREATING'`;
/** Second Chances are shown on their main tournament's card, not as cards of their own. */
const isMain = sql`${tournaments.parentId} is null`;

export async function listTournaments(db: Executor, query: ListTournamentsQuery, now: Date) {
  const where = and(
    isPublic,
    isMain,
    query.status ? inArray(effectiveStatusSql(now), query.status) : undefined,
    query.gender ? eq(tournaments.gender, query.gender) : undefined,
  );
  const column = query.sort_by === 'end_date' ? tournaments.endDate : tournaments.startDate;
  const direction = query.sort_order === 'asc' ? sql`asc` : sql`desc`;
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    db
      .select(tournamentColumns(now))
      .from(tournaments)
      .where(where)
      .orderBy(sql`${column} ${direction}`, asc(tournaments.name), asc(tournaments.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toTournament)),
    db.select({ count: sql<number>`count(*)::int` }).from(tournaments).where(where),
  );
}

export async function getTournament(
  db: Executor,
  id: string,
  now: Date,
  { includeDrafts = false }: { includeDrafts?: boolean } = {},
): Promise<Tournament> {
  const [row] = await db
    .select(tournamentColumns(now))
    .from(tournaments)
    .where(and(includeDrafts ? undefined : isPublic, eq(tournaments.id, id)));
  if (!row) throw notFound('Tournament');
  return toTournament(row);
}

/** The tournament with its draw: rounds in order, matches in bracket order, players with ranks. */
export async function getTournamentDetail(
  db: Executor,
  id: string,
  now: Date,
  options: { includeDrafts?: boolean } = {},
): Promise<TournamentDetail> {
  const tournament = await getTournament(db, id, now, options);
  const [roundRows, matchRows, playerRows] = await Promise.all([
    db
      .select({ id: rounds.id, index: rounds.index, name: rounds.name })
      .from(rounds)
      .where(eq(rounds.tournamentId, id))
      .orderBy(asc(rounds.index)),
    selectMatches(db, { where: eq(matches.tournamentId, id), orderBy: matchOrder.bracket }),
    db
      .select({
        id: players.id,
        fullName: players.fullName,
        worldRank: players.worldRank,
        country: players.country,
        seed: tournamentPlayers.seed,
      })
      .from(tournamentPlayers)
      .innerJoin(players, eq(players.id, tournamentPlayers.playerId))
      .where(eq(tournamentPlayers.tournamentId, id))
      .orderBy(
        sql`${tournamentPlayers.seed} asc nulls last`,
        sql`${players.worldRank} asc nulls last`,
        asc(players.fullName),
      ),
  ]);
  return {
    ...tournament,
    rounds: roundRows.map((round) => ({
      ...round,
      matches: matchRows.filter((match) => match.roundId === round.id),
    })),
    players: playerRows satisfies MatchPlayer[],
  };
}
