import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EntryOutlook, LeagueOutlook } from '@squash/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { loadTipDraw } from '../draws/tip-draw.js';
import { tipSlot } from '../draws/tip-slots.js';
import { type OutlookInput, type OutlookOutput, transferables, workOutOutlooks } from './work.js';

/** Runs of the rest of the draw behind each entry's chances. */
const SIMULATIONS = 1000;
/** Rows written per statement. */
const CHUNK = 5000;
/**
 * The search budget of each league's 'can still win the league' (outcomes left times its entries, see
 * `contention`): a tenth of the whole field's, as a tournament may have thousands of leagues.
 */
const LEAGUE_SEARCH_BUDGET = 200_000;

/** The outlook's sums as a worker thread runs them (`worker.ts`), beside this file once built. */
export const WORKER_FILE = new URL('./worker.js', import.meta.url);

/** Where the sums run (config's OUTLOOK_THREAD), and for a worker what starts it (tests: another file). */
export type OutlookThread = 'worker' | 'main';
export interface OutlookSumsOptions {
  thread: OutlookThread;
  workerFile?: URL;
  execArgv?: string[];
}

/**
 * Each entry's outlook in a tournament under way (issue 27, decision 019): who can still finish first and
 * in the prize places, the best rank still possible, and the chances, from the draw as it stands, kept in
 * `entry_outlooks` with how many matches were decided. The job runs it after each result; nothing of it
 * runs in a request. Returns undefined when nothing is left to play, or when the standings moved while it
 * worked (a result, a correction, a refund: their own run follows).
 *
 * The sums (seconds of CPU at 100,000 entries) run in a worker thread, so the process keeps answering
 * requests meanwhile (`calculate`). The rows carry the leaderboard version they were worked out from,
 * moved on by one as they are written (which also tells cached leaderboards to read them): any later
 * re-score or re-rank moves the version again, and the rows stop being shown (`withOutlooks`) until the
 * next run has replaced them. The version moves last, in the same transaction as the rows: a result
 * recorded meanwhile doesn't wait for the rows to be written (it would wait on the tournament's row).
 */
export async function computeOutlooks(
  db: Executor,
  tournamentId: string,
  {
    simulations = SIMULATIONS,
    thread,
    calculate,
  }: { simulations?: number; thread: OutlookThread; calculate?: (input: OutlookInput) => Promise<OutlookOutput> },
): Promise<{ entries: number; decided: number; leagues: number } | undefined> {
  const basis = await leaderboardVersionOf(db, tournamentId);
  const draw = await loadTipDraw(db, tournamentId);
  const remaining = draw.filter((match) => !match.isBye && !match.isCompleted);
  const decided = draw.filter((match) => !match.isBye && match.isCompleted).length;
  if (basis === undefined || remaining.length === 0) return undefined;
  // The worker thread starts now, and loads while the picks are read.
  const sums = calculate ? { calculate, close() {} } : outlookSums({ thread });
  let output: OutlookOutput;
  let counts: { entries: number; leagues: number };
  try {
    const players = drawPlayers(draw);
    const picks = await remainingPicks(db, tournamentId, players, remaining);
    const ranks = await worldRanks(db, players);
    const leagues = await leagueEntries(db, tournamentId, picks.entryIds);
    output = await sums.calculate({
      draw,
      ...picks,
      ranks: [...ranks],
      leagues,
      simulations,
      seed: decided + 1,
      leagueSearchBudget: LEAGUE_SEARCH_BUDGET,
      chunk: CHUNK,
    });
    counts = { entries: picks.entryIds.length, leagues: leagues.length };
  } finally {
    sums.close();
  }
  const { entryRows, leagueRows } = output;
  const version = basis + 1;
  try {
    await db.transaction(async (tx) => {
      // Each row rewritten in place (migration 0026), then the rows no run wrote this time dropped (a
      // refunded entry's, a former member's).
      for (const rows of entryRows) {
        await tx.execute(sql`
        insert into entry_outlooks (entry_id, tournament_id, first, prize_places, best_rank, best_rank_exact,
                                    first_chance, prize_chance, decided, leaderboard_version)
        select e, ${tournamentId}, f, p, r, x, fc, pc, ${decided}, ${version}
        from jsonb_to_recordset(${rows}::jsonb)
             as t(e uuid, f text, p text, r int, x boolean, fc real, pc real)
        on conflict (entry_id) do update set
          first = excluded.first, prize_places = excluded.prize_places, best_rank = excluded.best_rank,
          best_rank_exact = excluded.best_rank_exact, first_chance = excluded.first_chance,
          prize_chance = excluded.prize_chance, decided = excluded.decided,
          leaderboard_version = excluded.leaderboard_version`);
      }
      await tx.execute(
        sql`delete from entry_outlooks where tournament_id = ${tournamentId} and leaderboard_version <> ${version}`,
      );
      for (const rows of leagueRows) {
        await tx.execute(sql`
        insert into league_outlooks (league_id, entry_id, tournament_id, first, best_rank, best_rank_exact,
                                     first_chance, leaderboard_version)
        select l, e, ${tournamentId}, f, r, x, fc, ${version}
        from jsonb_to_recordset(${rows}::jsonb)
             as t(l uuid, e uuid, f text, r int, x boolean, fc real)
        on conflict (league_id, entry_id) do update set
          first = excluded.first, best_rank = excluded.best_rank, best_rank_exact = excluded.best_rank_exact,
          first_chance = excluded.first_chance, leaderboard_version = excluded.leaderboard_version`);
      }
      await tx.execute(
        sql`delete from league_outlooks where tournament_id = ${tournamentId} and leaderboard_version <> ${version}`,
      );
      // Its notice says it is the outlook alone (migration 0035): the live streams send it at a gentler pace.
      await tx.execute(sql`select set_config('squash.change_kind', 'outlook', true)`);
      const [moved] = await queryRows<{ version: number }>(
        tx,
        sql`update tournaments set leaderboard_version = ${version}
            where id = ${tournamentId} and leaderboard_version = ${basis}
            returning leaderboard_version as version`,
      );
      // The standings moved while this worked: nothing of it is kept.
      if (!moved) throw new StandingsMoved();
    });
  } catch (error) {
    if (error instanceof StandingsMoved) return undefined;
    throw error;
  }
  return { entries: counts.entries, decided, leagues: counts.leagues };
}

class StandingsMoved extends Error {}

/**
 * The outlook's sums (the same function, `workOutOutlooks`, either way). `worker`: in a worker thread of their
 * own (one per run; the job queue runs one tournament at a time per process), so that seconds of CPU don't
 * hold up requests; the thread starts at once and waits for its input, so its start overlaps the reads that
 * make the input; `close` ends it if no input ever comes. A missing worker file is an error that says so,
 * never a quiet move to the main thread. `main`: in this thread, as chosen (OUTLOOK_THREAD=main, logged at
 * start): running from the source, where there is no built worker.
 */
export function outlookSums({ thread, workerFile = WORKER_FILE, execArgv }: OutlookSumsOptions): {
  calculate: (input: OutlookInput) => Promise<OutlookOutput>;
  close: () => void;
} {
  if (thread === 'main') return { calculate: (input) => Promise.resolve(workOutOutlooks(input)), close() {} };
  if (!existsSync(fileURLToPath(workerFile))) {
    throw new Error(
      `The outlook worker ${fileURLToPath(workerFile)} is missing: build the API (npm run build), or set OUTLOOK_THREAD=main`,
    );
  }
  const worker = new Worker(workerFile, execArgv ? { execArgv } : {});
  let exited = false;
  const answer = new Promise<OutlookOutput>((resolve, reject) => {
    let output: OutlookOutput | undefined;
    worker.once('message', (message: OutlookOutput) => {
      output = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      exited = true;
      if (output) resolve(output);
      else reject(new Error(`the outlook worker stopped (exit code ${code}) without an answer`));
    });
  });
  // Not waited for when the run ends before it has an input (the reads failed): no unhandled rejection.
  answer.catch(() => {});
  return {
    calculate(input) {
      worker.postMessage(input, transferables(input));
      return answer;
    },
    close() {
      if (!exited) void worker.terminate();
    },
  };
}

/** The private leagues with entries in the tournament, each with its members' entries (indexes into `entries`). */
async function leagueEntries(
  db: Executor,
  tournamentId: string,
  entryIds: readonly string[],
): Promise<Array<{ leagueId: string; members: number[] }>> {
  const indexOf = new Map(entryIds.map((id, at) => [id, at]));
  const rows = await queryRows<{ leagueId: string; entryId: string }>(
    db,
    sql`select m.league_id as "leagueId", e.id as "entryId"
        from league_members m join entries e on e.user_id = m.user_id
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
        order by m.league_id, e.id`,
  );
  const leagues = new Map<string, number[]>();
  for (const row of rows) {
    const at = indexOf.get(row.entryId);
    // An entry made since the entries were read: its league's rows wait for the next run.
    if (at === undefined) continue;
    const members = leagues.get(row.leagueId);
    if (members) members.push(at);
    else leagues.set(row.leagueId, [at]);
  }
  return [...leagues].map(([leagueId, members]) => ({ leagueId, members }));
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
 * These rows of a league's table of one tournament with where each stands in the league: null for all of
 * them unless the league's outlook was worked out for the standings as they are now and for the league's
 * entries as they are now (every member's entry has a row, and no row is of an entry no longer in it), so
 * a member who joined or left since hides it until the next run rather than showing a verdict of a field
 * that has changed.
 */
export async function withLeagueOutlooks<Row extends { entryId: string }>(
  db: Executor,
  leagueId: string,
  tournamentId: string,
  rows: readonly Row[],
): Promise<Array<Row & { leagueOutlook: LeagueOutlook | null }>> {
  const found =
    rows.length === 0
      ? []
      : await queryRows<LeagueOutlook & { entryId: string }>(
          db,
          sql`with member_entries as (
                select e.id from league_members m
                join entries e on e.user_id = m.user_id and e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
                where m.league_id = ${leagueId}
              ), current_rows as (
                select o.* from league_outlooks o join tournaments t on t.id = o.tournament_id
                where o.league_id = ${leagueId} and o.tournament_id = ${tournamentId}
                  and o.leaderboard_version = t.leaderboard_version and t.status = 'ACTIVE'
              )
              select o.entry_id as "entryId", o.first, o.best_rank as "bestRank",
                     o.best_rank_exact as "bestRankExact", o.first_chance as "firstChance"
              from current_rows o
              where o.entry_id in ${rows.map((row) => row.entryId)}
                and (select count(*) from member_entries) = (select count(*) from current_rows)
                and not exists (select 1 from member_entries m
                                where not exists (select 1 from current_rows c where c.entry_id = m.id))`,
        );
  const byEntry = new Map(found.map(({ entryId, ...outlook }) => [entryId, outlook]));
  return rows.map((row) => ({ ...row, leagueOutlook: byEntry.get(row.entryId) ?? null }));
}

/**
 * The entries still counted (not refunded), their points, and their picks of the matches left, as
 * `OutlookInput` takes them: only those slots of each entry's tip arrays are read (15 of 321 from the
 * round of 16 of a 64-draw), and each entry's picks come as two short strings of small numbers, which
 * the driver hands over as they are, where arrays of ids would be parsed element by element here.
 */
async function remainingPicks(
  db: Executor,
  tournamentId: string,
  players: string[],
  remaining: ReadonlyArray<{ id: string; roundIndex: number; position: number }>,
): Promise<Pick<OutlookInput, 'remaining' | 'entryIds' | 'points' | 'players' | 'winners' | 'lost'>> {
  const playerList = `{${players.join(',')}}`;
  const slots = remaining.map((match) => sql`${tipSlot(match.roundIndex, match.position)}::int`);
  const winner = (slot: SQL) =>
    sql`coalesce(array_position(${playerList}::uuid[], t.winner_ids[${slot}]), case when t.winner_ids[${slot}] is null then 0 else -1 end)`;
  const packed = (terms: SQL[]) => sql`array_to_string(array[${sql.join(terms, sql`, `)}], ',')`;
  const rows = await queryRows<{ id: string; points: number; winners: string; lost: string }>(
    db,
    sql`select e.id, e.points,
               ${packed(slots.map(winner))} as winners,
               ${packed(slots.map((slot) => sql`coalesce(t.lost_games[${slot}], -1)`))} as lost
        from entries e join entry_tips t on t.entry_id = e.id
        where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
        order by e.id`,
  );
  return {
    remaining: remaining.map((match) => match.id),
    entryIds: rows.map((row) => row.id),
    points: Int32Array.from(rows, (row) => row.points),
    players,
    winners: rows.map((row) => row.winners),
    lost: rows.map((row) => row.lost),
  };
}

/** Every player of the draw, once each. */
function drawPlayers(draw: ReadonlyArray<{ playerOneId: string | null; playerTwoId: string | null }>): string[] {
  return [...new Set(draw.flatMap((match) => [match.playerOneId, match.playerTwoId]))].filter((id) => id !== null);
}

/** The world rank of each of these players (null: unranked). */
async function worldRanks(db: Executor, ids: readonly string[]): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; world_rank: number | null }>(
    db,
    sql`select id, world_rank from players where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.world_rank]));
}
