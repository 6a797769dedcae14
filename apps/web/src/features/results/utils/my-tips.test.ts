import type { EntryTip, Match, MatchPlayer, Round } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { judgeTips, latestFirst, summarise } from './my-tips';

const player = (id: string, fullName: string): MatchPlayer => ({ id, fullName, worldRank: null, country: null });
const farag = player('a', 'Ali Farag');
const elias = player('b', 'Diego Elias');

function match(id: string, overrides: Partial<Match>): Match {
  return {
    id,
    tournamentId: 't',
    tournamentName: 'Open',
    tournamentTimezone: 'UTC',
    roundId: 'r1',
    roundName: 'Round 1',
    roundIndex: 1,
    position: 1,
    startsAt: '2026-05-01T10:00:00.000Z',
    isCompleted: true,
    isBye: false,
    winnerId: 'a',
    gameScore: '3-1',
    games: null,
    outcome: 'played',
    nextMatchId: null,
    nextMatchPlayerSlot: null,
    qualifierSlot: null,
    playerOne: farag,
    playerTwo: elias,
    ...overrides,
  };
}

const tip = (matchId: string, winner: string, score: EntryTip['predictedScore']): EntryTip => ({
  matchId,
  predictedWinnerId: winner,
  predictedScore: score,
  adjustedFromPlayerId: null,
});

const rounds: Round[] = [
  {
    id: 'r1',
    index: 1,
    name: 'Round 1',
    matches: [
      match('exact', { position: 1 }),
      match('right', { position: 2, startsAt: '2026-05-01T12:00:00.000Z' }),
      match('wrong', { position: 3, startsAt: '2026-05-01T11:00:00.000Z' }),
      match('open', { position: 4, isCompleted: false, winnerId: null, gameScore: null }),
      match('bye', { position: 5, isBye: true, playerTwo: null }),
    ],
  },
];
const tips = [tip('exact', 'a', '3-1'), tip('right', 'a', null), tip('wrong', 'b', '3-2'), tip('open', 'a', '3-0')];

describe('judgeTips', () => {
  it('judges the tips on completed matches only, with core’s points', () => {
    expect(
      judgeTips(rounds, tips).map(({ match: m, verdict, points, picked }) => [m.id, verdict, points, picked?.id]),
    ).toEqual([
      ['exact', 'exact', 11, 'a'],
      ['right', 'right', 10, 'a'],
      ['wrong', 'wrong', 0, 'b'],
    ]);
  });
});

describe('latestFirst and summarise', () => {
  it('orders by start time and adds up tips, right ones and points', () => {
    const judged = judgeTips(rounds, tips);
    expect(latestFirst(judged).map((t) => t.match.id)).toEqual(['right', 'wrong', 'exact']);
    expect(summarise(judged)).toEqual({ tips: 3, right: 2, points: 21 });
  });
});
