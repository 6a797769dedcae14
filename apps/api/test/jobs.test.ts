import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { runLifecycleSweep, runTournamentFinish } from '../src/jobs/lifecycle.js';
import { startJobs } from '../src/jobs/queue.js';
import { fixedClock, systemClock } from '../src/lib/clock.js';
import { recordResult } from '../src/modules/results/service.js';
import { seedDemo } from '../src/seed/demo.js';
import { createTestDatabase, JOBS_FROM_SOURCE, SEED_NOW, type TestDatabase } from './helpers.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, { now: new Date(SEED_NOW) });
});
afterAll(async () => database?.drop());

const statusOf = async (name: string) =>
  (await queryRows<{ status: string }>(database.db, sql`select status from tournaments where name = ${name}`))[0]
    ?.status;

describe('the lifecycle sweep', () => {
  it('locks, scores and mails as time moves on, and does nothing twice', async () => {
    const mailer = outboxMailer(database.db, { quiet: true });
    const clock = fixedClock(SEED_NOW);
    const deps = { db: database.db, mailer, clock, baseUrl: 'http://localhost:3000', ...JOBS_FROM_SOURCE };
    const [upcoming] = await queryRows<{ id: string; starts_at: Date }>(
      database.db,
      sql`select id, starts_at from tournaments where status = 'UPCOMING' and parent_id is null`,
    );
    // A fan with an account, updates on, and no entry: reminded once within 24 hours of the start.
    await database.db.execute(
      sql`insert into auth_users (id, name, email, email_verified) values ('5b0f2b8e-8f3c-4a47-9c55-0d0e8f7a1b2c', 'R', 'remind@example.org', true)`,
    );
    await database.db.execute(
      sql`insert into users (email, username, provider_id) values ('remind@example.org', 'remindme', '5b0f2b8e-8f3c-4a47-9c55-0d0e8f7a1b2c')`,
    );
    expect((await runLifecycleSweep(deps)).reminders).toBe(0);
    clock.set(new Date(new Date(upcoming?.starts_at as Date).getTime() - 3_600_000));
    expect((await runLifecycleSweep(deps)).reminders).toBe(1);
    expect((await runLifecycleSweep(deps)).reminders).toBe(0);
    const [reminder] = await queryRows<{ subject: string; link: string }>(
      database.db,
      sql`select subject, link from mail_outbox where "to" = 'remind@example.org'`,
    );
    expect(reminder?.subject).toBe("Demo Men's Open 2026 starts soon: your tips are not in yet");

    clock.set(new Date(upcoming?.starts_at as Date));
    expect((await runLifecycleSweep(deps)).locked).toEqual([upcoming?.id]);
    expect(await statusOf("Demo Men's Open 2026")).toBe('ACTIVE');

    // Finish the active women's event: COMPLETED by the final's result, SCORED by the finish job.
    const open = () =>
      queryRows<{ id: string; player_one_id: string }>(
        database.db,
        sql`select m.id, m.player_one_id from matches m join tournaments t on t.id = m.tournament_id
            where t.name = 'Demo Women''s Challenger 2026' and not m.is_completed
              and m.player_one_id is not null and m.player_two_id is not null limit 1`,
      );
    for (let next = await open(); next.length > 0; next = await open()) {
      const [match] = next;
      await recordResult(database.db, {
        matchId: match?.id as string,
        winnerId: match?.player_one_id as string,
        outcome: 'walkover',
        now: clock.now(),
      });
    }
    expect(await statusOf("Demo Women's Challenger 2026")).toBe('COMPLETED');
    const [women] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from tournaments where name = 'Demo Women''s Challenger 2026'`,
    );
    // Recorded straight through the result operation, with no job queued by anyone: the sweep finishes
    // it all the same (ranks frozen, then, after the dispute window, its pool settled: PAYING while its winner's
    // cash prize is owed);
    // the seeded finished events were settled and paid out by the seed.
    // Its Second Chance's final is the same match: finished with it, and free, so nothing to pay out.
    const [chance] = await queryRows<{ id: string; name: string }>(
      database.db,
      sql`select id, name from tournaments where parent_id = ${women?.id}`,
    );
    const sweep = await runLifecycleSweep(deps);
    expect([...sweep.finished].sort()).toEqual([women?.id, chance?.id].sort());
    // Their prizes are provisional for the dispute window (48 hours): nothing settles before it ends.
    expect(sweep.settled).toEqual([]);
    expect(await statusOf("Demo Women's Challenger 2026")).toBe('SCORED');
    clock.set(new Date(clock.now().getTime() + 48 * 3_600_000 - 60_000));
    expect((await runLifecycleSweep(deps)).settled).toEqual([]);
    clock.set(new Date(clock.now().getTime() + 60_000));
    expect([...(await runLifecycleSweep(deps)).settled].sort()).toEqual([women?.id, chance?.id].sort());
    expect(await statusOf("Demo Women's Challenger 2026")).toBe('PAYING');
    expect(await statusOf(chance?.name as string)).toBe('PAID');
    expect(await statusOf('Windsor City Open 2023')).toBe('PAID');
    expect(await runTournamentFinish(deps, { tournamentId: women?.id })).toBe(false);
    expect(await runLifecycleSweep(deps)).toMatchObject({ locked: [], finished: [], settled: [] });
  });
});

describe('the job queue', () => {
  it('runs a delayed lock job at the start, and the job survives a restart of the runner', async () => {
    const deps = {
      db: database.db,
      mailer: outboxMailer(database.db, { quiet: true }),
      clock: systemClock,
      baseUrl: 'http://x',
      ...JOBS_FROM_SOURCE,
    };
    const startsAt = new Date(Date.now() + 2500);
    await database.db.execute(
      sql`update tournaments set status = 'UPCOMING', starts_at = ${startsAt.toISOString()}::timestamptz where name = 'Ponta Lagoa Brazil Open 2023'`,
    );
    const first = await startJobs(database, deps);
    // Stop before the job is due: it must still run after the next start.
    await first.stop();
    expect(await statusOf('Ponta Lagoa Brazil Open 2023')).toBe('UPCOMING');
    const second = await startJobs(database, deps);
    try {
      await expect
        .poll(() => statusOf('Ponta Lagoa Brazil Open 2023'), { timeout: 20_000, interval: 500 })
        .toBe('ACTIVE');
    } finally {
      await second.stop();
    }
  }, 40_000);
});

describe('lock jobs', () => {
  const lockJobs = () =>
    queryRows<{ state: string; start_after: Date; singleton_key: string }>(
      database.db,
      sql`select state, start_after, singleton_key from pgboss.job where name = 'tournament-lock' order by created_on`,
    );

  it('are queued once per tournament and start time, however often scheduled; a new start replaces the old', async () => {
    const deps = {
      db: database.db,
      mailer: outboxMailer(database.db, { quiet: true }),
      clock: systemClock,
      baseUrl: 'http://x',
      ...JOBS_FROM_SOURCE,
    };
    const startsAt = new Date(Date.now() + 3_600_000);
    const [tournament] = await queryRows<{ id: string }>(
      database.db,
      sql`update tournaments set status = 'UPCOMING', starts_at = ${startsAt.toISOString()}::timestamptz
          where name = 'Windsor City Open 2023' returning id`,
    );
    const runner = await startJobs(database, deps);
    try {
      const mine = async () => (await lockJobs()).filter((job) => job.singleton_key === tournament?.id);
      // Every start of a process schedules the locks, and so does every start-time edit.
      await runner.scheduleLocks();
      await runner.scheduleLocks();
      const second = await startJobs(database, deps);
      await second.stop();
      expect((await mine()).map((job) => job.state)).toEqual(['created']);

      const later = new Date(startsAt.getTime() + 3_600_000);
      await database.db.execute(
        sql`update tournaments set starts_at = ${later.toISOString()}::timestamptz where id = ${tournament?.id}`,
      );
      await runner.scheduleLocks();
      await runner.scheduleLocks();
      const jobs = await mine();
      expect(jobs.map((job) => job.state)).toEqual(['cancelled', 'created']);
      expect(new Date(jobs[1]?.start_after as Date).getTime()).toBe(later.getTime());
    } finally {
      await runner.stop();
      await database.db.execute(
        sql`update tournaments set status = 'SCORED', starts_at = null where id = ${tournament?.id}`,
      );
    }
  }, 40_000);
});
