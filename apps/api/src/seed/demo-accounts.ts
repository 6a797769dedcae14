import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app.js';
import { appSettings, auth_users, users } from '../db/schema.js';
import { syncProfile } from '../modules/users/service.js';

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', name: 'Demo Admin', role: 'admin' as const, username: 'demo_admin' },
  // The demo seed gives this email to a fan with history, so signing in shows real entries.
  { email: 'fan@example.com', name: 'Demo Fan', role: 'user' as const, username: undefined },
];

export interface DemoSignIn {
  email: string;
  role: 'admin' | 'user';
  /** The password to print, or null once its owner has changed it (it is never set again). */
  password: string | null;
}

/**
 * A password nobody can guess from the README: 18 random characters plus one of each class the
 * password rules ask for.
 */
export function generateDemoPassword(): string {
  return `${randomBytes(14).toString('base64url')}-Sq7`;
}

const settingKey = (email: string) => `demo_password:${email}`;

/**
 * Sign-ins for trying the product, created once, verified, straight through better-auth's own adapter
 * and password hashing (no mail is sent), and linked to their profiles. The password is `password`
 * (DEMO_PASSWORD) or one generated here; the role is given when the account is created and never again,
 * so `npm run admin -- revoke` and a changed password survive restarts. A generated password is kept in
 * app_settings (like the generated session secret) so each start can print it while it still works.
 */
export async function ensureDemoAccounts(app: App, password?: string): Promise<DemoSignIn[]> {
  const context = await app.auth.$context;
  const signIns: DemoSignIn[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await app.db.select().from(auth_users).where(sql`lower(${auth_users.email}) = ${account.email}`);
    if (existing) {
      signIns.push({
        email: account.email,
        role: account.role,
        password: await printablePassword(app, existing.id, account.email, password),
      });
      continue;
    }
    const chosen = password ?? generateDemoPassword();
    const created = await context.internalAdapter.createUser(
      { email: account.email, name: account.name, emailVerified: true },
      { method: 'admin' },
    );
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await context.password.hash(chosen),
    });
    if (!password)
      await app.db
        .insert(appSettings)
        .values({ key: settingKey(account.email), value: chosen })
        .onConflictDoNothing();
    const [user] = await app.db.select().from(auth_users).where(eq(auth_users.id, created.id));
    if (!user) throw new Error(`could not create ${account.email}`);
    const profile = await syncProfile(app.db, user);
    await app.db
      .update(users)
      .set({ role: account.role, ...(account.username ? { username: account.username } : {}) })
      .where(eq(users.id, profile.id));
    signIns.push({ email: account.email, role: account.role, password: chosen });
  }
  return signIns;
}

/** The configured or generated password of an existing demo account, if it still signs in. */
async function printablePassword(app: App, userId: string, email: string, configured?: string) {
  const context = await app.auth.$context;
  const [credential] = (await context.internalAdapter.findAccounts(userId)).filter(
    (row) => row.providerId === 'credential' && row.password,
  );
  if (!credential?.password) return null;
  const [stored] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, settingKey(email)));
  for (const candidate of [configured, stored?.value]) {
    if (candidate && (await context.password.verify({ hash: credential.password, password: candidate })))
      return candidate;
  }
  return null;
}
