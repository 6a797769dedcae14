import type { AdminAuditQuery, AuditEntry, AuditResource } from '@squash/core';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { adminAudit, dataIssues, leagues, matches, players, prizes, tournaments, users } from '../../db/schema.js';
import { paged, pageWindow } from '../../lib/paging.js';

/**
 * Every write route of the back office and what it is about; `null` for the POSTs that change nothing
 * (previews). A new admin write route must be named here: the audit test fails for one that isn't.
 */
export const AUDITED_ROUTES: Record<string, AuditResource | null> = {
  'POST /api/admin/matches': 'match',
  'PATCH /api/admin/matches/:id': 'match',
  'POST /api/admin/matches/:id/result': 'match',
  'POST /api/admin/matches/:id/qualifier': 'match',
  'DELETE /api/admin/matches/:id': 'match',
  'POST /api/admin/tournaments-psa': 'tournament',
  'POST /api/admin/tournaments-upload': 'tournament',
  'POST /api/admin/tournaments-upload/preview': null,
  'POST /api/admin/tournaments/:id/sync': 'tournament',
  'PATCH /api/admin/tournaments/:id': 'tournament',
  'POST /api/admin/tournaments/:id/second-chance': 'tournament',
  'DELETE /api/admin/tournaments/:id': 'tournament',
  'POST /api/admin/players': 'player',
  'PATCH /api/admin/players/:id': 'player',
  'DELETE /api/admin/players/:id': 'player',
  'POST /api/admin/users': 'user',
  'PUT /api/admin/users/:id': 'user',
  'DELETE /api/admin/users/:id': 'user',
  'POST /api/admin/users/:id/credits': 'credits',
  'POST /api/admin/prizes/:id/mark-paid': 'prize',
  'DELETE /api/admin/leagues/:id': 'league',
  'DELETE /api/admin/data-issues/:id': 'data-issue',
  'POST /api/admin/rankings': 'ranking',
  'POST /api/admin/rankings/preview': null,
};

/** The table whose row is the resource of an `:id` route, read as it was before the write. */
const TABLES: Partial<Record<AuditResource, PgTable & { id: unknown }>> = {
  match: matches,
  tournament: tournaments,
  player: players,
  user: users,
  credits: users,
  prize: prizes,
  league: leagues,
  'data-issue': dataIssues,
};

/** Fields never written to the log, wherever they appear. */
const SECRET_FIELDS = new Set(['password', 'newPassword', 'currentPassword', 'token', 'secret']);

/** A value as JSON the log can keep: secrets left out, dates as ISO strings. */
export function forTheLog(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (key, field) => (SECRET_FIELDS.has(key) ? undefined : field)) ?? 'null');
}

/** The row an `:id` route is about, before the write (null when there is none). */
export async function resourceBefore(db: Executor, resource: AuditResource, id: string | undefined) {
  const table = TABLES[resource];
  if (!table || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(table)
    .where(eq((table as unknown as { id: Parameters<typeof eq>[0] }).id, id));
  return forTheLog(row ?? null);
}

export interface AuditRecord {
  adminId: string | null;
  adminEmail: string;
  address: string;
  action: string;
  resourceType: AuditResource;
  resourceId: string | null;
  statusCode: number;
  request: unknown;
  before: unknown;
  after: unknown;
}

export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db.insert(adminAudit).values({
    ...record,
    request: forTheLog(record.request),
    before: forTheLog(record.before),
    after: forTheLog(record.after),
  });
}

const toEntry = (row: typeof adminAudit.$inferSelect): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  adminId: row.adminId,
  adminEmail: row.adminEmail,
  address: row.address,
  action: row.action,
  resourceType: row.resourceType,
  resourceId: row.resourceId,
  statusCode: row.statusCode,
  request: row.request ?? null,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** The audit log, newest first, by administrator, resource and days (UTC, both included). */
export function listAudit(db: Executor, query: AdminAuditQuery) {
  const conditions = [
    query.admin ? sql`lower(${adminAudit.adminEmail}) = lower(${query.admin})` : undefined,
    query.resource ? eq(adminAudit.resourceType, query.resource) : undefined,
    query.from ? gte(adminAudit.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(adminAudit.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  return paged(
    query,
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map(toEntry)),
    db.select({ count: sql<number>`count(*)::int` }).from(adminAudit).where(where),
  );
}
