import { describe, expect, it } from 'vitest';
import { testMatch, testPlayer } from '@/testing/test-match';
import { emptySlotLabel, isMissingPlayer } from './match-slots';

const player = testPlayer('00000000-0000-4000-8000-000000000001', 'A', 1);
const base = testMatch({ playerOne: player });

describe('isMissingPlayer', () => {
  it.each([
    ['a Round 1 match with an empty slot', {}, true],
    ['a full Round 1 match', { playerTwo: { ...player, id: '00000000-0000-4000-8000-000000000002' } }, false],
    ['a bye', { isBye: true }, false],
    ['a later round', { roundIndex: 2 }, false],
    ['a slot kept for a qualifier', { qualifierSlot: 2 as const }, false],
    ['an empty slot beside a qualifier slot', { playerOne: null, qualifierSlot: 2 as const }, true],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(isMissingPlayer({ ...base, ...overrides })).toBe(expected);
  });
});

describe('emptySlotLabel', () => {
  it('reads Qualifier for the qualifier slot and TBD otherwise', () => {
    expect(emptySlotLabel({ ...base, qualifierSlot: 2 }, 2)).toBe('Qualifier');
    expect(emptySlotLabel(base, 2)).toBe('TBD');
  });
});
