import type { MatchPlayer } from '@squash/core';
import { describe, expect, it } from 'vitest';
import {
  describeMatch,
  emptySlotLabel,
  formatShortDateRange,
  gamesWon,
  playerLabel,
  roundDay,
  sourceLinkLabel,
} from './format';

const one: MatchPlayer = { id: '1', fullName: 'Ali Farag', worldRank: 1, country: 'Egypt', seed: 1 };
const two: MatchPlayer = { id: '2', fullName: 'Diego Elias', worldRank: null, country: 'Peru', seed: null };

describe('formatShortDateRange', () => {
  it.each([
    ['2023-08-15', '2023-08-19', 'Aug 15 – Aug 19'],
    ['2023-08-29', '2023-09-02', 'Aug 29 – Sep 2'],
    ['2023-12-30', '2024-01-03', 'Dec 30 – Jan 3'],
    ['2023-08-15', '2023-08-15', 'Aug 15'],
  ])('%s to %s reads %s', (start, end, expected) => {
    expect(formatShortDateRange(start, end)).toBe(expected);
  });
});

describe('playerLabel', () => {
  it('adds the world ranking when there is one', () => {
    expect(playerLabel(one)).toBe('Ali Farag (1)');
    expect(playerLabel(two)).toBe('Diego Elias');
  });
});

describe('emptySlotLabel', () => {
  it('reads BYE in a bye and TBD otherwise', () => {
    expect(emptySlotLabel({ isBye: true })).toBe('BYE');
    expect(emptySlotLabel({ isBye: false })).toBe('TBD');
  });
});

describe('gamesWon', () => {
  const base = { playerOne: one, playerTwo: two };
  it.each([
    [{ ...base, gameScore: '3-1', winnerId: '1' }, [3, 1]],
    [{ ...base, gameScore: '3-1', winnerId: '2' }, [1, 3]],
    [{ ...base, gameScore: '3-0', winnerId: null }, [3, 0]],
    [{ ...base, gameScore: null, winnerId: '1' }, null],
    [{ ...base, gameScore: 'w/o', winnerId: '1' }, null],
  ])('%o gives %o', (match, expected) => {
    expect(gamesWon(match)).toEqual(expected);
  });
});

describe('describeMatch', () => {
  const base = {
    isBye: false,
    isCompleted: false,
    winnerId: null,
    gameScore: null,
    outcome: null,
    playerOne: one,
    playerTwo: two,
  } as const;

  it.each([
    [base, 'Match 3: Ali Farag (1), seed 1 versus Diego Elias'],
    [{ ...base, playerTwo: null }, 'Match 3: Ali Farag (1), seed 1 versus to be decided'],
    [
      { ...base, isBye: true, isCompleted: true, winnerId: '1', playerTwo: null },
      'Match 3: Ali Farag (1), seed 1 has a bye',
    ],
    [
      { ...base, isCompleted: true, winnerId: '2', gameScore: '3-1', outcome: 'played' },
      'Match 3: Ali Farag (1), seed 1 versus Diego Elias. Diego Elias won 3-1',
    ],
    [
      { ...base, isCompleted: true, winnerId: '1', outcome: 'walkover' },
      'Match 3: Ali Farag (1), seed 1 versus Diego Elias. Ali Farag won by walkover',
    ],
  ] as const)('%o reads %s', (match, expected) => {
    expect(describeMatch(match, 3)).toBe(expected);
  });
});

describe('sourceLinkLabel', () => {
  it('names the tour site the page is on', () => {
    expect(sourceLinkLabel('https://www.psaworldtour.com/tournament/windsor-club-open-2023/')).toBe(
      'Tournament page on the PSA World Tour',
    );
    expect(sourceLinkLabel('https://psasquashtour.com/tournament/x/')).toBe('Tournament page on the PSA Squash Tour');
    expect(sourceLinkLabel('https://www.example.org/draw')).toBe('Tournament page on example.org');
    expect(sourceLinkLabel('not a url')).toBe('Tournament page');
  });
});

describe('roundDay', () => {
  const at = (...startsAt: Array<string | null>) => ({ matches: startsAt.map((time) => ({ startsAt: time })) });
  it("is the earliest match's day in the venue's zone", () => {
    // 01:00 UTC on Aug 17 is still Aug 16 in Windsor (UTC-4).
    expect(roundDay(at('2023-08-17T18:00:00.000Z', '2023-08-17T01:00:00.000Z', null), 'America/Toronto')).toBe(
      'Aug 16',
    );
    expect(roundDay(at('2023-08-17T01:00:00.000Z'), 'Europe/London')).toBe('Aug 17');
  });
  it('is empty without a time, or with a zone the browser does not know', () => {
    expect(roundDay(at(null), 'America/Toronto')).toBe('');
    expect(roundDay(at('2023-08-17T01:00:00.000Z'), 'Mars/Olympus')).toBe('');
  });
});
