import {
  INVITE_CODE_ALPHABET,
  LEAGUE_LIMITS,
  type LeaderboardRow,
  type League,
  type Match,
  type MyLeague,
  type SeasonLeaderboardRow,
  type Tournament,
  type TournamentDetail,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { sendResultsMails } from '../src/modules/notifications/service.js';
import { asUser, createTestApp, demoSessions, latestMail, ORIGIN, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
let alice: string;
let bob: string;
let carol: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  ({ admin } = await demoSessions(ctx.app));
  alice = await signedInUser(ctx.app, 'league.alice@example.org');
  bob = await signedInUser(ctx.app, 'league.bob@example.org');
  carol = await signedInUser(ctx.app, 'league.carol@example.org');
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? asUser(cookie) : { origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });
const userIdOf = async (cookie: string) => (await call(cookie, 'GET', '/api/user-details')).json().data.id as string;
const create = async (cookie: string, name: string) => {
  const response = await call(cookie, 'POST', '/api/leagues', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as League;
};
const join = (cookie: string, code: string) => call(cookie, 'POST', '/api/leagues/join', { code });
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.database.db, query);

describe('creating and joining a league', () => {
  it('creates a league owned by its creator, with an invite code of at least 8 unguessable signs', async () => {
    const response = await call(alice, 'POST', '/api/leagues', { name: '  Club Night  ', description: 'Tuesdays' });
    expect(response.statusCode).toBe(201);
    const league = response.json().data as League;
    expect(league).toMatchObject({ name: 'Club Night', description: 'Tuesdays', memberCount: 1, myRole: 'owner' });
    expect(league.ownerId).toBe(await userIdOf(alice));
    expect(league.inviteCode.length).toBeGreaterThanOrEqual(8);
    expect([...league.inviteCode].every((sign) => INVITE_CODE_ALPHABET.includes(sign))).toBe(true);
    const another = await create(alice, 'Second league');
    expect(another.inviteCode).not.toBe(league.inviteCode);
  });

  it('refuses a name too short or too long, naming the problem, and anonymous callers', async () => {
    const short = await call(alice, 'POST', '/api/leagues', { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Name must be at least 3 characters');
    const long = await call(alice, 'POST', '/api/leagues', { name: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Name must be at most 40 characters');
    expect((await call(alice, 'POST', '/api/leagues', {})).json().error.message).toBe('Name is required');
    expect((await call(undefined, 'POST', '/api/leagues', { name: 'Nobody' })).statusCode).toBe(401);
  });

  it('joins by code (as typed: any case, with spaces or dashes), once, after showing what the code is for', async () => {
    const league = await create(alice, 'Friends of the T');
    const preview = await call(bob, 'GET', `/api/leagues/invites/${league.inviteCode.toLowerCase()}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      id: league.id,
      name: 'Friends of the T',
      memberCount: 1,
      isMember: false,
    });
    const typed = `${league.inviteCode.slice(0, 5).toLowerCase()}-${league.inviteCode.slice(5)} `;
    const joined = await join(bob, typed);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ joined: true, data: { id: league.id, memberCount: 2, myRole: 'member' } });
    const again = await join(bob, league.inviteCode);
    expect(again.json()).toMatchObject({ joined: false, data: { memberCount: 2 } });
    const mine = (await call(bob, 'GET', '/api/leagues')).json().data as MyLeague[];
    expect(mine.map((each) => each.id)).toEqual([league.id]);
  });

  it('says a wrong code is wrong without telling which leagues exist', async () => {
    const wrong = await join(bob, 'ZZZZZZZZZZ');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(
      'No league has this invite code. Check the code (or ask for a new link) and try again.',
    );
    expect((await call(bob, 'GET', '/api/leagues/invites/NOPE1234')).json().error.message).toBe(
      wrong.json().error.message,
    );
    expect((await join(bob, '')).statusCode).toBe(400);
    expect((await call(bob, 'POST', '/api/leagues/join', {})).json().error.message).toBe('Invite code is required');
  });
});

describe('members only', () => {
  it('answers 404 to non-members on every league route, and 403 to members on the owner’s', async () => {
    const league = await create(alice, 'Closed Door');
    await join(bob, league.inviteCode);
    const carolId = await userIdOf(carol);
    const bobId = await userIdOf(bob);
    const memberReads: Array<[Method, string, object?]> = [
      ['GET', `/api/leagues/${league.id}`],
      ['GET', `/api/leagues/${league.id}/members`],
      ['GET', `/api/leagues/${league.id}/leaderboard`],
    ];
    const ownerWrites: Array<[Method, string, object?]> = [
      ['PATCH', `/api/leagues/${league.id}`, { name: 'Taken over' }],
      ['POST', `/api/leagues/${league.id}/invite-code`],
      ['POST', `/api/leagues/${league.id}/owner`, { userId: bobId }],
      ['DELETE', `/api/leagues/${league.id}/members/${bobId}`],
      ['DELETE', `/api/leagues/${league.id}`],
    ];
    for (const [method, url, body] of [
      ...memberReads,
      ...ownerWrites,
      ['POST', `/api/leagues/${league.id}/leave`],
    ] as Array<[Method, string, object?]>) {
      const outsider = await call(carol, method, url, body);
      expect(outsider.statusCode, `${method} ${url}`).toBe(404);
      expect(outsider.json().error.message).toBe('League not found');
      expect((await call(admin, method, url, body)).statusCode, `${method} ${url} for an admin`).toBe(404);
    }
    for (const [method, url] of memberReads) expect((await call(bob, method, url)).statusCode).toBe(200);
    for (const [method, url, body] of ownerWrites) {
      const member = await call(bob, method, url, body);
      expect(member.statusCode, `${method} ${url}`).toBe(403);
      expect(member.json().error.message).toMatch(/^Only the league's owner can /);
    }
    // Nothing changed on the way.
    expect((await call(alice, 'GET', `/api/leagues/${league.id}`)).json().data).toMatchObject({
      name: 'Closed Door',
      inviteCode: league.inviteCode,
      memberCount: 2,
    });
    expect((await call(alice, 'DELETE', `/api/leagues/${league.id}/members/${carolId}`)).statusCode).toBe(404);
  });
});

describe("the owner's tools", () => {
  it('regenerates the invite code: the old one stops working, the new one works', async () => {
    const league = await create(alice, 'Code Change');
    const renewed = await call(alice, 'POST', `/api/leagues/${league.id}/invite-code`);
    expect(renewed.statusCode).toBe(200);
    const code = (renewed.json().data as League).inviteCode;
    expect(code).not.toBe(league.inviteCode);
    expect((await join(bob, league.inviteCode)).statusCode).toBe(404);
    expect((await join(bob, code)).statusCode).toBe(200);
  });

  it('removes a member, who then gets 404; can not remove themselves', async () => {
    const league = await create(alice, 'Pruned');
    await join(bob, league.inviteCode);
    await join(carol, league.inviteCode);
    const bobId = await userIdOf(bob);
    const removed = await call(alice, 'DELETE', `/api/leagues/${league.id}/members/${bobId}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/leagues/${league.id}`)).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/api/leagues/${league.id}/leaderboard`)).statusCode).toBe(404);
    const members = (await call(alice, 'GET', `/api/leagues/${league.id}/members`)).json();
    expect(members.data.map((m: { role: string }) => m.role)).toEqual(['owner', 'member']);
    expect(members.pageInfo.totalRecords).toBe(2);
    const self = await call(alice, 'DELETE', `/api/leagues/${league.id}/members/${await userIdOf(alice)}`);
    expect(self.statusCode).toBe(400);
    // Removed, not banned: the code still lets them back in.
    expect((await join(bob, league.inviteCode)).json().joined).toBe(true);
  });

  it('hands the league over, renames it, and deletes it', async () => {
    const league = await create(alice, 'Handover');
    await join(bob, league.inviteCode);
    const bobId = await userIdOf(bob);
    const handed = await call(alice, 'POST', `/api/leagues/${league.id}/owner`, { userId: bobId });
    expect(handed.statusCode).toBe(200);
    expect(handed.json().data).toMatchObject({ ownerId: bobId, myRole: 'member' });
    expect((await call(alice, 'PATCH', `/api/leagues/${league.id}`, { name: 'Mine again' })).statusCode).toBe(403);
    const renamed = await call(bob, 'PATCH', `/api/leagues/${league.id}`, { name: 'Bob’s now', description: '' });
    expect(renamed.json().data).toMatchObject({ name: 'Bob’s now', description: null, myRole: 'owner' });
    expect((await call(bob, 'DELETE', `/api/leagues/${league.id}`)).statusCode).toBe(200);
    expect((await call(alice, 'GET', `/api/leagues/${league.id}`)).statusCode).toBe(404);
  });
});

describe('leaving', () => {
  it('passes a league whose owner leaves to its oldest member, and removes it when the last one leaves', async () => {
    const league = await create(alice, 'Succession');
    await join(carol, league.inviteCode);
    await join(bob, league.inviteCode);
    expect((await call(alice, 'POST', `/api/leagues/${league.id}/leave`)).statusCode).toBe(200);
    const after = (await call(bob, 'GET', `/api/leagues/${league.id}`)).json().data as League;
    expect(after).toMatchObject({ ownerId: await userIdOf(carol), memberCount: 2 });
    await call(carol, 'POST', `/api/leagues/${league.id}/leave`);
    expect((await call(bob, 'GET', `/api/leagues/${league.id}`)).json().data.myRole).toBe('owner');
    await call(bob, 'POST', `/api/leagues/${league.id}/leave`);
    expect(await rows(sql`select id from leagues where id = ${league.id}`)).toEqual([]);
  });

  it('keeps the rules when an account is deleted', async () => {
    const owner = await signedInUser(ctx.app, 'league.gone@example.org');
    const league = await create(owner, 'Orphaned');
    await join(bob, league.inviteCode);
    await rows(sql`delete from users where email = 'league.gone@example.org'`);
    expect((await call(bob, 'GET', `/api/leagues/${league.id}`)).json().data).toMatchObject({
      ownerId: await userIdOf(bob),
      memberCount: 1,
    });
  });
});

describe('limits', () => {
  it(`stops a fan at ${LEAGUE_LIMITS.leaguesPerFan} leagues, creating or joining`, async () => {
    const fan = await signedInUser(ctx.app, 'league.collector@example.org');
    const inviter = await create(alice, 'One too many');
    const existing = ((await call(fan, 'GET', '/api/leagues')).json().data as unknown[]).length;
    for (let i = existing; i < LEAGUE_LIMITS.leaguesPerFan; i++) await create(fan, `Collection ${i}`);
    const refused = await call(fan, 'POST', '/api/leagues', { name: 'Fifty-first' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'You are in 50 leagues, the most a fan can belong to. Leave one to join or create another.',
    );
    expect((await join(fan, inviter.inviteCode)).statusCode).toBe(409);
  });

  it(`stops a league at ${LEAGUE_LIMITS.membersPerLeague.toLocaleString('en-GB')} members`, async () => {
    const league = await create(alice, 'Full House');
    // 9,999 more members, made in the database: the join checks the count the database keeps.
    await rows(sql`with made as (
        insert into users (email, username)
        select 'crowd' || n || '@example.org', 'crowd' || n from generate_series(1, 9999) n returning id
      )
      insert into league_members (league_id, user_id) select ${league.id}, id from made`);
    expect((await call(alice, 'GET', `/api/leagues/${league.id}`)).json().data.memberCount).toBe(10_000);
    const refused = await join(bob, league.inviteCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This league is full: it has 10,000 members, the most a league can have.',
    );
    await call(alice, 'DELETE', `/api/leagues/${league.id}`);
  });
});

describe("a league's tables", () => {
  let active: TournamentDetail;
  let global: LeaderboardRow[];
  let league: League;
  let memberIds: string[];

  const table = async (query: string) => {
    const response = await call(alice, 'GET', `/api/leagues/${league.id}/leaderboard?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    const list = (await call(undefined, 'GET', '/api/tournaments?status=ACTIVE')).json().data as Tournament[];
    active = (await call(undefined, 'GET', `/api/tournaments/${list[0]?.id}`)).json().data;
    global = (await call(undefined, 'GET', `/api/tournaments/${active.id}/leaderboard?page_size=100`)).json().data;
    league = await create(alice, 'Demo Fans');
    // Demo fans with a tie among them (two rows of one rank) and some ranked apart.
    const tied = global.find((row, i) => global.findIndex((other) => other.rank === row.rank) !== i);
    expect(tied, 'the demo has a tie on this leaderboard').toBeDefined();
    const chosen = [
      ...global.filter((row) => row.rank === tied?.rank).slice(0, 2),
      ...global.filter((row) => row.rank !== tied?.rank).filter((_row, i) => i % 7 === 0),
    ];
    memberIds = chosen.map((row) => row.userId);
    for (const userId of memberIds) {
      await rows(sql`insert into league_members (league_id, user_id) values (${league.id}, ${userId})`);
    }
  });

  /** A league's ranks, from the tournament's: one more than the members placed above. */
  const expectedRanks = (members: LeaderboardRow[]) =>
    members.map((row) => ({
      ...row,
      // Where an entry stands in the whole field is the tournament's table's; the league's, its own (none
      // here: no outlook job runs in these tests).
      outlook: null,
      leagueOutlook: null,
      rank:
        row.rank === null ? null : 1 + members.filter((other) => other.rank !== null && other.rank < row.rank!).length,
    }));

  it("ranks the members' entries within the league, ties sharing a place", async () => {
    const body = await table(`tournamentId=${active.id}&page_size=100`);
    const members = global.filter((row) => memberIds.includes(row.userId));
    expect(body.data).toEqual(expectedRanks(members));
    expect(body.pageInfo).toMatchObject({ totalRecords: members.length, currentPage: 0 });
    const ranks = (body.data as LeaderboardRow[]).map((row) => row.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    // Pages of the same table.
    const second = await table(`tournamentId=${active.id}&page=1&page_size=2`);
    expect(second.data).toEqual(body.data.slice(2, 4));
    expect(second.pageInfo).toMatchObject({ currentPage: 1, previousPage: 0, pageSize: 2 });
  });

  it('moves when a result comes in', async () => {
    const before = (await table(`tournamentId=${active.id}&page_size=100`)).data as LeaderboardRow[];
    const match = active.rounds
      .flatMap((round) => round.matches)
      .find((m) => !m.isCompleted && m.playerOne && m.playerTwo) as Match;
    const recorded = await call(admin, 'POST', `/api/admin/matches/${match.id}/result`, {
      winnerId: match.playerOne?.id,
      outcome: 'played',
      gameScore: '3-0',
      games: [
        [11, 5],
        [11, 6],
        [11, 7],
      ],
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const after = (await table(`tournamentId=${active.id}&page_size=100`)).data as LeaderboardRow[];
    const everyone = (await call(undefined, 'GET', `/api/tournaments/${active.id}/leaderboard?page_size=100`)).json()
      .data as LeaderboardRow[];
    expect(after).toEqual(expectedRanks(everyone.filter((row) => memberIds.includes(row.userId))));
    expect(after.map((row) => row.possibleScore)).not.toEqual(before.map((row) => row.possibleScore));
  });

  it("sums the season's points per member, ranked with ties sharing", async () => {
    const body = await table('page_size=100');
    const season = (await call(undefined, 'GET', `/api/leaderboard?page_size=100&season=${body.season.label}`)).json();
    expect(season.pageInfo.totalRecords).toBeLessThanOrEqual(100);
    const members = (season.data as SeasonLeaderboardRow[]).filter((row) => memberIds.includes(row.userId));
    expect(body.data).toEqual(
      members.map((row) => ({ ...row, rank: 1 + members.filter((other) => other.points > row.points).length })),
    );
    expect(body.pageInfo.totalRecords).toBe(members.length);
    // My leagues show my place in each season table: Alice has no entry, so none.
    const mine = (await call(alice, 'GET', '/api/leagues')).json().data as MyLeague[];
    expect(mine.find((each) => each.id === league.id)?.mySeasonRank).toBeNull();
  });

  it('refuses a bad query and an unknown tournament, naming the problem', async () => {
    const bad = await call(alice, 'GET', `/api/leagues/${league.id}/leaderboard?tournamentId=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('tournamentId must be a valid UUID');
    const unknown = await call(
      alice,
      'GET',
      `/api/leagues/${league.id}/leaderboard?tournamentId=00000000-0000-4000-8000-000000000000`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Tournament not found');
    expect((await call(alice, 'GET', `/api/leagues/${league.id}/leaderboard?season=2025-26`)).statusCode).toBe(400);
  });
});

describe('the results mail', () => {
  it('tells each member their place in each league, in the one results mail', async () => {
    const list = (await call(undefined, 'GET', '/api/tournaments?status=UPCOMING')).json().data as Tournament[];
    const finished = list[0] as Tournament;
    const dana = await signedInUser(ctx.app, 'league.dana@example.org');
    const erin = await signedInUser(ctx.app, 'league.erin@example.org');
    const finn = await signedInUser(ctx.app, 'league.finn@example.org');
    const league = await create(dana, 'Mail League');
    await join(erin, league.inviteCode);
    const other = await create(erin, 'Erin Alone');
    // Final places on the tournament's table: Finn 1st (in no league), Erin 2nd, Dana 4th.
    for (const [cookie, rank, points] of [
      [finn, 1, 60],
      [erin, 2, 50],
      [dana, 4, 30],
    ] as const) {
      const userId = await userIdOf(cookie);
      await rows(sql`insert into entries (tournament_id, user_id, status, rank, points)
                     values (${finished.id}, ${userId}, 'FINALIZED', ${rank}, ${points})`);
    }
    await sendResultsMails(ctx.database.db, ctx.app.mailer, { tournamentId: finished.id, baseUrl: 'http://localhost' });
    const mailTo = async (email: string) => {
      const mails = await rows<{ text: string }>(
        sql`select text from mail_outbox where "to" = ${email} and subject like '%final results'`,
      );
      expect(mails, email).toHaveLength(1);
      return mails[0]?.text ?? '';
    };
    expect(await mailTo('league.dana@example.org')).toContain('In your leagues: 2nd of 2 in Mail League.');
    expect(await mailTo('league.erin@example.org')).toContain(
      `In your leagues: 1st of 1 in ${other.name}; 1st of 2 in Mail League.`,
    );
    expect(await mailTo('league.finn@example.org')).not.toContain('In your leagues');
    expect((await latestMail(ctx.app, 'league.finn@example.org')).subject).toContain('final results');
  });
});

describe('the back office', () => {
  it('lists leagues with their owners and deletes one', async () => {
    const league = await create(carol, 'Admin Target');
    const list = await call(admin, 'GET', '/api/admin/leagues?search=admin%20tar');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: league.id, name: 'Admin Target', memberCount: 1 }),
    ]);
    // What is typed is searched for as it is: '%' is no wildcard.
    expect((await call(admin, 'GET', '/api/admin/leagues?search=%25')).json().data).toEqual([]);
    expect((await call(carol, 'GET', '/api/admin/leagues')).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/admin/leagues/${league.id}`)).statusCode).toBe(200);
    expect((await call(carol, 'GET', `/api/leagues/${league.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/admin/leagues/${league.id}`)).statusCode).toBe(404);
  });
});

describe('join attempts', () => {
  it('are rate limited per address', async () => {
    const limited = await createTestApp({ config: { RATE_LIMIT_ENABLED: true } });
    try {
      const fan = await signedInUser(limited.app, 'league.guesser@example.org');
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/leagues/join',
          headers: asUser(fan),
          payload: { code: 'GUESS12345' },
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(404);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
