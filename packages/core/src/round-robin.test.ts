import { describe, expect, it } from 'vitest';
import {
  finalsSemiFinals,
  type GroupMatchOutcome,
  groupComplete,
  groupStandings,
  roundRobinMatchCount,
  roundRobinRounds,
} from './round-robin.js';

const won = (winnerId: string, loserId: string, gameScore: string | null = '3-0'): GroupMatchOutcome => ({
  playerOneId: winnerId,
  playerTwoId: loserId,
  winnerId,
  gameScore,
});
const table = (players: string[], matches: GroupMatchOutcome[]) =>
  groupStandings(players, matches).map((line) => line.playerId);

describe('a round-robin group', () => {
  it('plays every pair once, no one twice in a round', () => {
    for (const size of [2, 3, 4, 5, 6]) {
      const players = Array.from({ length: size }, (_, i) => `p${i + 1}`);
      const rounds = roundRobinRounds(players);
      const pairs = rounds.flat().map((pair) => [...pair].sort().join('-'));
      expect(new Set(pairs).size).toBe(roundRobinMatchCount(size));
      expect(pairs).toHaveLength(roundRobinMatchCount(size));
      for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2);
    }
    expect(roundRobinRounds(['a', 'b', 'c', 'd'])).toHaveLength(3);
    expect(roundRobinMatchCount(4)).toBe(6);
  });

  it('orders by wins first, then games won', () => {
    const players = ['a', 'b', 'c', 'd'];
    // b wins all three; a, c and d win one each, a with the most games.
    const matches = [
      won('b', 'a', '3-2'),
      won('b', 'c'),
      won('b', 'd'),
      won('a', 'c', '3-1'),
      won('c', 'd', '3-0'),
      won('d', 'a', '3-2'),
    ];
    const standings = groupStandings(players, matches);
    expect(standings.map((line) => [line.playerId, line.wins, line.gamesWon, line.gamesLost])).toEqual([
      ['b', 3, 9, 2],
      ['a', 1, 7, 7],
      ['c', 1, 4, 6],
      ['d', 1, 3, 8],
    ]);
    expect(standings.map((line) => line.place)).toEqual([1, 2, 3, 4]);
  });

  it('puts two players level on wins and games in the order of their own match', () => {
    // a and d: two wins and six games each; d beat a, so d goes first whatever the seeding says.
    const level = [won('a', 'b'), won('a', 'c'), won('d', 'a'), won('d', 'b'), won('b', 'c'), won('c', 'd')];
    const lines = groupStandings(['a', 'b', 'c', 'd'], level);
    const of = (id: string) => lines.find((line) => line.playerId === id);
    expect([of('a')?.wins, of('d')?.wins]).toEqual([2, 2]);
    expect([of('a')?.gamesWon, of('d')?.gamesWon]).toEqual([6, 6]);
    expect(lines.map((line) => line.playerId).slice(0, 2)).toEqual(['d', 'a']);
  });

  it('breaks a three-way tie by the wins among the three, then the seeding', () => {
    // a, b and c each beat one of the others 3-0 and d 3-0: all 2 wins and 6 games; among them one win each.
    const circle = [won('a', 'b'), won('b', 'c'), won('c', 'a'), won('a', 'd'), won('b', 'd'), won('c', 'd')];
    expect(table(['c', 'a', 'b', 'd'], circle)).toEqual(['c', 'a', 'b', 'd']);
    expect(table(['a', 'b', 'c', 'd'], circle)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('counts a pick or result without its games as 3-0, and leaves out undecided matches and strangers', () => {
    const matches: GroupMatchOutcome[] = [
      won('a', 'b', null),
      { playerOneId: 'c', playerTwoId: 'd', winnerId: null, gameScore: null },
      won('x', 'a'),
    ];
    const lines = groupStandings(['a', 'b', 'c', 'd'], matches);
    expect(lines[0]).toMatchObject({ playerId: 'a', played: 1, wins: 1, gamesWon: 3, gamesLost: 0 });
    expect(lines.find((line) => line.playerId === 'c')).toMatchObject({ played: 0, wins: 0 });
    expect(groupComplete(['a', 'b', 'c', 'd'], matches)).toBe(false);
  });

  it('knows when every match of the group is decided', () => {
    const all = [won('a', 'b'), won('a', 'c'), won('a', 'd'), won('b', 'c'), won('b', 'd'), won('c', 'd')];
    expect(groupComplete(['a', 'b', 'c', 'd'], all)).toBe(true);
    expect(groupComplete(['a', 'b', 'c', 'd'], all.slice(1))).toBe(false);
  });
});

describe("the Finals' semi-finals", () => {
  it('are A1 v B2 and B1 v A2', () => {
    const a = groupStandings(['a1', 'a2', 'a3', 'a4'], [won('a2', 'a1'), won('a2', 'a3'), won('a1', 'a3')]);
    const b = groupStandings(['b1', 'b2', 'b3', 'b4'], [won('b3', 'b1'), won('b3', 'b2'), won('b1', 'b2')]);
    expect(finalsSemiFinals(a, b)).toEqual([
      ['a2', 'b1'],
      ['b3', 'a1'],
    ]);
  });

  it('leave a slot open while its group has no table', () => {
    expect(finalsSemiFinals([], [])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
