import { SCORING } from '@squash/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

const WINNER = SCORING.pointsPerCorrectWinner;
const BONUS = SCORING.bonusForCorrectGameScore;

/**
 * Re-scores and re-ranks every entry of a tournament in two set-based statements (never a loop over
 * entries): score = correct winners, points = 10 per correct winner + 1 per correct game score,
 * possibleScore = decided non-bye matches, maxPoints = points still reachable, rank = competition
 * rank by points (1, 2, 2, 4). Run inside the transaction that changed the results.
 */
export async function scoreTournament(db: Executor, tournamentId: string): Promise<void> {
  await db.execute(sql`
    with decided as (
      select id, winner_id, game_score,
             case when winner_id = player_one_id then player_two_id else player_one_id end as loser_id
      from matches
      where tournament_id = ${tournamentId} and is_completed and not is_bye and winner_id is not null
    ),
    eliminated as (select loser_id as player_id from decided where loser_id is not null),
    tallies as (
      select t.entry_id,
        count(*) filter (where t.predicted_winner_id = d.winner_id)::int as score,
        coalesce(sum(
          case when t.predicted_winner_id = d.winner_id
               then ${WINNER} + case when t.predicted_score = d.game_score then ${BONUS} else 0 end
               else 0 end
        ), 0)::int as points,
        coalesce(sum(
          case when d.id is null and t.predicted_winner_id not in (select player_id from eliminated)
               then ${WINNER} + case when t.predicted_score is not null then ${BONUS} else 0 end
               else 0 end
        ), 0)::int as still_open
      from match_tips t
      join entries e on e.id = t.entry_id
      join matches m on m.id = t.match_id and not m.is_bye
      left join decided d on d.id = t.match_id
      where e.tournament_id = ${tournamentId}
      group by t.entry_id
    )
    update entries e set
      score = coalesce(tl.score, 0),
      points = coalesce(tl.points, 0),
      max_points = coalesce(tl.points, 0) + coalesce(tl.still_open, 0),
      possible_score = (select count(*)::int from decided),
      updated_at = now()
    from entries e2
    left join tallies tl on tl.entry_id = e2.id
    where e.id = e2.id and e2.tournament_id = ${tournamentId}
  `);
  await db.execute(sql`
    update entries e set rank = ranked.rank
    from (
      select id, rank() over (order by points desc)::int as rank
      from entries
      where tournament_id = ${tournamentId} and status <> 'REFUNDED'
    ) ranked
    where e.id = ranked.id and e.rank is distinct from ranked.rank
  `);
}

/** Career totals on the profile: points, correct tips and decided tips over every counted entry. */
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
