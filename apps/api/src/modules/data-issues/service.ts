import type { AdminListQuery, DataIssue } from '@squash/core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dataIssues } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';

function toDataIssue(row: typeof dataIssues.$inferSelect): DataIssue {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    severity: row.severity,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    resourceName: row.resourceName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an admin must look at (raised by imports and syncs), newest first unless asked otherwise. */
export function listDataIssues(db: Executor, query: AdminListQuery) {
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    db
      .select()
      .from(dataIssues)
      .orderBy(query.sort_order === 'asc' ? asc(dataIssues.createdAt) : desc(dataIssues.createdAt), asc(dataIssues.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toDataIssue)),
    db.select({ count: sql<number>`count(*)::int` }).from(dataIssues),
  );
}

/** An admin dismisses an issue. */
export async function deleteDataIssue(db: Executor, id: string) {
  const deleted = await db.delete(dataIssues).where(eq(dataIssues.id, id)).returning({ id: dataIssues.id });
  if (deleted.length === 0) throw notFound('Data issue');
  return { id };
}
