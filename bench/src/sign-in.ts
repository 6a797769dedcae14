import { queryRows } from '@squash/api/testing';
import { sql } from 'drizzle-orm';

type Db = Parameters<typeof queryRows>[0];

const PASSWORD = 'Bench!League2026';

/**
 * A fan signed up, confirmed and signed in as the site does it (better-auth's own sessions), with the
 * profile made by the first signed-in call: the cookie and the origin the production server trusts
 * writes from (its public URL, http://localhost:<port> by default).
 */
export async function signedInFan(db: Db, base: string, email: string): Promise<{ cookie: string; origin: string }> {
  const origin = base.replace('127.0.0.1', 'localhost');
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD, name: '', callbackURL: '/dashboard' }),
  });
  if (!signUp.ok) throw new Error(`sign-up of ${email}: ${signUp.status}`);
  const [mail] = await queryRows<{ link: string }>(
    db,
    sql`select link from mail_outbox where "to" = ${email} order by created_at desc limit 1`,
  );
  const link = new URL(mail?.link ?? '');
  await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in of ${email}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  const synced = await fetch(`${base}/api/users-sync`, { method: 'POST', headers: { cookie, origin } });
  if (!synced.ok) throw new Error(`profile of ${email}: ${synced.status}`);
  return { cookie, origin };
}
