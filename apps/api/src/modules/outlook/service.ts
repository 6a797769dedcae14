import { type ContentionEntry, contention, type EntryOutlook, type GameScore, odds, type Pick } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { loadTipDraw } from '../entries/draw.js';
import { tipSlot } from '../entries/tip-slots.js';

/** Runs of the rest of the draw behind each entry's chances. */
const SIMULATIONS = 1000;
/** Rows written per statement. */
const CHUNK = 5000;

/**
 * Each entry's outlook in a tournament under way (issue 27, decision 019): who can still finish first and
 * in the prize places, the best rank still possible, and the chances, from the draw as it stands, kept in
 * `entry_outlooks` with how many matches were decided. The job runs it after each result; nothing of it
 * runs in a request. Returns undefined when nothing is left to play, or when the standings moved while it
 * worked (a result, a correction, a refund: their own run follows).
 *
 * The rows carry the leaderboard version they were worked out from, moved on by one as they are written
 * (which also tells cached leaderboards to read them): any later re-score or re-rank moves the version
 * again, and the rows stop being shown (`withOutlooks`) until the next run has replaced them.
 */
export async function computeOutlooks(
  db: Executor,
  tournamentId: string,
  { simulations = SIMULATIONS }: { simulations?: number } = {},
): Promise<{ entries: number; decided: number } | undefined> {
  const basis = await leaderboardVersionOf(db, tournamentId);
  const draw = await loadTipDraw(db, tournamentId);
  const remaining = draw.filter((match) => !match.isBye && !match.isCompleted);
  const decided = draw.filter((match) => !match.isBye && match.isCompleted).length;
  if (basis === undefined || remaining.length === 0) return undefined;
  const entries = await remainingPicks(db, tournamentId, remaining);
  const ranks = await worldRanks(db, draw);
  const verdicts = contention(draw, entries);
  // Seeded by the state: the same results always give the same chances.
  const chances = odds(draw, entries, (player) => ranks.get(player) ?? null, { simulations, seed: decided + 1 });
  return db.transaction(async (tx) => {
    const [moved] = await queryRows<{ version: number }>(
      tx,
      sql`update tournaments set leaderboard_version = leaderboard_version + 1
          where id = ${tournamentId} and leaderboard_version = ${basis}
          returning leaderboard_version as version`,
    );
    if (!moved) return undefined;
    await tx.execute(sql`delete from entry_outlooks where tournament_id = ${tournamentId}`);
    for (let start = 0; start < entries.length; start += CHUNK) {
      const rows = entries.slice(start, start + CHUNK).map((entry) => {
        const verdict = verdicts.get(entry.id);
        const chance = chances.get(entry.id);
        return {
          e: entry.id,
          f: verdict?.first,
          p: verdict?.prizePlaces,
          r: verdict?.bestRank,
          x: verdict?.bestRankExact,
          fc: chance?.first,
          pc: chance?.prizePlaces,
        };
      });
      await tx.execute(sql`
        insert into entry_outlooks (entry_id, tournament_id, first, prize_places, best_rank, best_rank_exact,
                                    first_chance, prize_chance, decided, leaderboard_version)
        select e, ${tournamentId}, f, p, r, x, fc, pc, ${decided}, ${moved.version}
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as t(e uuid, f text, p text, r int, x boolean, fc real, pc real)`);
    }
    return { entries: entries.length, decided };
  });
}

async function leaderboardVersionOf(db: Executor, tournamentId: string): Promise<number | undefined> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select leaderboard_version as version from tournaments where id = ${tournamentId}`,
  );
  return row?.version;
}

/**
 * These leaderboard rows of one tournament with their entries' outlooks: null for an entry without one
 * worked out for the standings as they are now (`computeOutlooks`), and for every entry once the
 * tournament is over (nothing is left to work out).
 */
export async function withOutlooks<Row extends { entryId: string }>(
  db: Executor,
  tournamentId: string,
  rows: readonly Row[],
): Promise<Array<Row & { outlook: EntryOutlook | null }>> {
  const found =
    rows.length === 0
      ? []
      : await queryRows<EntryOutlook & { entryId: string }>(
          db,
          sql`select o.entry_id as "entryId", o.first, o.prize_places as "prizePlaces", o.best_rank as "bestRank",
                     o.best_rank_exact as "bestRankExact", o.first_chance as "firstChance",
                     o.prize_chance as "prizeChance"
              from entry_outlooks o join tournaments t on t.id = o.tournament_id
              where o.tournament_id = ${tournamentId} and o.entry_id in ${rows.map((row) => row.entryId)}
                and o.leaderboard_version = t.leaderboard_version and t.status = 'ACTIVE'`,
        );
  const byEntry = new Map(found.map(({ entryId, ...outlook }) => [entryId, outlook]));
  return rows.map((row) => ({ ...row, outlook: byEntry.get(row.entryId) ?? null }));
}

/**
 * The entries still counted (not refunded), their points, and their picks of the matches left: only those
 * slots of each entry's tip arrays are read (15 of 321 from the round of 16 of a 64-draw).
 */
async function remainingPicks(
  db: Executor,
  tournamentId: string,
  remaining: ReadonlyArray<{ id: string; roundIndex: number; position: number }>,
): Promise<ContentionEntry[]> {
  const slots = remaining.map((match) => tipSlot(match.roundIndex, match.position));
  const pick = (column: string) =>
    sql.join(
      slots.map((slot) => sql`${sql.raw(`t.${column}`)}[${slot}::int]`),
      sql`, `,
    );
  const rows = await queryRows<{
    id: string;
    points: number;
    winners: Array<string | null>;
    lost: Array<number | null>;
  }>(
    db,
    sql`select e.id, e.points, array[${pick('winner_ids')}]::text[] as winners, array[${pick('lost_games')}]::int[] as lost
        from entries e join entry_tips t on t.entry_id = e.id
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
        order by e.id`,
  );
  return rows.map((row) => {
    const picks = new Map<string, Pick>();
    remaining.forEach((match, at) => {
      const winner = row.winners[at];
      const lost = row.lost[at];
      if (!winner) return;
      picks.set(match.id, {
        predictedWinnerId: winner,
        predictedScore: lost == null ? null : (`3-${lost}` as GameScore),
      });
    });
    return { id: row.id, points: row.points, picks };
  });
}

/** The world rank of each player in the draw (null: unranked). */
async function worldRanks(
  db: Executor,
  draw: ReadonlyArray<{ playerOneId: string | null; playerTwoId: string | null }>,
): Promise<Map<string, number | null>> {
  const ids = [...new Set(draw.flatMap((match) => [match.playerOneId, match.playerTwoId]).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; world_rank: number | null }>(
    db,
    sql`select id, world_rank from players where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.world_rank]));
}
