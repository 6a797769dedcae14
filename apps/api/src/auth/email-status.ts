import type { EmailStatus } from '@squash/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { auth_accounts, auth_users, users } from '../db/schema.js';

/** What the login flow needs to know of an email, and nothing more. */
export async function emailStatus(db: Executor, email: string): Promise<EmailStatus> {
  const [account] = await db
    .select({ id: auth_users.id })
    .from(auth_users)
    .innerJoin(auth_accounts, and(eq(auth_accounts.userId, auth_users.id), eq(auth_accounts.providerId, 'credential')))
    .where(sql`lower(${auth_users.email}) = lower(${email})`)
    .limit(1);
  if (account) return 'auth-user';
  const [profile] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return profile ? 'user' : 'non-user';
}
