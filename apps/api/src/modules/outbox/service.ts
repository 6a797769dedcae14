import type { OutboxMail, OutboxQuery } from '@squash/core';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { paged, pageWindow } from '../../lib/paging.js';

/**
 * The mails kept instead of sent (no SMTP), newest first. They hold verification and reset links, so
 * only administrators may read them (GET /api/admin/outbox): never a public page.
 */
export async function listOutbox(db: Database, query: OutboxQuery) {
  const where = query.to ? sql`lower(${mailOutbox.to}) = ${query.to}` : undefined;
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset)
      .then((rows): OutboxMail[] => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))),
    db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  );
}
