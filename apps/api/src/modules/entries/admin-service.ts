import type { AdminEntry, AdminListQuery } from '@squash/core';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { entries, tournaments, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';

async function adminEntries(
  db: Executor,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<AdminEntry[]> {
  const rows = await db
    .select({
      id: entries.id,
      userId: entries.userId,
      username: users.username,
      tournamentId: entries.tournamentId,
      tournamentName: tournaments.name,
      status: entries.status,
      finalizedAt: entries.finalizedAt,
      createdAt: entries.createdAt,
      points: entries.points,
      rank: entries.rank,
    })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(where)
    .orderBy(desc(entries.createdAt), asc(entries.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Every entry, newest first. */
export function listAdminEntries(db: Executor, query: AdminListQuery) {
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    adminEntries(db, undefined, limit, offset),
    db.select({ count: sql<number>`count(*)::int` }).from(entries),
  );
}

export async function getAdminEntry(db: Executor, id: string): Promise<AdminEntry> {
  const [entry] = await adminEntries(db, eq(entries.id, id), 1, 0);
  if (!entry) throw notFound('Entry');
  return entry;
}

/** A tournament's entries (at most 10,000), newest first. */
export function tournamentEntries(db: Executor, tournamentId: string) {
  return adminEntries(db, eq(entries.tournamentId, tournamentId), 10_000, 0);
}
