import type { AdminPlayerDetail, AdminPlayerListQuery, PlayerForm, PlayerUpdate } from '@squash/core';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, onlyRow } from '../../db/client.js';
import { matches, players } from '../../db/schema.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';
import { requireChanges } from '../../lib/require-changes.js';
import { matchOrder, selectMatches } from '../draws/match-queries.js';
import { listPlayers, toPlayer } from './service.js';

/** A unique-index failure on players is a taken External ID, told on its field. */
function externalIdTaken(error: unknown): unknown {
  if (sqlState(error) !== UNIQUE_VIOLATION) return error;
  return AppError.saidOf('externalId', 'CONFLICT', ADMIN_ERRORS.playerExists);
}

/** A rank typed in the back office is as of today (a list's rank carries the list's date). */
const rankDate = (worldRank: number | null | undefined, now: Date) =>
  worldRank ? now.toISOString().slice(0, 10) : null;

/** A tour's players, ranked first (by rank), then by name: the public list's order. */
export function listAdminPlayers(db: Executor, query: AdminPlayerListQuery) {
  return listPlayers(db, { ...query, sort_by: 'world_rank', sort_order: 'asc' });
}

/** A player with up to 50 matches still to play and the last 50 played. */
export async function getAdminPlayer(db: Executor, id: string): Promise<AdminPlayerDetail> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  if (!row) throw notFound('Player');
  const involved = sql`(${matches.playerOneId} = ${id} or ${matches.playerTwoId} = ${id})`;
  const [upcoming, completed] = await Promise.all([
    selectMatches(db, {
      where: and(involved, eq(matches.isCompleted, false)),
      orderBy: matchOrder.startsAt('asc'),
      limit: 50,
    }),
    selectMatches(db, {
      where: and(involved, eq(matches.isCompleted, true)),
      orderBy: matchOrder.startsAt('desc'),
      limit: 50,
    }),
  ]);
  return { ...toPlayer(row), upcomingMatches: upcoming, completedMatches: completed };
}

export async function createPlayer(db: Executor, body: PlayerForm, now: Date) {
  try {
    const row = onlyRow(
      await db
        .insert(players)
        .values({ ...body, worldRankDate: rankDate(body.worldRank, now) })
        .returning(),
      'The new player',
    );
    return toPlayer(row);
  } catch (error) {
    throw externalIdTaken(error);
  }
}

/** Only the changed fields are written; a changed rank is as of today. */
export async function updatePlayer(db: Executor, id: string, body: PlayerUpdate, now: Date) {
  const [stored] = await db.select().from(players).where(eq(players.id, id));
  if (!stored) throw notFound('Player');
  const changes = requireChanges(stored, body);
  const dated = 'worldRank' in changes ? { ...changes, worldRankDate: rankDate(changes.worldRank, now) } : changes;
  try {
    const row = onlyRow(
      await db
        .update(players)
        .set({ ...dated, updatedAt: sql`now()` })
        .where(eq(players.id, id))
        .returning(),
      'The player',
    );
    return toPlayer(row);
  } catch (error) {
    throw externalIdTaken(error);
  }
}

/**
 * A player leaves the tournaments they were only listed in; one in a draw or a fan's tips stays
 * (the database refuses, told as a conflict).
 */
export async function deletePlayer(db: Executor, id: string) {
  const [stored] = await db.select({ id: players.id }).from(players).where(eq(players.id, id));
  if (!stored) throw notFound('Player');
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from tournament_players where player_id = ${id}
        and not exists (select 1 from matches m where m.tournament_id = tournament_players.tournament_id
                        and ${id} in (m.player_one_id, m.player_two_id, m.winner_id))`);
      await tx.delete(players).where(eq(players.id, id));
    });
  } catch (error) {
    if ([RESTRICT_VIOLATION, FOREIGN_KEY_VIOLATION].includes(sqlState(error) ?? '')) {
      throw AppError.said('CONFLICT', ADMIN_ERRORS.playerInUse);
    }
    throw error;
  }
  return { id };
}
