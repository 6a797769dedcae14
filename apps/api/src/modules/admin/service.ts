import type { AdminStats } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { effectiveStatusSql } from '../tournaments/service.js';

/** The back-office dashboard's counts; a tournament past its start counts as active before any job has run. */
export async function adminStats(db: Executor, now: Date): Promise<AdminStats> {
  const [row] = await queryRows<AdminStats>(
    db,
    sql`select
          (select count(*)::int from users) as users,
          (select count(*)::int from tournaments where ${effectiveStatusSql(now)} = 'ACTIVE') as "activeTournaments",
          (select count(*)::int from entries) as entries,
          (select count(*)::int from data_issues) as "openDataIssues"`,
  );
  return row as AdminStats;
}
