import { type OutboxMail, type OutboxQuery, pageInfo } from '@squash/core';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

/**
 * The mails kept instead of sent (no SMTP), newest first. They hold verification and reset links, so
 * only administrators may read them (GET /api/admin/outbox): never a public page.
 */
export async function listOutbox(db: Database, query: OutboxQuery) {
  const where = query.to ? sql`lower(${mailOutbox.to}) = ${query.to}` : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.page_size)
      .offset(query.page * query.page_size),
    db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  const data: OutboxMail[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { data, pageInfo: pageInfo({ page: query.page, pageSize: query.page_size, totalRecords: count?.count ?? 0 }) };
}
