import type { ListPlayersQuery, Player } from '@squash/core';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { players } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';

type PlayerRow = typeof players.$inferSelect;

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    externalId: row.externalId,
    slug: row.slug,
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    gender: row.gender,
    imageUrl: row.imageUrl,
    url: row.url,
    worldRank: row.worldRank,
    worldRankDate: row.worldRankDate,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  world_rank: players.worldRank,
  full_name: players.fullName,
  created_at: players.createdAt,
} as const;

export async function listPlayers(db: Executor, query: ListPlayersQuery) {
  const where = query.gender ? eq(players.gender, query.gender) : undefined;
  const column = SORT_COLUMNS[query.sort_by];
  // Unranked players come last whichever way ranks are sorted.
  const order: SQL = query.sort_order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    db
      .select()
      .from(players)
      .where(where)
      .orderBy(order, asc(players.fullName), asc(players.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toPlayer)),
    db.select({ count: sql<number>`count(*)::int` }).from(players).where(where),
  );
}

export async function getPlayer(db: Executor, id: string): Promise<Player> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  if (!row) throw notFound('Player');
  return toPlayer(row);
}
