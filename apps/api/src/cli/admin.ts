/**
 * npm run admin -- grant EMAIL | revoke EMAIL
 * Gives or takes the admin role. With the embedded database, stop the server first: PGlite is
 * one process's database.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { type Executor, openDatabase } from '../db/client.js';
import { auth_users, users } from '../db/schema.js';
import { syncProfile } from '../modules/users/service.js';

export async function setRole(db: Executor, email: string, role: 'admin' | 'user'): Promise<string> {
  const [account] = await db.select().from(auth_users).where(sql`lower(${auth_users.email}) = lower(${email})`);
  if (account) await syncProfile(db, account);
  const updated = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ username: users.username });
  if (updated.length === 0) throw new Error(`No user with the email ${email}. They need to sign up first.`);
  return `${email} (${updated[0]?.username}) is ${role === 'admin' ? 'now an admin' : 'no longer an admin'}.`;
}

async function main() {
  const [command, email] = process.argv.slice(2);
  if (!email || (command !== 'grant' && command !== 'revoke')) {
    console.log('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    console.log(await setRole(database.db, email, command === 'grant' ? 'admin' : 'user'));
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
