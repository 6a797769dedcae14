import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { scoreTournament } from '../scoring/service.js';
import { keepCrowdPicks } from './crowd-picks.js';

/**
 * UPCOMING tournaments whose start has passed become ACTIVE and their entries are finalized, in one
 * set-based pass, and their crowd picks are counted and kept for the reads that follow. Returns the
 * ids that changed. Safe to run any time, as often as wanted.
 */
export async function lockDueTournaments(db: Executor, now: Date, tournamentId?: string): Promise<string[]> {
  const only = tournamentId ? sql`and id = ${tournamentId}` : sql``;
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx,
      sql`update tournaments set status = 'ACTIVE', updated_at = now()
          where status = 'UPCOMING' and starts_at <= ${now.toISOString()}::timestamptz ${only}
          returning id`,
    );
    if (locked.length > 0) {
      const ids = locked.map((row) => row.id);
      await tx.execute(
        sql`update entries set status = 'FINALIZED', finalized_at = ${now.toISOString()}::timestamptz, updated_at = now()
            where status = 'OPEN' and tournament_id in ${ids}`,
      );
      // The starting figures (possible points, ranks) from which each result moves them.
      for (const id of ids) await scoreTournament(tx, id);
    }
    // Now that no entry can be added or changed: every fan who opens the draw asks for them at once.
    for (const { id } of locked) await keepCrowdPicks(tx, id);
    return locked.map((row) => row.id);
  });
}

/** ACTIVE becomes COMPLETED once the final has a result. Returns whether it changed. */
export async function completeIfFinalDecided(db: Executor, tournamentId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update tournaments t set status = 'COMPLETED', updated_at = now()
        where t.id = ${tournamentId} and t.status = 'ACTIVE'
          and exists (select 1 from matches m where m.tournament_id = t.id and m.next_match_id is null
                      and m.group_label is null and m.is_completed and m.winner_id is not null)
        returning t.id`,
  );
  return rows.length > 0;
}

/**
 * Tournaments whose final is in but whose ranks are not frozen yet. COMPLETED is the durable mark the
 * result operation leaves, whoever called it (back office, sync, import, a job): the finish job and the
 * lifecycle sweep take it from there, so no caller has to remember to.
 */
export async function completedTournamentIds(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from tournaments where status = 'COMPLETED'`);
  return rows.map((row) => row.id);
}

/**
 * COMPLETED becomes SCORED once the final ranks are computed and frozen; its prizes are provisional until
 * `settlesAt`, the end of the dispute window (issue 62, point 6).
 */
export async function freezeScores(
  db: Executor,
  tournamentId: string,
  { settlesAt }: { settlesAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await scoreTournament(tx, tournamentId);
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`update tournaments set status = 'SCORED', prizes_settle_at = ${settlesAt.toISOString()}::timestamptz,
            updated_at = now()
          where id = ${tournamentId} and status = 'COMPLETED' returning id`,
    );
    return rows.length > 0;
  });
}
