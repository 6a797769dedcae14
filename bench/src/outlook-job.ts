import { queryRows, scoreTournament } from '@squash/api/testing';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { signedInFan } from './sign-in.js';
import { report, timeIt } from './stats.js';

type Db = Parameters<typeof queryRows>[0];

/**
 * The whole outlook job on PostgreSQL (issue 27): the tipping bench's tournament (100,000 entries, the
 * leagues of the league bench) played to the last match of its second round, then that result recorded
 * through the back office's API of the production server, whose job queue works out the outlooks (who can
 * still win and the odds of every entry and every league) as it does in production, in a worker thread,
 * with the leaderboard read over HTTP at 50 in flight all the while. The time is from the result's request
 * to the rows of the standings it left written.
 */
export async function benchOutlookJob(db: Db, base: string, tournamentId: string) {
  // Rounds 1 and 2 played in one go (player one wins, 3-1), but for the second round's last match.
  const open = await queryRows<{ id: string; round: number; last: boolean }>(
    db,
    sql`select m.id, r.index as round,
               (r.index = 2 and m.position = (select max(position) from matches x where x.round_id = r.id)) as last
        from matches m join rounds r on r.id = m.round_id
        where m.tournament_id = ${tournamentId} and r.index <= 2 and not m.is_completed
        order by r.index, m.position`,
  );
  const last = open.find((match) => match.last);
  if (!last) throw new Error('the second round has no match left to play');
  for (const match of open.filter((each) => !each.last)) await playerOneWins(db, match.id);
  await scoreTournament(db, tournamentId);
  const [left] = await queryRows<{ matches: number }>(
    db,
    sql`select count(*)::int as matches from matches where tournament_id = ${tournamentId} and not is_completed and not is_bye`,
  );

  const pagePath = () =>
    `/api/tournaments/${tournamentId}/leaderboard?page=${Math.floor(Math.random() * 100)}&page_size=10`;
  let reads: autocannon.Instance | undefined;
  const readings = new Promise<autocannon.Result>((resolve, reject) => {
    reads = autocannon(
      {
        url: base,
        connections: 50,
        duration: 120,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pagePath() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // An admin of the back office, and the standings before the result worked out (the server's minute
  // sweep finds them without an outlook).
  const admin = await signedInFan(db, base, 'bench-admin@example.org');
  await db.execute(sql`update users set role = 'admin' where email = 'bench-admin@example.org'`);
  await untilCurrent(db, tournamentId);
  const [match] = await queryRows<{ player_one_id: string }>(
    db,
    sql`select player_one_id from matches where id = ${last.id}`,
  );
  let recordMs = 0;
  const totalMs = await timeIt(async () => {
    recordMs = await timeIt(async () => {
      const recorded = await fetch(`${base}/api/admin/matches/${last.id}/result`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ winnerId: match?.player_one_id, outcome: 'played', gameScore: '3-1' }),
      });
      if (!recorded.ok) throw new Error(`the result answered ${recorded.status}: ${await recorded.text()}`);
    });
    await untilCurrent(db, tournamentId);
  });
  reads?.stop();
  const result = await readings;
  const [counts] = await queryRows<{ entries: number; leagues: number }>(
    db,
    sql`select (select count(*)::int from entry_outlooks where tournament_id = ${tournamentId}) as entries,
               (select count(distinct league_id)::int from league_outlooks where tournament_id = ${tournamentId}) as leagues`,
  );
  const [verdicts] = await queryRows<{ can: number; out: number; unknown: number; leagueRows: number }>(
    db,
    sql`select count(*) filter (where first = 'can')::int as can, count(*) filter (where first = 'out')::int as out,
               count(*) filter (where first = 'unknown')::int as unknown,
               (select count(*)::int from league_outlooks where tournament_id = ${tournamentId}) as "leagueRows"
        from entry_outlooks where tournament_id = ${tournamentId}`,
  );
  report(
    `a result to every outlook current: ${counts?.entries} entries, ${counts?.leagues} leagues, ${(left?.matches ?? 0) - 1} matches left`,
    {
      ms: totalMs,
      record_ms: recordMs,
      after_ms: totalMs - recordMs,
      can_win: verdicts?.can ?? 0,
      out: verdicts?.out ?? 0,
      alive: verdicts?.unknown ?? 0,
      league_rows: verdicts?.leagueRows ?? 0,
    },
    'under 10,000 ms',
  );
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`leaderboard reads meanwhile: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  report(
    'leaderboard page meanwhile, 50 in flight (HTTP)',
    { p50_ms: result.latency.p50, p99_ms: result.latency.p99, rps: result.requests.average },
    'p99 under 50 ms',
  );
}

/** Waits until the tournament's outlook rows are for its standings as they are (its leaderboard version). */
async function untilCurrent(db: Db, tournamentId: string) {
  for (;;) {
    const [row] = await queryRows<{ current: boolean }>(
      db,
      sql`select exists (select 1 from entry_outlooks o join tournaments t on t.id = o.tournament_id
                         where t.id = ${tournamentId} and o.leaderboard_version = t.leaderboard_version) as current`,
    );
    if (row?.current) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A match decided for its player one, 3-1, and the winner moved on to the next match's slot. */
async function playerOneWins(db: Db, matchId: string) {
  await db.execute(sql`
    with won as (
      update matches set is_completed = true, winner_id = player_one_id, game_score = '3-1', outcome = 'played',
                         completed_at = now(), updated_at = now()
      where id = ${matchId}
      returning winner_id, next_match_id, next_match_player_slot
    )
    update matches n set
      player_one_id = case when won.next_match_player_slot = 1 then won.winner_id else n.player_one_id end,
      player_two_id = case when won.next_match_player_slot = 2 then won.winner_id else n.player_two_id end
    from won where n.id = won.next_match_id`);
}
