/**
 * npm run admin -- grant EMAIL | revoke EMAIL
 * Gives or takes the admin role. With the embedded database, stop the server first: PGlite is
 * one process's database.
 */
import { userInfo } from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { serverHolds } from '../db/backup.js';
import { type Executor, openDatabase } from '../db/client.js';
import { auth_users, users } from '../db/schema.js';
import { recordAudit, resourceName } from '../modules/audit/service.js';
import { syncProfile } from '../modules/users/service.js';

/** The account's profile brought up to date (made, for an account that has never used the site). */
async function syncAccount(db: Executor, email: string) {
  const [account] = await db.select().from(auth_users).where(sql`lower(${auth_users.email}) = lower(${email})`);
  if (account) await syncProfile(db, account);
}

export async function setRole(db: Executor, email: string, role: 'admin' | 'user'): Promise<string> {
  await syncAccount(db, email);
  const updated = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ username: users.username });
  if (updated.length === 0) throw new Error(`No user with the email ${email}. They need to sign up first.`);
  return `${email} (${updated[0]?.username}) is ${role === 'admin' ? 'now an admin' : 'no longer an admin'}.`;
}

/**
 * The command itself: the role given or taken, and recorded in the audit log like a back-office write
 * (by 'npm run admin' as the operating-system user who ran it, from this machine).
 */
export async function runAdminCommand(db: Executor, command: 'grant' | 'revoke', email: string): Promise<string> {
  const profile = () => db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  await syncAccount(db, email);
  const [before] = await profile();
  const message = await setRole(db, email, command === 'grant' ? 'admin' : 'user');
  const [after] = await profile();
  await recordAudit(db, {
    adminId: null,
    adminEmail: `npm run admin (${userInfo().username})`,
    address: 'local',
    action: `CLI ${command}`,
    resourceType: 'user',
    resourceId: after?.id ?? null,
    resourceName: (await resourceName(db, 'user', after?.id)) ?? email,
    statusCode: 200,
    request: { command, email },
    before: before ?? null,
    after: after ?? null,
  });
  return message;
}

async function main() {
  const [command, email] = process.argv.slice(2);
  if (!email || (command !== 'grant' && command !== 'revoke')) {
    console.log('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.DATABASE_URL && (await serverHolds(config.DATA_DIR))) {
    console.log(`The server is running on ${config.DATA_DIR}: stop it first (one process owns an embedded database).`);
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    console.log(await runAdminCommand(database.db, command, email));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').slice(-2).join('/'))) {
  main().catch((error: unknown) => {
    console.log(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
