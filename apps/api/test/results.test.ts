import type { LeaderboardRow, Match, PageInfo, Tournament, TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { freezeScores, lockDueTournaments } from '../src/modules/lifecycle/service.js';
import { recordResult, replaceRoundOnePlayer } from '../src/modules/results/service.js';
import { scoreTournament } from '../src/modules/scoring/service.js';
import { asUser, bracketTips, createTestApp, signedInUser, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, cachesOff: 'results recorded through the service, read back at once' });
});
afterAll(async () => ctx?.close());

const now = () => ctx.clock.now();
async function tournament(status: string) {
  const list = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments?status=${status}` })).json()
    .data as Tournament[];
  const found = list[0] as Tournament;
  return (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${found.id}` })).json().data as TournamentDetail;
}
const allMatches = (detail: TournamentDetail) => detail.rounds.flatMap((r) => r.matches);
async function leaderboard(id: string) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${id}/leaderboard?page_size=100` })).json() as {
    data: LeaderboardRow[];
    pageInfo: PageInfo;
  };
}

describe('recording results', () => {
  it('completes a match, advances the winner, re-scores and re-ranks every entry', async () => {
    const active = await tournament('ACTIVE');
    const next = allMatches(active).find((m) => !m.isCompleted && m.playerOne && m.playerTwo) as Match;
    const before = await leaderboard(active.id);
    const winner = next.playerTwo?.id as string;

    const result = await recordResult(ctx.database.db, {
      matchId: next.id,
      winnerId: winner,
      outcome: 'played',
      gameScore: '3-2',
      games: [
        [11, 9],
        [9, 11],
        [11, 7],
        [5, 11],
        [11, 8],
      ],
      now: now(),
    });
    expect(result).toEqual({ tournamentId: active.id, changed: true, tournamentCompleted: false });

    const after = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${active.id}` })).json()
      .data as TournamentDetail;
    const done = allMatches(after).find((m) => m.id === next.id) as Match;
    expect(done).toMatchObject({ isCompleted: true, winnerId: winner, gameScore: '3-2', outcome: 'played' });
    const following = allMatches(after).find((m) => m.id === next.nextMatchId) as Match;
    expect((next.nextMatchPlayerSlot === 1 ? following.playerOne : following.playerTwo)?.id).toBe(winner);

    const board = await leaderboard(active.id);
    expect(board.data.every((row) => row.possibleScore === (before.data[0]?.possibleScore ?? 0) + 1)).toBe(true);
    const tips = await queryRows<{ entry_id: string; predicted_winner_id: string; predicted_score: string | null }>(
      ctx.database.db,
      sql`select entry_id, predicted_winner_id, predicted_score from match_tips where match_id = ${next.id}`,
    );
    for (const tip of tips) {
      const gained = tip.predicted_winner_id === winner ? 10 + (tip.predicted_score === '3-2' ? 1 : 0) : 0;
      const old = before.data.find((row) => row.entryId === tip.entry_id)?.points ?? 0;
      expect(board.data.find((row) => row.entryId === tip.entry_id)?.points).toBe(old + gained);
    }
    for (const [i, row] of board.data.entries()) {
      const previous = board.data[i - 1];
      if (previous) expect(row.rank).toBe(row.points === previous.points ? previous.rank : i + 1);
    }
  });

  it('scores new results incrementally exactly as a full re-score would', async () => {
    const active = await tournament('ACTIVE');
    const open = allMatches(active)
      .filter((m) => !m.isCompleted && m.playerOne && m.playerTwo)
      .slice(0, 2);
    for (const match of open) {
      await recordResult(ctx.database.db, {
        matchId: match.id,
        winnerId: match.playerTwo?.id as string,
        outcome: 'retired',
        gamesWonByRetiringPlayer: 2,
        now: now(),
      });
    }
    const snapshot = () =>
      queryRows(
        ctx.database.db,
        sql`select id, score, points, possible_score, max_points, rank, position from entries where tournament_id = ${active.id} order by id`,
      );
    const incremental = await snapshot();
    await scoreTournament(ctx.database.db, active.id);
    expect(await snapshot()).toEqual(incremental);
  });

  it('records the same result twice without changing anything', async () => {
    const active = await tournament('ACTIVE');
    const done = allMatches(active)
      .filter((m) => m.isCompleted && !m.isBye)
      .at(-1) as Match;
    const again = await recordResult(ctx.database.db, {
      matchId: done.id,
      winnerId: done.winnerId as string,
      outcome: done.outcome ?? 'played',
      gameScore: done.gameScore as '3-0',
      gamesWonByRetiringPlayer: Number(done.gameScore?.slice(2)),
      now: now(),
    });
    expect(again.changed).toBe(false);
  });

  it('applies the withdrawal rule: walkover 3-0, retirement 3 against the games won', async () => {
    const active = await tournament('ACTIVE');
    const open = allMatches(active).filter((m) => !m.isCompleted && m.playerOne && m.playerTwo);
    const [first, second] = open as [Match, Match];
    await recordResult(ctx.database.db, {
      matchId: first.id,
      winnerId: first.playerOne?.id as string,
      outcome: 'walkover',
      now: now(),
    });
    await recordResult(ctx.database.db, {
      matchId: second.id,
      winnerId: second.playerOne?.id as string,
      outcome: 'retired',
      gamesWonByRetiringPlayer: 1,
      games: [
        [11, 9],
        [5, 11],
        [3, 0],
      ],
      now: now(),
    });
    const after = allMatches(await tournament('ACTIVE'));
    expect(after.find((m) => m.id === first.id)).toMatchObject({ gameScore: '3-0', outcome: 'walkover' });
    expect(after.find((m) => m.id === second.id)).toMatchObject({ gameScore: '3-1', outcome: 'retired' });
  });

  it('refuses results that cannot be', async () => {
    const active = await tournament('ACTIVE');
    const matches = allMatches(active);
    const bye = matches.find((m) => m.isBye) as Match;
    const tbd = matches.find((m) => !m.isBye && (!m.playerOne || !m.playerTwo)) as Match;
    const open = matches.find((m) => !m.isCompleted && m.playerOne && m.playerTwo);
    const cases: Array<[Parameters<typeof recordResult>[1], RegExp]> = [
      [
        { matchId: bye.id, winnerId: bye.winnerId as string, outcome: 'played', gameScore: '3-0', now: now() },
        /A bye has no result/,
      ],
      [
        {
          matchId: tbd.id,
          winnerId: '00000000-0000-4000-8000-000000000000',
          outcome: 'played',
          gameScore: '3-0',
          now: now(),
        },
        /Both players must be known/,
      ],
      [
        {
          matchId: '00000000-0000-4000-8000-000000000000',
          winnerId: bye.winnerId as string,
          outcome: 'played',
          now: now(),
        },
        /Match not found/,
      ],
    ];
    if (open) {
      cases.push([
        {
          matchId: open.id,
          winnerId: bye.winnerId === open.playerOne?.id ? (tbd.id as string) : (bye.winnerId as string),
          outcome: 'played',
          gameScore: '3-0',
          now: now(),
        },
        /The winner must be one of the two players/,
      ]);
      cases.push([
        { matchId: open.id, winnerId: open.playerOne?.id as string, outcome: 'played', now: now() },
        /needs its game score/,
      ]);
      cases.push([
        {
          matchId: open.id,
          winnerId: open.playerOne?.id as string,
          outcome: 'retired',
          gamesWonByRetiringPlayer: 3,
          now: now(),
        },
        /how many games the retiring player had won/,
      ]);
    }
    for (const [input, message] of cases) await expect(recordResult(ctx.database.db, input)).rejects.toThrow(message);
  });

  it('completes the tournament with the final, then freezes the ranks as SCORED', async () => {
    let detail = await tournament('ACTIVE');
    for (;;) {
      const open = allMatches(detail).find((m) => !m.isCompleted && m.playerOne && m.playerTwo);
      if (!open) break;
      await recordResult(ctx.database.db, {
        matchId: open.id,
        winnerId: open.playerOne?.id as string,
        outcome: 'played',
        gameScore: '3-0',
        now: now(),
      });
      detail = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${detail.id}` })).json().data;
    }
    expect(detail.status).toBe('COMPLETED');
    expect(allMatches(detail).every((m) => m.isCompleted)).toBe(true);
    expect(await freezeScores(ctx.database.db, detail.id, { settlesAt: now() })).toBe(true);
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${detail.id}` })).json()
      .data as TournamentDetail;
    expect(after.status).toBe('SCORED');
    const board = await leaderboard(detail.id);
    expect(board.data.every((row) => row.possibleScore === allMatches(after).filter((m) => !m.isBye).length)).toBe(
      true,
    );
  });
});

describe('the lock', () => {
  it('turns an upcoming tournament ACTIVE at its start and finalizes its entries', async () => {
    const upcoming = await tournament('UPCOMING');
    expect(await lockDueTournaments(ctx.database.db, new Date(Date.parse(upcoming.startsAt as string) - 1))).toEqual(
      [],
    );
    // Figures that no re-score has set yet: the lock sets the starting ones.
    await ctx.database.db.execute(
      sql`update entries set max_points = 0, rank = null where tournament_id = ${upcoming.id}`,
    );
    const at = new Date(upcoming.startsAt as string);
    expect(await lockDueTournaments(ctx.database.db, at)).toEqual([upcoming.id]);
    const figures = await queryRows<{ max_points: number; rank: number | null; tips: number; scored: number }>(
      ctx.database.db,
      sql`select e.max_points, e.rank, count(t.*)::int as tips, count(t.predicted_score)::int as scored
          from entries e join match_tips t on t.entry_id = e.id where e.tournament_id = ${upcoming.id} group by e.id`,
    );
    expect(figures.length).toBeGreaterThan(0);
    for (const entry of figures) expect(entry).toMatchObject({ max_points: entry.tips * 10 + entry.scored, rank: 1 });
    const [row] = await queryRows<{ status: string; open: number; finalized: number }>(
      ctx.database.db,
      sql`select t.status, count(*) filter (where e.status = 'OPEN')::int as open,
                 count(*) filter (where e.finalized_at = ${at.toISOString()}::timestamptz)::int as finalized
          from tournaments t join entries e on e.tournament_id = t.id where t.id = ${upcoming.id} group by t.status`,
    );
    expect(row).toMatchObject({ status: 'ACTIVE', open: 0 });
    expect(row?.finalized).toBeGreaterThan(0);
    expect(await lockDueTournaments(ctx.database.db, at)).toEqual([]);
  });
});

describe('late draw changes', () => {
  it('gives entries that picked the withdrawn player the worse-ranked player at 3-0, later picks following', async () => {
    const fresh = await createTestApp({ seed: true });
    try {
      const upcomingId = (
        (await fresh.app.inject({ method: 'GET', url: '/api/tournaments?status=UPCOMING' })).json().data as Tournament[]
      )[0]?.id;
      const detail = (await fresh.app.inject({ method: 'GET', url: `/api/tournaments/${upcomingId}` })).json()
        .data as TournamentDetail;
      const first = detail.rounds[0]?.matches[0] as Match;
      const withdrawn = first.playerOne?.id as string;
      const cookie = await signedInUser(fresh.app, 'loyal@example.org');
      // This fan backs the withdrawn player all the way.
      const tips = bracketTips(detail, (one, two) => (two === withdrawn ? two : one));
      expect(
        (
          await fresh.app.inject({
            method: 'POST',
            url: `/api/tournaments/${upcomingId}/entries`,
            headers: asUser(cookie),
            payload: { matchTips: tips },
          })
        ).statusCode,
      ).toBe(201);
      // The opponent is unranked (the demo gives its players ranks), so worse than any ranked qualifier.
      await fresh.database.db.execute(sql`update players set world_rank = null where id = ${first.playerTwo?.id}`);
      const [replacement] = await queryRows<{ id: string }>(
        fresh.database.db,
        sql`insert into players (full_name, gender, world_rank) values ('Late Qualifier', 'mens', 400) returning id`,
      );
      const { adjustedTips } = await replaceRoundOnePlayer(fresh.database.db, {
        matchId: first.id,
        slot: 1,
        playerId: replacement?.id as string,
        now: fresh.clock.now(),
      });
      expect(adjustedTips).toBeGreaterThanOrEqual(4);
      const rows = await queryRows<{
        match_id: string;
        predicted_winner_id: string;
        predicted_score: string | null;
        adjusted_from_player_id: string | null;
      }>(
        fresh.database.db,
        sql`select t.match_id, t.predicted_winner_id, t.predicted_score, t.adjusted_from_player_id from match_tips t
            join entries e on e.id = t.entry_id join users u on u.id = e.user_id where u.email = 'loyal@example.org'`,
      );
      // The opponent is unranked, so worse than the 400th-ranked qualifier: the opponent is assigned.
      const opponent = first.playerTwo?.id;
      const inFirst = rows.find((r) => r.match_id === first.id);
      expect(inFirst).toMatchObject({
        predicted_winner_id: opponent,
        predicted_score: '3-0',
        adjusted_from_player_id: withdrawn,
      });
      expect(rows.filter((r) => r.predicted_winner_id === withdrawn)).toEqual([]);
      expect(rows.filter((r) => r.adjusted_from_player_id === withdrawn).length).toBe(
        tips.filter((t) => t.predictedWinnerId === withdrawn).length,
      );
      // Entries that picked the player who stays keep their own score.
      const kept = await queryRows<{ n: number }>(
        fresh.database.db,
        sql`select count(*)::int as n from match_tips where match_id = ${first.id} and adjusted_from_player_id is null
              and predicted_winner_id = ${opponent} and predicted_score is distinct from '3-0'`,
      );
      expect(kept[0]?.n).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  }, 90_000);
});
