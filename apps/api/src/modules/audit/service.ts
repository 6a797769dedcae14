import { type AdminAuditQuery, type AuditEntry, type AuditResource, type Gender, tournamentTitle } from '@squash/core';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.js';
import {
  accountReviews,
  adminAudit,
  dataIssues,
  jurisdictions,
  leagues,
  matches,
  players,
  prizeDisputes,
  prizes,
  siteSettings,
  tournaments,
  users,
} from '../../db/schema.js';
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
  'PUT /api/admin/tournaments/:id/prize-hold': 'tournament',
  'DELETE /api/admin/tournaments/:id/prize-hold': 'tournament',
  'POST /api/admin/disputes/:id/resolve': 'dispute',
  'DELETE /api/admin/leagues/:id': 'league',
  'DELETE /api/admin/data-issues/:id': 'data-issue',
  'POST /api/admin/rankings': 'ranking',
  'POST /api/admin/rankings/preview': null,
  'PUT /api/admin/jurisdictions/:code': 'jurisdiction',
  'DELETE /api/admin/jurisdictions/:code': 'jurisdiction',
  'POST /api/admin/account-reviews/:id/resolve': 'account-review',
  'PUT /api/admin/site-settings': 'site-settings',
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
  dispute: prizeDisputes,
  'account-review': accountReviews,
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
  if (resource === 'jurisdiction' && id) {
    const [row] = await db.select().from(jurisdictions).where(eq(jurisdictions.code, id));
    return forTheLog(row ?? null);
  }
  if (resource === 'site-settings') {
    const [row] = await db.select().from(siteSettings);
    return forTheLog(row ?? null);
  }
  const table = TABLES[resource];
  if (!table || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(table)
    .where(eq((table as unknown as { id: Parameters<typeof eq>[0] }).id, id));
  return forTheLog(row ?? null);
}

interface NameParts {
  name: string | null;
  tournament_name: string | null;
  gender: Gender | null;
}

const fanName = sql.raw(`coalesce(u.username || ' (' || u.email || ')', u.email)`);

/**
 * SQL reading what names one resource of each type, by its id: the name itself, and the tournament (name
 * and gender) it belongs to where that is part of how people know it.
 */
const NAMES: Partial<Record<AuditResource, (id: string) => SQL>> = {
  tournament: (id) => sql`select null as name, name as tournament_name, gender from tournaments where id = ${id}`,
  match: (id) =>
    sql`select r.name || ': ' || coalesce(p1.full_name, 'TBD') || ' v ' || coalesce(p2.full_name, 'TBD') as name,
               t.name as tournament_name, t.gender
        from matches m join rounds r on r.id = m.round_id join tournaments t on t.id = m.tournament_id
        left join players p1 on p1.id = m.player_one_id left join players p2 on p2.id = m.player_two_id
        where m.id = ${id}`,
  player: (id) => sql`select full_name as name, null as tournament_name, null as gender from players where id = ${id}`,
  user: (id) => sql`select ${fanName} as name, null as tournament_name, null as gender from users u where u.id = ${id}`,
  credits: (id) =>
    sql`select ${fanName} as name, null as tournament_name, null as gender from users u where u.id = ${id}`,
  prize: (id) =>
    sql`select 'Prize of ' || coalesce(${fanName}, 'a deleted fan') as name, t.name as tournament_name, t.gender
        from prizes p left join users u on u.id = p.user_id left join tournaments t on t.id = p.tournament_id
        where p.id = ${id}`,
  league: (id) => sql`select name, null as tournament_name, null as gender from leagues where id = ${id}`,
  'data-issue': (id) =>
    sql`select left(description, 120) as name, null as tournament_name, null as gender from data_issues where id = ${id}`,
  dispute: (id) =>
    sql`select 'Dispute by ' || coalesce(${fanName}, 'a deleted fan') as name, t.name as tournament_name, t.gender
        from prize_disputes d left join users u on u.id = d.user_id left join tournaments t on t.id = d.tournament_id
        where d.id = ${id}`,
  'account-review': (id) =>
    sql`select 'Review of ' || coalesce(a.username, 'a deleted fan') || ' and ' || coalesce(b.username, 'a deleted fan')
               as name, null as tournament_name, null as gender
        from account_reviews r left join users a on a.id = r.user_id left join users b on b.id = r.other_user_id
        where r.id = ${id}`,
};

/** The resource's name now, with its tournament's title where it has one; null when it no longer exists. */
export async function resourceName(db: Executor, resource: AuditResource, id: string | undefined) {
  if (resource === 'jurisdiction') return id === '*' ? 'Everywhere else' : (id ?? null);
  if (resource === 'site-settings') return 'Site settings';
  const query = NAMES[resource];
  if (!query || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await queryRows<NameParts>(db, query(id));
  if (!row) return null;
  const tournament =
    row.tournament_name && row.gender ? tournamentTitle({ name: row.tournament_name, gender: row.gender }) : null;
  return [row.name, tournament].filter(Boolean).join(', ') || null;
}

export interface AuditRecord {
  adminId: string | null;
  adminEmail: string;
  address: string;
  action: string;
  resourceType: AuditResource;
  resourceId: string | null;
  /** The resource's name when the action was recorded: after it, or before it for one it removed. */
  resourceName: string | null;
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
  resourceName: row.resourceName,
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
    // The day after the last one: none after 9999-12-31, the last day PostgreSQL's timestamps print as ISO.
    query.to && query.to < '9999-12-31'
      ? lt(adminAudit.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000))
      : undefined,
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
