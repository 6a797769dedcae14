import type { LeaderboardRow } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { withOwnRows } from './leaderboard';

const row = (n: number): LeaderboardRow => ({
  entryId: `e${n}`,
  userId: `u${n}`,
  rank: n,
  username: `fan${n}`,
  score: 10 - n,
  possibleScore: 10,
  points: 100 - n,
  prize: null,
  outlook: null,
});
const top10 = Array.from({ length: 10 }, (_, index) => row(index + 1));
const ids = (rows: ReturnType<typeof withOwnRows>) =>
  rows.map(({ row: { entryId }, isMine, isPinned }) => `${entryId}${isPinned ? '*' : isMine ? '!' : ''}`);

describe('withOwnRows', () => {
  it.each([
    ['no own rows', [], ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'e10']],
    ['in the top 7: marked in place', [row(7)], ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7!', 'e8', 'e9', 'e10']],
    [
      'eighth: moved up to after the top 3, not shown twice',
      [row(8)],
      ['e1', 'e2', 'e3', 'e8*', 'e4', 'e5', 'e6', 'e7', 'e9', 'e10'],
    ],
    [
      'off the page: pinned after the top 3',
      [row(42)],
      ['e1', 'e2', 'e3', 'e42*', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'e10'],
    ],
  ])('%s', (_, own, expected) => {
    expect(ids(withOwnRows(top10, own))).toEqual(expected);
  });

  it('pins the own rows of a short board too', () => {
    expect(ids(withOwnRows(top10.slice(0, 2), [row(9)]))).toEqual(['e1', 'e2', 'e9*']);
  });

  it('shows the own row once when the expanded board holds it further down (45 entries, 45 rows)', () => {
    const board = Array.from({ length: 45 }, (_, index) => row(index + 1));
    const shown = ids(withOwnRows(board, [row(37)]));
    expect(shown).toHaveLength(45);
    expect(shown.filter((id) => id.startsWith('e37'))).toEqual(['e37*']);
    expect(shown.slice(0, 4)).toEqual(['e1', 'e2', 'e3', 'e37*']);
  });

  it('never pins between rows tied at the podium rank', () => {
    const tied = [
      row(1),
      row(2),
      { ...row(3) },
      { ...row(4), rank: 3 },
      { ...row(5), rank: 3 },
      row(6),
      row(7),
      row(8),
    ];
    expect(ids(withOwnRows(tied, [row(37)]))).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e37*', 'e6', 'e7', 'e8']);
  });
});
