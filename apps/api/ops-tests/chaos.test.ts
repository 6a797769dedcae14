import type { MatchTip, TournamentDetail } from '@squash/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionOptions } from '../src/db/client.js';
import { bracketTips, ELIGIBLE_AUSTRALIAN } from '../test/helpers.js';
import {
  emptyDatabase,
  fetchPatiently,
  type ServerProcess,
  signInCookie,
  startServer,
  stopServer,
  waitHealthy,
} from './server-process.js';

/*
 * Crash safety (npm run test:chaos): the production server is killed with SIGKILL in the middle of a
 * burst of tip submissions, five times, and restarted each time. Every write it acknowledged must be
 * there afterwards, no entry may be half written, and the restart must log no error.
 */
const PORT = Number(process.env.CHAOS_PORT ?? 3650);
const FANS = 6;
const KILLS = 5;
const PASSWORD = 'Chaos!Test2026';
const SCORES = ['3-0', '3-1', '3-2'] as const;

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let client: pg.Client;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await emptyDatabase();
  client = new pg.Client(connectionOptions(database.url));
  await client.connect();
}, 30_000);
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await client?.end();
  await database?.drop();
}, 30_000);

const start = async () => {
  // The demo's tournaments free (fees have their own concurrency tests): the fans here hold no credits.
  const started = startServer(database.url, PORT, { RATE_LIMIT_ENABLED: 'false', ENTRY_FEE_CREDITS: '0' });
  await waitHealthy(started);
  return started;
};

/** A fan with a verified account, signed in: the verification link is read from the outbox table. */
async function newFan(n: number): Promise<string> {
  const email = `chaos${n}@example.org`;
  const url = (server as ServerProcess).url;
  const signUp = await fetchPatiently(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD, name: '' }),
  });
  expect(signUp.status).toBe(200);
  const { rows } = await client.query<{ link: string }>(
    `select link from mail_outbox where "to" = $1 order by created_at desc limit 1`,
    [email],
  );
  const link = new URL(rows[0]?.link as string);
  await fetch(`${url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const cookie = await signInCookie(server as ServerProcess, email, PASSWORD);
  // The terms accepted, as the site's dialog asks: every entry needs them (issue 62).
  const declared = await fetchPatiently(`${url}/api/user`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify(ELIGIBLE_AUSTRALIAN),
  });
  expect(declared.status).toBe(200);
  return cookie;
}

/** The draw's full bracket with a variant (0-8) written into the scores of its first two picks. */
const variantTips = (base: MatchTip[], variant: number): MatchTip[] =>
  base.map((tip, index) =>
    index === 0
      ? { ...tip, predictedScore: SCORES[variant % 3] as MatchTip['predictedScore'] }
      : index === 1
        ? { ...tip, predictedScore: SCORES[Math.floor(variant / 3) % 3] as MatchTip['predictedScore'] }
        : tip,
  );
const variantOf = (tips: MatchTip[], base: MatchTip[]) => {
  const score = (matchId: string | undefined) => tips.find((tip) => tip.matchId === matchId)?.predictedScore;
  return (
    SCORES.indexOf(score(base[0]?.matchId) as (typeof SCORES)[number]) +
    3 * SCORES.indexOf(score(base[1]?.matchId) as (typeof SCORES)[number])
  );
};

interface Sent {
  variant: number;
  acknowledged: boolean;
  entryId?: string;
}

describe('the server killed during a burst of submissions', () => {
  it('loses no acknowledged write and leaves no partial entry, five times over', async () => {
    server = await start();
    const [{ id: tournamentId }] = (
      await client.query<{ id: string }>(
        `select id from tournaments where status = 'UPCOMING' and parent_id is null limit 1`,
      )
    ).rows as [{ id: string }];
    const detail = (
      (await (await fetch(`${server.url}/api/tournaments/${tournamentId}`)).json()) as {
        data: TournamentDetail;
      }
    ).data;
    const base = bracketTips(detail);
    const fans = await Promise.all(Array.from({ length: FANS }, (_, n) => newFan(n)));
    const sent: Sent[][] = fans.map(() => []);
    const entryIds: Array<string | undefined> = fans.map(() => undefined);

    for (let kill = 0; kill < KILLS; kill++) {
      const url = server.url;
      let running = true;
      const burst = fans.map(async (cookie, fan) => {
        while (running) {
          const variant = Math.floor(Math.random() * 9);
          const record: Sent = { variant, acknowledged: false };
          (sent[fan] as Sent[]).push(record);
          const entryId = entryIds[fan];
          try {
            const response = await fetch(
              entryId ? `${url}/api/entries/${entryId}/match-tips` : `${url}/api/tournaments/${tournamentId}/entries`,
              {
                method: entryId ? 'PUT' : 'POST',
                headers: { 'content-type': 'application/json', cookie, origin: url },
                body: JSON.stringify({ matchTips: variantTips(base, variant) }),
              },
            );
            if (response.ok) {
              record.acknowledged = true;
              entryIds[fan] ??= ((await response.json()) as { data: { id: string } }).data.id;
            } else if (response.status === 409 && !entryId) {
              // The entry was written but its answer lost in the last crash: find it and edit from now on.
              const mine = (await (await fetch(`${url}/api/entries`, { headers: { cookie } })).json()) as {
                data: Array<{ id: string; tournamentId: string }>;
              };
              entryIds[fan] = mine.data.find((entry) => entry.tournamentId === tournamentId)?.id;
            }
          } catch {
            return; // the server is gone
          }
        }
      });
      // A random moment 0.6 to 1.5 s in, and not before this burst has had more answers than fans: on a loaded
      // machine the first answers can take longer than that, and a kill before any is a crash with nothing to keep.
      const acknowledgedSoFar = () => sent.flat().filter((record) => record.acknowledged).length;
      const before = acknowledgedSoFar();
      await new Promise((resolve) => setTimeout(resolve, 600 + Math.random() * 900));
      await expect
        .poll(() => acknowledgedSoFar() - before, {
          message: `crash ${kill + 1}: answers to the burst`,
          timeout: 30_000,
          interval: 20,
        })
        .toBeGreaterThan(FANS);
      server.child.kill('SIGKILL');
      await server.exited;
      running = false;
      await Promise.all(burst);

      server = await start();
      // No partial entry: every entry has its row of tips, complete, and every tips row its entry.
      const { rows: partial } = await client.query(
        `select e.id from entries e left join entry_tips t on t.entry_id = e.id
          where e.tournament_id = $2 and e.user_id in (select id from users where email like 'chaos%')
            and (t.entry_id is null or (select count(*) from unnest(t.winner_ids) w where w is not null) <> $1)
         union all
         select t.entry_id from entry_tips t left join entries e on e.id = t.entry_id where e.id is null`,
        [base.length, tournamentId],
      );
      expect(partial, `crash ${kill + 1}: partial entries`).toEqual([]);
      // No lost acknowledged write: each fan's saved picks are the last acknowledged ones or a later send's.
      for (const [fan, cookie] of fans.entries()) {
        const history = sent[fan] as Sent[];
        const lastAcked = history.findLastIndex((record) => record.acknowledged);
        if (lastAcked < 0) continue;
        const entryId = entryIds[fan];
        expect(entryId, `fan ${fan} has an acknowledged entry`).toBeDefined();
        const saved = (await (await fetch(`${server.url}/api/entries/${entryId}`, { headers: { cookie } })).json()) as {
          data: { matchTips: MatchTip[] };
        };
        const allowed = new Set(history.slice(lastAcked).map((record) => record.variant));
        expect(allowed, `crash ${kill + 1}, fan ${fan}`).toContain(variantOf(saved.data.matchTips, base));
      }
      const restartLog = server.output.join('');
      expect(restartLog, `crash ${kill + 1}: the restart logged errors`).not.toMatch(
        /"level":(50|60)|\bERROR\b|Error:/,
      );
    }
    const acknowledged = sent.flat().filter((record) => record.acknowledged).length;
    console.log(`chaos: ${KILLS} kills, ${sent.flat().length} submissions sent, ${acknowledged} acknowledged`);
    expect(acknowledged).toBeGreaterThan(KILLS * FANS);
  }, 300_000);
});
