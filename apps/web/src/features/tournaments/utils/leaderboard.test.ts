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
});
const top10 = Array.from({ length: 10 }, (_, index) => row(index + 1));
const ids = (rows: ReturnType<typeof withOwnRows>) =>
  rows.map(({ row: { entryId }, isMine, isPinned }) => `${entryId}${isPinned ? '*' : isMine ? '!' : ''}`);

describe('withOwnRows', () => {
  it.each([
    ['no own rows', [], ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9', 'e10']],
    ['in the top 7: marked in place', [row(7)], ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7!', 'e8', 'e9', 'e10']],
    [
      'eighth: pinned after the top 3 and marked in place',
      [row(8)],
      ['e1', 'e2', 'e3', 'e8*', 'e4', 'e5', 'e6', 'e7', 'e8!', 'e9', 'e10'],
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
});
