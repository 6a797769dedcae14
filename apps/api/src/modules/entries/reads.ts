import {
  compareEntries,
  ENTRY_SEARCH_LIMIT,
  type EntryComparison,
  type EntryFound,
  type EntryPicks,
  type LeaderboardRow,
  type MatchPickStats,
  type MyEntry,
} from '@squash/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { entries, tournaments, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { loadTipDraw, type ScoredTipMatch } from '../draws/tip-draw.js';
import { leaderboardRowColumns } from '../leaderboard/service.js';
import { keepCrowdPicks } from '../lifecycle/crowd-picks.js';
import { withOutlooks } from '../outlook/service.js';
import { withPrizes } from '../prizes/service.js';
import { getTournament, toTournament, tournamentColumns } from '../tournaments/service.js';
import { entryTipsOf, entryWithTips } from './service.js';

/* What fans read of entries: their own, their leaderboard rows, and the crowd's picks. */

/** The signed-in fan's entries, newest tournament first, with each tournament and tip count (one query). */
export async function listMyEntries(db: Executor, userId: string, now: Date): Promise<MyEntry[]> {
  const rows = await db
    .select({
      entry: entries,
      tournament: tournamentColumns(now),
      tipCount: sql<number>`coalesce((select cardinality(array_remove(t.winner_ids, null)) from entry_tips t where t.entry_id = ${entries.id}), 0)::int`,
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(and(eq(entries.userId, userId), sql`${tournaments.status} <> 'CREATING'`))
    .orderBy(desc(tournaments.startDate), asc(tournaments.name));
  return rows.map(({ entry, tournament, tipCount }) => {
    const { matchTips: _tips, ...rest } = entryWithTips(entry, []);
    return { ...rest, tipCount, tournament: toTournament(tournament) };
  });
}

/** The fan's own leaderboard rows of one tournament (one entry today; a list for the contract). */
export async function myLeaderboardRows(
  db: Executor,
  { userId, tournamentId }: { userId: string; tournamentId: string },
) {
  const rows = await db
    .select(leaderboardRowColumns)
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .where(and(eq(entries.tournamentId, tournamentId), eq(entries.userId, userId)));
  return withOutlooks(db, tournamentId, await withPrizes(db, tournamentId, rows)) satisfies Promise<LeaderboardRow[]>;
}

/**
 * How the crowd picked each match ('62% picked Crowne'), shown only once tips are locked so nobody
 * can follow the crowd. Counting every tip of 100,000 entries takes seconds, so it is done once:
 * by the lock job (`keepCrowdPicks`), or by the first read after it, and kept in `crowd_picks` for
 * every process; any later change of the tips deletes what was kept (migration 0019's triggers), and
 * the next read counts again.
 */
export async function pickStats(db: Executor, tournamentId: string, now: Date): Promise<MatchPickStats[]> {
  const tournament = await getTournament(db, tournamentId, now);
  if (tournament.status === 'UPCOMING') {
    throw AppError.said('CONFLICT', FAN_ERRORS.percentagesLater);
  }
  const [kept] = await queryRows<{ picks: MatchPickStats[] }>(
    db,
    sql`select picks from crowd_picks where tournament_id = ${tournamentId}`,
  );
  return kept?.picks ?? keepCrowdPicks(db, tournamentId);
}

/**
 * Any fan's entry once tips are locked (the tournament started, by its clock): the picks with the row's figures
 * and the champion picked. Before the lock nobody reads another fan's picks (409, like the crowd's picks); a
 * refunded entry is off the leaderboard and not shown (404).
 */
export async function entryPicks(db: Executor, entryId: string, now: Date): Promise<EntryPicks> {
  const { picks } = await lockedEntryPicks(db, entryId, now);
  return picks;
}

/** Two entries of one tournament side by side, once tips are locked: `compareEntries` over the draw as it stands. */
export async function compareEntryPicks(
  db: Executor,
  { entryId, otherId, now }: { entryId: string; otherId: string; now: Date },
): Promise<EntryComparison> {
  const a = await lockedEntryPicks(db, entryId, now);
  const b = await lockedEntryPicks(db, otherId, now, a);
  if (a.picks.tournamentId !== b.picks.tournamentId) {
    throw AppError.said('VALIDATION_ERROR', FAN_ERRORS.differentTournaments, undefined, {
      otherId: FAN_ERRORS.sameTournamentEntry,
    });
  }
  return { a: a.picks, b: b.picks, ...compareEntries(a.draw, a.picks.matchTips, b.picks.matchTips) };
}

async function lockedEntryPicks(
  db: Executor,
  entryId: string,
  now: Date,
  /** An entry already read: its draw is reused when this one is of the same tournament. */
  known?: { picks: EntryPicks; draw: ScoredTipMatch[] },
): Promise<{ picks: EntryPicks; draw: ScoredTipMatch[] }> {
  const [row] = await db
    .select({ ...leaderboardRowColumns, tournamentId: entries.tournamentId, maxPoints: entries.maxPoints })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .where(and(eq(entries.id, entryId), sql`${entries.status} <> 'REFUNDED'`));
  if (!row) throw notFound('Entry');
  const tournament = await getTournament(db, row.tournamentId, now);
  if (tournament.status === 'UPCOMING') throw AppError.said('CONFLICT', FAN_ERRORS.picksHidden);
  const [draw, tips] = await Promise.all([
    known?.picks.tournamentId === row.tournamentId ? known.draw : loadTipDraw(db, row.tournamentId),
    entryTipsOf(db, entryId),
  ]);
  const final = draw.find((match) => match.nextMatchId === null && !match.isBye && !match.group);
  const championId = tips.find((tip) => tip.matchId === final?.id)?.predictedWinnerId ?? null;
  const { entryId: id, userId, username, rank, score, possibleScore, points, maxPoints } = row;
  return {
    picks: {
      entryId: id,
      tournamentId: row.tournamentId,
      userId,
      username,
      rank,
      score,
      possibleScore,
      points,
      maxPoints,
      championId,
      matchTips: tips,
    },
    draw,
  };
}

/**
 * Entries of a tournament whose fan's name holds `q` (case-insensitive), for 'Compare with' (issue 63): names that
 * start with it first, then by leaderboard place; at most ENTRY_SEARCH_LIMIT. Not a closed account's.
 */
export async function searchEntries(db: Executor, tournamentId: string, q: string): Promise<EntryFound[]> {
  const rows = await queryRows<{ entry_id: string; username: string; rank: number | null; points: number }>(
    db,
    sql`select e.id as entry_id, u.username, e.rank, e.points
        from entries e join users u on u.id = e.user_id
        where e.tournament_id = ${tournamentId} and u.closed_at is null
          and strpos(lower(u.username), lower(${q})) > 0
        order by starts_with(lower(u.username), lower(${q})) desc, e.position nulls last, lower(u.username)
        limit ${ENTRY_SEARCH_LIMIT}`,
  );
  return rows.map((row) => ({ entryId: row.entry_id, username: row.username, rank: row.rank, points: row.points }));
}
