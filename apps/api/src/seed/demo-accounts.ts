import { eq, sql } from 'drizzle-orm';
import type { App } from '../app.js';
import { auth_users, users } from '../db/schema.js';
import { syncProfile } from '../modules/users/service.js';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', name: 'Demo Admin', role: 'admin' as const, username: 'demo_admin' },
  // The demo seed gives this email to a fan with history, so signing in shows real entries.
  { email: 'fan@example.com', name: 'Demo Fan', role: 'user' as const, username: undefined },
];

/**
 * Sign-ins for trying the product: created verified, straight through better-auth's own adapter and
 * password hashing (no mail is sent), and linked to their profiles. Safe to run at every start.
 */
export async function ensureDemoAccounts(app: App, password: string) {
  const context = await app.auth.$context;
  for (const account of DEMO_ACCOUNTS) {
    let [user] = await app.db.select().from(auth_users).where(sql`lower(${auth_users.email}) = ${account.email}`);
    if (!user) {
      const created = await context.internalAdapter.createUser(
        { email: account.email, name: account.name, emailVerified: true },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await context.password.hash(password),
      });
      [user] = await app.db.select().from(auth_users).where(eq(auth_users.id, created.id));
    }
    if (!user) throw new Error(`could not create ${account.email}`);
    const profile = await syncProfile(app.db, user);
    await app.db
      .update(users)
      .set({ role: account.role, ...(account.username ? { username: account.username } : {}) })
      .where(eq(users.id, profile.id));
  }
  return DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role, password }));
}
