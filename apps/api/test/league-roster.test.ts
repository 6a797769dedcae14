import type { Entry, LeagueRoster, TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { listOutbox } from '../src/modules/outbox/service.js';
import { asUser, bracketTips, createTestApp, signedInUser, type TestContext, upcomingTournament } from './helpers.js';

/*
 * A league owner's roster for the next tournament, and the reminder: counted as the entries stand, sent once a
 * day at most, only to the members who haven't finished, by push where they have a device, else by mail, and
 * never to a member who turned reminders off.
 */
let ctx: TestContext;
let upcoming: TournamentDetail;
let leagueId: string;
const fans: Record<string, { cookie: string; id: string; email: string }> = {};

const as = (who: string) => asUser(fans[who]?.cookie ?? '');
const roster = (who: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/leagues/${leagueId}/roster${query}`, headers: as(who) });
const remind = (who: string, tournamentId = upcoming.id, league = leagueId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/leagues/${league}/reminders`,
    headers: as(who),
    payload: { tournamentId },
  });
const mailsTo = async (email: string) =>
  (await listOutbox(ctx.app.db, { to: email, page: 0, page_size: 20 })).data.filter((mail) =>
    /reminds you: pick/.test(mail.subject),
  );

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  upcoming = await upcomingTournament(ctx.app);
  for (const who of ['owner', 'complete', 'incomplete', 'none', 'quiet', 'phone', 'outsider']) {
    const email = `${who}.roster@example.org`;
    const cookie = await signedInUser(ctx.app, email);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(cookie) })).json().data;
    fans[who] = { cookie, id: me.id, email };
  }
  const league = await ctx.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: as('owner'),
    payload: { name: 'Roster Club' },
  });
  leagueId = league.json().data.id;
  const code = league.json().data.inviteCode;
  for (const who of ['complete', 'incomplete', 'none', 'quiet', 'phone']) {
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/leagues/join',
      headers: as(who),
      payload: { code },
    });
    expect(joined.statusCode).toBe(200);
  }
  const enter = async (who: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/tournaments/${upcoming.id}/entries`,
      headers: as(who),
      payload: { matchTips: bracketTips(upcoming) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Entry;
  };
  await enter('complete');
  // A late draw change took a pick away from this one.
  const partial = await enter('incomplete');
  await ctx.database.db.execute(sql`update entry_tips set winner_ids[1] = null where entry_id = ${partial.id}`);
  // Reminders off: no mail, no device.
  await ctx.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: as('quiet'),
    payload: { tournamentUpdatesEnabled: false },
  });
  // A device, with tips reminders on (the default kinds).
  await ctx.database.db.execute(
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, session_key)
        values (${fans.phone?.id}, 'http://127.0.0.1:9/push/roster', 'key', 'auth', 'session')`,
  );
});
afterAll(async () => ctx?.close());

describe("a league owner's roster", () => {
  it('counts complete, incomplete and missing entries for the next tournament, and how each member can be reached', async () => {
    // Without a tournament named, the next to start.
    const next = (await roster('owner')).json().data as LeagueRoster;
    const open = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=UPCOMING&page_size=50' })).json()
      .data as Array<{ id: string; startsAt: string | null }>;
    const soonest = open
      .filter((each) => each.startsAt !== null)
      .sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? ''))[0];
    expect(next.tournament?.id).toBe(soonest?.id);

    const response = await roster('owner', `?tournamentId=${upcoming.id}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as LeagueRoster;
    expect(data.tournament?.id).toBe(upcoming.id);
    const byName = new Map(data.members.map((member) => [member.username, member]));
    const statusOf = (who: string) =>
      data.members.find((member) => member.userId === fans[who]?.id) ?? { status: undefined, reach: undefined };
    expect(statusOf('complete').status).toBe('COMPLETE');
    expect(statusOf('incomplete').status).toBe('INCOMPLETE');
    expect(statusOf('none').status).toBe('NONE');
    expect(statusOf('owner').status).toBe('NONE');
    expect(statusOf('quiet').reach).toBe('none');
    expect(statusOf('phone').reach).toBe('push');
    expect(statusOf('none').reach).toBe('mail');
    expect(data.counts).toEqual({ complete: 1, incomplete: 1, none: 4 });
    expect(byName.size).toBe(6);
    expect(data.nextReminderAt).toBeNull();
  });

  it("is the owner's alone: a member is refused, anyone else doesn't find the league", async () => {
    expect((await roster('complete')).statusCode).toBe(403);
    expect((await roster('outsider')).statusCode).toBe(404);
    expect((await remind('complete')).statusCode).toBe(403);
    expect((await roster('owner', '?tournamentId=nope')).statusCode).toBe(400);
  });
});

describe("the owner's reminder", () => {
  it('goes once, to the unfinished who can be reached: push to a device, else mail, never to reminders turned off', async () => {
    // Four at once, the ids in either letter case (one league, one tournament): one is sent, the others refused.
    const answers = await Promise.all([
      remind('owner'),
      remind('owner', upcoming.id.toUpperCase()),
      remind('owner', upcoming.id, leagueId.toUpperCase()),
      remind('owner', upcoming.id.toUpperCase(), leagueId.toUpperCase()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429]);
    const sent = answers.find((answer) => answer.statusCode === 201)?.json().data;
    expect(sent).toMatchObject({ byPush: 1, byMail: 2 });

    expect(await mailsTo(fans.none?.email ?? '')).toHaveLength(1);
    expect(await mailsTo(fans.incomplete?.email ?? '')).toHaveLength(1);
    for (const who of ['complete', 'quiet', 'phone', 'owner', 'outsider']) {
      expect(await mailsTo(fans[who]?.email ?? ''), who).toHaveLength(0);
    }
    const [mail] = await mailsTo(fans.none?.email ?? '');
    expect(mail?.subject).toBe(
      `${(await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: as('owner') })).json().data.username} reminds you: pick ${upcoming.name} before it starts`,
    );
    const events = await queryRows<{ devices: number }>(
      ctx.database.db,
      sql`select devices from push_events where key like ${`league-reminder:${leagueId}:${upcoming.id}:%`}`,
    );
    expect(events).toEqual([{ devices: 1 }]);
  });

  it('waits a day before the next, saying when it can go; then goes again', async () => {
    const again = await remind('owner');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/went out less than a day ago; the next can go at /);
    const data = (await roster('owner', `?tournamentId=${upcoming.id}`)).json().data as LeagueRoster;
    expect(data.lastReminderAt).not.toBeNull();
    expect(new Date(data.nextReminderAt ?? 0).getTime() - new Date(data.lastReminderAt ?? 0).getTime()).toBe(
      86_400_000,
    );

    ctx.clock.advance(86_400_000 + 1000);
    if (new Date(upcoming.startsAt ?? 0).getTime() > ctx.clock.now().getTime()) {
      // Asked with the ids in capitals: the push event is still keyed by the league as stored.
      expect((await remind('owner', upcoming.id.toUpperCase(), leagueId.toUpperCase())).statusCode).toBe(201);
      expect(await mailsTo(fans.none?.email ?? '')).toHaveLength(2);
      const events = await queryRows<{ key: string }>(
        ctx.database.db,
        sql`select key from push_events where key ilike ${`league-reminder:${leagueId}:%`}`,
      );
      expect(events.map((event) => event.key.startsWith(`league-reminder:${leagueId}:${upcoming.id}:`))).toEqual([
        true,
        true,
      ]);
    }
  });

  it('is refused once tips are locked', async () => {
    ctx.clock.set(new Date(new Date(upcoming.startsAt ?? 0).getTime() + 1000));
    const late = await remind('owner');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/are locked: a reminder can no longer help/);
  });
});
