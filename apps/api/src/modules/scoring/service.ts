import { eliminatedPlayers, SCORING } from '@squash/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { loadTipDraw } from '../draws/tip-draw.js';
import { lostGames, tipSlotSql } from '../draws/tip-slots.js';

const WINNER = SCORING.pointsPerCorrectWinner;
/**
 * What an empty slot of the tip arrays reads as once its NULLs are replaced (and -1 in lost_games): an
 * array without NULLs has no null bitmap, so PostgreSQL reads element n directly, where with one it
 * counts its way to n, for every one of the 100 or so elements a full re-score reads per entry.
 */
const NO_PICK = '00000000-0000-0000-0000-000000000000';
const BONUS = SCORING.bonusForCorrectGameScore;

/**
 * The `ranked` rows of a re-score, over its `scored` rows (id, status, user_id and the new figures):
 * competition rank by points (1, 2, 2, 4) and the leaderboard position (rank, then username), neither for
 * a refunded entry. The same for every path, so they all rank alike.
 */
const RANKED = sql.raw(`ranked as (
      select s.*,
        case when s.status = 'REFUNDED' then null else rank() over (partition by s.status = 'REFUNDED' order by s.points desc) end::int as rank,
        case when s.status = 'REFUNDED' then null
             else row_number() over (partition by s.status = 'REFUNDED' order by s.points desc, lower(u.username), s.id) end::int as position
      from scored s join users u on u.id = s.user_id
    )`);

/**
 * Re-scores every entry of a tournament from scratch (never a loop over entries): score = correct
 * winners, points = 10 per correct winner + 1 per correct game score, possibleScore = decided non-bye
 * matches, maxPoints = points still reachable; and re-ranks, in the same statement. Used after
 * corrections and draw changes; a new result takes the incremental path below.
 *
 * The draw is read first (a few dozen rows), and each entry's figures are then one expression over
 * its own tip arrays, a term per match, instead of a row per tip joined and grouped (6.3 million rows
 * at 100,000 entries of 63 tips). Only the entries whose figures or place change are written.
 */
export async function scoreTournament(db: Executor, tournamentId: string): Promise<void> {
  const draw = await queryRows<{
    slot: number;
    decided: boolean;
    winner_id: string | null;
    loser_id: string | null;
    game_score: string | null;
    in_group: boolean;
  }>(
    db,
    sql`select ${tipSlotSql('r', 'm')} as slot,
               m.is_completed and m.winner_id is not null as decided,
               m.group_label is not null as in_group,
               m.winner_id,
               case when m.winner_id = m.player_one_id then m.player_two_id else m.player_one_id end as loser_id,
               m.game_score
        from matches m join rounds r on r.id = m.round_id
        where m.tournament_id = ${tournamentId} and not m.is_bye
        order by 1`,
  );
  const decided = draw.filter((match) => match.decided);
  const open = draw.filter((match) => !match.decided);
  // In a knockout a loser is out; in a Finals, who is out is what its group's remaining matches say, and a group
  // match's own players can win it whatever their standing (decision 033).
  const finals = draw.some((match) => match.in_group);
  const eliminated = finals
    ? [...eliminatedPlayers(await loadTipDraw(db, tournamentId))]
    : decided.flatMap((match) => (match.loser_id ? [match.loser_id] : []));
  const sum = (terms: SQL[]) => (terms.length ? sql.join(terms, sql` + `) : sql`0`);
  const winner = (slot: number) => sql.raw(`t.w[${Number(slot)}]`);
  const lost = (slot: number) => sql.raw(`t.l[${Number(slot)}]`);
  const score = sum(
    decided.map((match) => sql`case when ${winner(match.slot)} = ${match.winner_id} then 1 else 0 end`),
  );
  const points = sum(
    decided.map((match) => {
      const games = bonusGames(match.game_score);
      const bonus = games === null ? sql`0` : sql`case when ${lost(match.slot)} = ${games} then ${BONUS} else 0 end`;
      return sql`case when ${winner(match.slot)} = ${match.winner_id} then ${WINNER} + ${bonus} else 0 end`;
    }),
  );
  const stillIn = (slot: number) => sql`${winner(slot)} <> all(${`{${[NO_PICK, ...eliminated].join(',')}}`}::uuid[])`;
  const picked = (slot: number) => sql`${winner(slot)} <> ${NO_PICK}`;
  const stillOpen = sum(
    open.map(
      (match) =>
        sql`case when ${match.in_group ? picked(match.slot) : stillIn(match.slot)} then ${WINNER} + case when ${lost(match.slot)} >= 0 then ${BONUS} else 0 end else 0 end`,
    ),
  );
  await db.transaction(async (tx) => {
    // The ranking sorts every entry: in memory (about 10 MB at 100,000 entries), not in temporary files.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`
    with scored as materialized (
      select e.id, e.status, e.user_id,
        ${score} as score,
        ${points} as points,
        ${stillOpen} as still_open
      from entries e
      left join (
        select t.entry_id,
               array_replace(t.winner_ids, null, ${NO_PICK}::uuid) as w,
               array_replace(t.lost_games, null, (-1)::smallint) as l
        from entry_tips t join entries e on e.id = t.entry_id
        where e.tournament_id = ${tournamentId}
        offset 0
      ) t on t.entry_id = e.id
      where e.tournament_id = ${tournamentId}
    ),
    ${RANKED}
    update entries e set
      score = r.score, points = r.points, max_points = r.points + r.still_open, possible_score = ${decided.length},
      rank = r.rank, position = r.position, updated_at = now()
    from ranked r
    where e.id = r.id
      and (e.score, e.points, e.max_points, e.possible_score, e.rank, e.position)
          is distinct from (r.score, r.points, r.points + r.still_open, ${decided.length}, r.rank, r.position)
  `);
  });
  await bumpLeaderboardVersion(db, tournamentId);
}

/**
 * Scores one new result without touching the other 62 matches' tips: each entry's tip on this match
 * adds its points, every entry's possibleScore grows by one, and the points still reachable drop by
 * what this match and the loser's later picks can no longer give. Equal to `scoreTournament`
 * (a test holds them together), and much cheaper at 100,000 entries: it reads one element of each
 * entry's tip arrays, and a few more for the matches the loser could still have been picked to win.
 */
export async function scoreNewResult(
  db: Executor,
  {
    tournamentId,
    matchId,
    winnerId,
    loserId,
    gameScore,
  }: {
    tournamentId: string;
    matchId: string;
    winnerId: string;
    loserId: string;
    gameScore: string;
  },
): Promise<void> {
  // The match's tip slot, and the slots of the undecided matches on the loser's path through the
  // draw (from their first match to the final): the only places the rules let a fan pick them.
  const [slots] = await queryRows<{ slot: number; later: number[] | string | null }>(
    db,
    sql`with recursive path as (
          (select m.id, m.next_match_id from matches m join rounds r on r.id = m.round_id
           where m.tournament_id = ${tournamentId} and ${loserId} in (m.player_one_id, m.player_two_id)
           order by r.index limit 1)
          union all
          select m.id, m.next_match_id from matches m join path p on m.id = p.next_match_id
        )
        select (select ${tipSlotSql('r', 'm')} from matches m join rounds r on r.id = m.round_id
                where m.id = ${matchId}) as slot,
               (select array_agg(${tipSlotSql('r', 'm')}) from path p join matches m on m.id = p.id
                join rounds r on r.id = m.round_id where not m.is_completed and m.id <> ${matchId}) as later`,
  );
  if (!slots) return;
  const slot = Number(slots.slot);
  const later = parseIntArray(slots.later);
  const lost = lostGames(gameScore);
  const tipValue = (at: SQL) => sql`${WINNER} + case when t.lost_games[${at}] is not null then ${BONUS} else 0 end`;
  const laterLost = later.length
    ? sql.join(
        later.map(
          (at) => sql`case when t.winner_ids[${at}::int] = ${loserId} then ${tipValue(sql`${at}::int`)} else 0 end`,
        ),
        sql` + `,
      )
    : sql`0`;
  const at = sql`${slot}::int`;
  // One statement, one write per entry: new figures, then ranks over the new points.
  await db.execute(sql`
    with scored as materialized (
      select e.id, e.status, e.user_id,
        e.score + case when t.winner_ids[${at}] = ${winnerId} then 1 else 0 end as score,
        e.points + case when t.winner_ids[${at}] = ${winnerId}
                        then ${WINNER} + case when t.lost_games[${at}] = ${lost} then ${BONUS} else 0 end
                        else 0 end as points,
        e.max_points
          - case when t.winner_ids[${at}] = ${winnerId}
                   then case when t.lost_games[${at}] is not null and t.lost_games[${at}] <> ${lost} then ${BONUS} else 0 end
                 when t.winner_ids[${at}] = ${loserId}
                   then ${tipValue(at)}
                 else 0 end
          - coalesce(${laterLost}, 0) as max_points,
        e.possible_score + 1 as possible_score
      from entries e
      left join entry_tips t on t.entry_id = e.id
      where e.tournament_id = ${tournamentId}
    ),
    ${RANKED}
    update entries e set
      score = r.score, points = r.points, max_points = r.max_points, possible_score = r.possible_score,
      rank = r.rank, position = r.position, updated_at = now()
    from ranked r
    where e.id = r.id
  `);
  await bumpLeaderboardVersion(db, tournamentId);
}

/**
 * Scores a correction of one decided match (another winner, another game score, or both) from the
 * figures every entry already has, as `scoreNewResult` does for a new result: equal to
 * `scoreTournament` (the scoring-exactness test holds them together) and, at 100,000 entries, a few
 * elements of each entry's tip arrays instead of all of them. Only for a match whose next match has no
 * result yet (recordResult refuses to change a winner otherwise): then the slots after it are all
 * undecided, the same for both players, and the correction moves 'still reachable' points on them from
 * the new loser's picks to the new winner's.
 */
export async function scoreCorrection(
  db: Executor,
  {
    tournamentId,
    matchId,
    before,
    after,
  }: {
    tournamentId: string;
    matchId: string;
    before: { winnerId: string; gameScore: string | null };
    after: { winnerId: string; gameScore: string | null };
  },
): Promise<void> {
  // The match's tip slot, and the undecided slots after it up to the final.
  const [slots] = await queryRows<{ slot: number; later: number[] | string | null }>(
    db,
    sql`with recursive path as (
          select m.next_match_id as id from matches m where m.id = ${matchId} and m.next_match_id is not null
          union all
          select m.next_match_id from matches m join path p on m.id = p.id where m.next_match_id is not null
        )
        select (select ${tipSlotSql('r', 'm')} from matches m join rounds r on r.id = m.round_id
                where m.id = ${matchId}) as slot,
               (select array_agg(${tipSlotSql('r', 'm')}) from path p join matches m on m.id = p.id
                join rounds r on r.id = m.round_id where not m.is_completed) as later`,
  );
  if (!slots) return;
  const at = sql`${Number(slots.slot)}::int`;
  // What the match's tip earns under a result: 10 for its winner, and 1 more for its game score.
  const earned = (result: { winnerId: string; gameScore: string | null }) => {
    const games = bonusGames(result.gameScore);
    const bonus = games === null ? sql`0` : sql`case when t.lost_games[${at}] = ${games} then ${BONUS} else 0 end`;
    return sql`case when t.winner_ids[${at}] = ${result.winnerId} then ${WINNER} + ${bonus} else 0 end`;
  };
  const won = (winnerId: string) => sql`case when t.winner_ids[${at}] = ${winnerId} then 1 else 0 end`;
  const pointsDelta = sql`(${earned(after)}) - (${earned(before)})`;
  // The new winner's later picks can still score, the new loser's no longer can.
  const later = before.winnerId === after.winnerId ? [] : parseIntArray(slots.later);
  const reachable = (slot: number, playerId: string) =>
    sql`case when t.winner_ids[${slot}::int] = ${playerId}
             then ${WINNER} + case when t.lost_games[${slot}::int] is not null then ${BONUS} else 0 end else 0 end`;
  const stillOpenDelta = later.length
    ? sql.join(
        later.map((slot) => sql`${reachable(slot, after.winnerId)} - ${reachable(slot, before.winnerId)}`),
        sql` + `,
      )
    : sql`0`;
  await db.transaction(async (tx) => {
    // The ranking sorts every entry: in memory, as in scoreTournament.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`
    with scored as materialized (
      -- An entry without tips (left join) earns nothing either way: every term is 0.
      select e.id, e.status, e.user_id,
        e.score + ${won(after.winnerId)} - ${won(before.winnerId)} as score,
        e.points + ${pointsDelta} as points,
        e.max_points + ${pointsDelta} + ${stillOpenDelta} as max_points
      from entries e
      left join entry_tips t on t.entry_id = e.id
      where e.tournament_id = ${tournamentId}
    ),
    ${RANKED}
    update entries e set
      score = r.score, points = r.points, max_points = r.max_points, rank = r.rank, position = r.position,
      updated_at = now()
    from ranked r
    where e.id = r.id
      and (e.score, e.points, e.max_points, e.rank, e.position)
          is distinct from (r.score, r.points, r.max_points, r.rank, r.position)
  `);
  });
  await bumpLeaderboardVersion(db, tournamentId);
}

/** The games a result's winner dropped, when its game score can earn the bonus ('3-1' -> 1); else null. */
function bonusGames(gameScore: string | null): number | null {
  return gameScore && /^3-[0-2]$/.test(gameScore) ? lostGames(gameScore) : null;
}

/** node-postgres parses int[] into numbers; PGlite may hand back the literal ('{1,2}'). */
function parseIntArray(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** Competition rank by points (1, 2, 2, 4) and the leaderboard position (rank, then username). */
export async function rankTournament(db: Executor, tournamentId: string): Promise<void> {
  await db.execute(sql`
    update entries e set rank = ranked.rank, position = ranked.position
    from (
      select e.id,
             rank() over (order by e.points desc)::int as rank,
             row_number() over (order by e.points desc, lower(u.username), e.id)::int as position
      from entries e join users u on u.id = e.user_id
      where e.tournament_id = ${tournamentId} and e.status <> 'REFUNDED'
    ) ranked
    where e.id = ranked.id and (e.rank, e.position) is distinct from (ranked.rank, ranked.position)
  `);
  await bumpLeaderboardVersion(db, tournamentId);
}

/** Tells cached leaderboard pages (in every API process) that theirs are out of date. */
async function bumpLeaderboardVersion(db: Executor, tournamentId: string): Promise<void> {
  await db.execute(
    sql`update tournaments set leaderboard_version = leaderboard_version + 1 where id = ${tournamentId}`,
  );
}

/** Sets the carried-over career totals from entries (the demo seed's migrated history). */
export async function refreshUserTotals(db: Executor, userIds?: string[]): Promise<void> {
  const only = userIds ? sql`and e.user_id in ${userIds}` : sql``;
  await db.execute(sql`
    update users u set points = totals.points, correct_tips = totals.score, total_tips = totals.possible,
                       updated_at = now()
    from (
      select e.user_id, sum(e.points)::int as points, sum(e.score)::int as score, sum(e.possible_score)::int as possible
      from entries e
      where e.status <> 'REFUNDED' ${only}
      group by e.user_id
    ) totals
    where u.id = totals.user_id
  `);
}
