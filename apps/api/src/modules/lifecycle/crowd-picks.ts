import type { MatchPickStats } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { tournamentTips } from '../draws/tip-slots.js';

/**
 * Counts a tournament's crowd picks and, once the lock job has set it ACTIVE (no entry can be added
 * after that), keeps them. Under an advisory lock that the triggers deleting kept picks share, so a
 * change of tips under way is waited for and counted, and one coming later deletes what this keeps.
 */
export async function keepCrowdPicks(db: Executor, tournamentId: string): Promise<MatchPickStats[]> {
  return db.transaction(async (tx) => {
    // By the uuid's own text, as the triggers build it, whatever letter case the id came in.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended('crowd-picks:' || ${tournamentId}::uuid::text, 0))`,
    );
    const picks = await countCrowdPicks(tx, tournamentId);
    await tx.execute(
      sql`insert into crowd_picks (tournament_id, picks)
          select id, ${JSON.stringify(picks)}::jsonb from tournaments
          where id = ${tournamentId} and status not in ('CREATING', 'UPCOMING')
          on conflict (tournament_id) do update set picks = excluded.picks, computed_at = now()`,
    );
    return picks;
  });
}

async function countCrowdPicks(db: Executor, tournamentId: string): Promise<MatchPickStats[]> {
  const rows = await queryRows<{ match_id: string; player_id: string; count: number }>(
    db,
    sql`select t.match_id, t.predicted_winner_id as player_id, count(*)::int as count
        from ${tournamentTips(tournamentId)} t join entries e on e.id = t.entry_id
        where e.status <> 'REFUNDED'
        group by t.match_id, t.predicted_winner_id
        order by t.match_id, count desc, t.predicted_winner_id`,
  );
  const byMatch = new Map<string, Array<{ playerId: string; count: number }>>();
  for (const row of rows) {
    const list = byMatch.get(row.match_id) ?? [];
    list.push({ playerId: row.player_id, count: row.count });
    byMatch.set(row.match_id, list);
  }
  return [...byMatch].map(([matchId, picks]) => {
    const total = picks.reduce((sum, pick) => sum + pick.count, 0);
    return {
      matchId,
      total,
      picks: picks.map((pick) => ({ ...pick, percent: Math.round((pick.count / total) * 100) })),
    };
  });
}
