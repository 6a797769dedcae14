import type { queryRows } from '@squash/api/testing';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';

/** The bench fans' password: every account a bench inserts signs in with it. */
export const FAN_PASSWORD = 'Deadline!Fan2026';

/** Sign-ins one address may make in 10 minutes is 30 (plugins/rate-limits.ts): 20 fans an address. */
export const FANS_PER_ADDRESS = 20;

/**
 * Fans as signed-up, confirmed accounts, `<prefix><n>@example.org` (one password hash for all: the sign-ins
 * check it each time), each with the loopback address it signs in from, 20 to an address.
 */
export async function insertFanAccounts(
  db: Parameters<typeof queryRows>[0],
  prefix: string,
  count: number,
): Promise<Array<{ email: string; address: string }>> {
  const hash = await hashPassword(FAN_PASSWORD);
  await db.execute(
    sql`with made as (
          insert into auth_users (name, email, email_verified)
          select '', ${prefix} || n || '@example.org', true from generate_series(1, ${count}) n
          returning id)
        insert into auth_accounts (account_id, provider_id, user_id, password, updated_at)
        select id::text, 'credential', id, ${hash}, now() from made`,
  );
  return Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i + 1}@example.org`,
    address: `127.2.${Math.floor(i / FANS_PER_ADDRESS / 250)}.${(Math.floor(i / FANS_PER_ADDRESS) % 250) + 1}`,
  }));
}
