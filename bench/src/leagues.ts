import { queryRows } from '@squash/api/testing';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { signedInFan } from './sign-in.js';
import { report, timeIt } from './stats.js';

type Db = Parameters<typeof queryRows>[0];

const LEAGUES = 1000;
const MEMBERS = 100;
/** Signed-in readers: each is in 50 leagues (the most a fan may join), every one read at random. */
const READERS = 20;

/**
 * A league's table of one tournament, for its members only, on the tipping bench's tournament (100,000
 * entries): 1,000 leagues of 100 of its fans, read over HTTP by signed-in members at 200 in flight.
 */
export async function benchLeagueTables(db: Db, base: string, tournamentId: string) {
  const seeding = await timeIt(async () => {
    await db.execute(sql`insert into leagues (name, invite_code)
      select 'Bench League ' || n, 'BENCH' || lpad(n::text, 5, '0') from generate_series(1, ${LEAGUES}) n`);
    // The first 100,000 bench fans, 100 to a league; the first of each owns it.
    await db.execute(sql`
      with l as (select id, row_number() over (order by name) - 1 as k from leagues where name like 'Bench League %'),
      u as (select id, row_number() over (order by email) - 1 as n from users where email like 'bench%@example.org')
      insert into league_members (league_id, user_id, role)
      select l.id, u.id, case when u.n % ${MEMBERS} = 0 then 'owner' else 'member' end
      from u join l on l.k = u.n / ${MEMBERS}
      where u.n < ${LEAGUES * MEMBERS}`);
  });
  const [counted] = await queryRows<{ leagues: number; members: number }>(
    db,
    sql`select count(*)::int as leagues, sum(member_count)::int as members from leagues`,
  );
  report(`seed ${counted?.leagues} leagues, ${counted?.members} members`, { s: seeding / 1000 });

  // Readers sign up and in as a fan does (their sessions come from better-auth), then each is put in 50 leagues.
  const readers: Array<{ cookie: string; leagues: string[] }> = [];
  for (let i = 0; i < READERS; i++) {
    const email = `league-reader-${i}@example.org`;
    const { cookie } = await signedInFan(db, base, email);
    const leagues = await queryRows<{ id: string }>(
      db,
      sql`insert into league_members (league_id, user_id)
          select l.id, u.id from (select id from leagues where name like 'Bench League %' order by random() limit 50) l,
               users u where u.email = ${email}
          returning league_id as id`,
    );
    readers.push({ cookie, leagues: leagues.map((league) => league.id) });
  }

  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
  const request = () => {
    const reader = pick(readers);
    return {
      method: 'GET' as const,
      path: `/api/leagues/${pick(reader.leagues)}/leaderboard?tournamentId=${tournamentId}&page=${Math.floor(Math.random() * 5)}&page_size=20`,
      headers: { cookie: reader.cookie },
    };
  };
  const sample = request();
  const first = await fetch(`${base}${sample.path}`, { headers: sample.headers });
  if (first.status !== 200) throw new Error(`league table answered ${first.status}: ${await first.text()}`);
  for (const connections of [50, 200]) {
    const result = await autocannon({
      url: base,
      connections,
      duration: 10,
      requests: [{ setupRequest: (each) => ({ ...each, ...request() }) }],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`league table load: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    report(`league table of a tournament, ${connections} in flight (HTTP, 10 s, members only)`, {
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      max_ms: result.latency.max,
      rps: result.requests.average,
    });
  }
}
