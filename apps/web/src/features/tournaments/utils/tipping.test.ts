import type { EntryTip, Match, MatchPickStats, Round } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { testMatch, testPlayer } from '@/testing/test-match';
import { keepPossiblePicks, picksFromTips, projectRounds, samePicks, tipsFromPicks, toTipDraw } from './picks';
import {
  adjustedTipMessage,
  crowdFavourite,
  eliminatedPlayers,
  isPickable,
  matchReviews,
  playersById,
  reviewTip,
  shortName,
} from './tipping';

const player = (id: string, fullName: string) => testPlayer(id, fullName);
const [a, b, c, d] = [
  player('a', 'Ali Farag'),
  player('b', 'Diego Elias'),
  player('c', 'Paul Coll'),
  player('d', 'George Crowne'),
] as const;

function match(id: string, roundIndex: number, position: number, overrides: Partial<Match> = {}): Match {
  return testMatch({
    id,
    tournamentId: 't',
    tournamentName: 'Open',
    tournamentTimezone: 'UTC',
    roundId: `r${roundIndex}`,
    roundName: roundIndex === 2 ? 'Final' : 'Semi-finals',
    roundIndex,
    position,
    ...overrides,
  });
}

/** A four-player draw: two semi-finals feeding the final. */
function fourPlayerDraw(semiOne: Partial<Match> = {}): Round[] {
  return [
    {
      id: 'r1',
      index: 1,
      name: 'Semi-finals',
      matches: [
        match('s1', 1, 1, { playerOne: a, playerTwo: b, nextMatchId: 'f', nextMatchPlayerSlot: 1, ...semiOne }),
        match('s2', 1, 2, { playerOne: c, playerTwo: d, nextMatchId: 'f', nextMatchPlayerSlot: 2 }),
      ],
    },
    { id: 'r2', index: 2, name: 'Final', matches: [match('f', 2, 1)] },
  ];
}

const pick = (predictedWinnerId: string, predictedScore: '3-0' | '3-1' | '3-2' | null = '3-1') => ({
  predictedWinnerId,
  predictedScore,
});

describe('toTipDraw', () => {
  it('names each match by ids, as the tip rules of core want it', () => {
    expect(toTipDraw(fourPlayerDraw())[0]).toEqual({
      id: 's1',
      roundIndex: 1,
      roundName: 'Semi-finals',
      position: 1,
      isBye: false,
      isCompleted: false,
      winnerId: null,
      playerOneId: 'a',
      playerTwoId: 'b',
      nextMatchId: 'f',
      nextMatchPlayerSlot: 1,
      gameScore: null,
      // A knockout's match: no group, no seeds within one, no slot filled from a group's table (decision 033).
      group: null,
      groupSeeds: null,
      slotSources: null,
    });
  });
});

describe('projectRounds', () => {
  it('fills the final with the picked winners, so it can be picked', () => {
    const rounds = fourPlayerDraw();
    const matches = toTipDraw(rounds);
    const players = playersById(rounds);
    const final = (picks: Map<string, ReturnType<typeof pick>>) =>
      projectRounds(rounds, matches, picks, players)[1]?.matches[0] as Match;

    expect(isPickable(final(new Map()))).toBe(false);
    const half = final(new Map([['s1', pick('b')]]));
    expect([half.playerOne?.fullName, half.playerTwo]).toEqual(['Diego Elias', null]);
    const full = final(
      new Map([
        ['s1', pick('b')],
        ['s2', pick('c')],
      ]),
    );
    expect([full.playerOne?.id, full.playerTwo?.id]).toEqual(['b', 'c']);
    expect(isPickable(full)).toBe(true);
  });
});

describe('keepPossiblePicks', () => {
  it('drops picks the draw no longer allows, and the later picks that needed them', () => {
    const matches = toTipDraw(fourPlayerDraw({ playerTwo: player('x', 'Late Entrant') }));
    const kept = keepPossiblePicks(
      matches,
      new Map([
        ['s1', pick('b')],
        ['s2', pick('c')],
        ['f', pick('b')],
        ['gone', pick('a')],
      ]),
    );
    expect([...kept.keys()]).toEqual(['s2']);
  });
});

describe('tips and picks', () => {
  it('turn into each other in draw order, and compare by winner and score', () => {
    const matches = toTipDraw(fourPlayerDraw());
    const picks = picksFromTips([
      { matchId: 'f', ...pick('a', null) },
      { matchId: 's1', ...pick('a') },
    ]);
    expect(tipsFromPicks(matches, picks).map((tip) => tip.matchId)).toEqual(['s1', 'f']);
    expect(samePicks(picks, new Map(picks))).toBe(true);
    expect(samePicks(picks, new Map([...picks, ['f', pick('a', '3-0')]]))).toBe(false);
    expect(samePicks(picks, new Map([['s1', pick('a')]]))).toBe(false);
  });
});

describe('reviewTip', () => {
  const played = { isCompleted: true, isBye: false, winnerId: 'a', gameScore: '3-1' };
  const open = { isCompleted: false, isBye: false, winnerId: null, gameScore: null };
  it.each([
    ['the winner and the score', played, pick('a', '3-1'), { state: 'exact', points: 11 }],
    ['the winner', played, pick('a', '3-0'), { state: 'right', points: 10 }],
    ['the winner without a score', played, pick('a', null), { state: 'right', points: 10 }],
    ['the loser', played, pick('b', '3-1'), { state: 'wrong', points: 0 }],
    ['a player still in', open, pick('c'), { state: 'pending', points: null }],
    ['a player already out', open, pick('b'), { state: 'out', points: null }],
  ])('a tip on %s', (_, decided, tip, expected) => {
    expect(reviewTip(decided, { matchId: 'm', ...tip }, new Set(['b']))).toEqual(expected);
  });
});

describe('eliminatedPlayers', () => {
  it('lists the losers of decided matches, never a bye', () => {
    const rounds = fourPlayerDraw({ isCompleted: true, winnerId: 'b', gameScore: '3-2' });
    rounds[0]?.matches.push(match('bye', 1, 3, { isBye: true, isCompleted: true, playerOne: c, winnerId: 'c' }));
    expect([...eliminatedPlayers(rounds)]).toEqual(['a']);
  });
});

describe('crowdFavourite', () => {
  const stats: MatchPickStats = {
    matchId: 's1',
    total: 50,
    picks: [
      { playerId: 'd', count: 31, percent: 62 },
      { playerId: 'c', count: 19, percent: 38 },
    ],
  };
  it("reads '62% picked Crowne'", () => {
    expect(crowdFavourite(stats, playersById(fourPlayerDraw()))).toEqual({
      percent: 62,
      name: 'Crowne',
      fullName: 'George Crowne',
    });
    expect(crowdFavourite(undefined, new Map())).toBeNull();
  });
});

describe('adjustedTipMessage', () => {
  const tip: EntryTip = { matchId: 's1', predictedWinnerId: 'b', predictedScore: '3-0', adjustedFromPlayerId: 'x' };
  it('says whose withdrawal gave the fan which player', () => {
    const players = new Map([...playersById(fourPlayerDraw()), ['x', player('x', 'Mostafa Asal')]]);
    expect(adjustedTipMessage(tip, players)).toBe('Your pick Mostafa Asal withdrew; you were given Diego Elias 3-0');
    expect(adjustedTipMessage(tip, playersById(fourPlayerDraw()))).toBe(
      'Your original pick withdrew; you were given Diego Elias 3-0',
    );
    expect(adjustedTipMessage({ ...tip, adjustedFromPlayerId: null }, players)).toBeNull();
  });
});

describe('matchReviews', () => {
  it('judges the fan’s tip on each match and adds the crowd, nothing without either', () => {
    const rounds = fourPlayerDraw({ isCompleted: true, winnerId: 'a', gameScore: '3-0' });
    const players = playersById(rounds);
    expect(matchReviews(rounds, null, undefined, players)).toBeUndefined();

    const entryTips: EntryTip[] = [
      { matchId: 's1', predictedWinnerId: 'a', predictedScore: '3-0', adjustedFromPlayerId: null },
      { matchId: 'f', predictedWinnerId: 'b', predictedScore: null, adjustedFromPlayerId: null },
    ];
    const reviews = matchReviews(rounds, { matchTips: entryTips }, undefined, players);
    expect(reviews?.get('s1')?.tip).toMatchObject({ state: 'exact', points: 11, player: a });
    expect(reviews?.get('f')?.tip).toMatchObject({ state: 'out', points: null });
    expect(reviews?.get('s2')).toEqual({ tip: null, crowd: null });
  });
});

describe('shortName', () => {
  it.each([
    ['George Crowne', 'Crowne'],
    ['Farag', 'Farag'],
    ['  Nour El Sherbini ', 'Sherbini'],
  ])('%s → %s', (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});
