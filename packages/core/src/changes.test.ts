import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.js';

describe('changedFields', () => {
  const stored = { name: 'Windsor Open', location: null, url: 'https://example.com' };
  const all = ['name', 'location', 'url'] as const;

  it.each([
    ['a field whose value differs', { ...stored, name: 'Windsor Classic' }, all, { name: 'Windsor Classic' }],
    ['nothing when nothing differs', stored, all, {}],
    ['nothing for an empty optional field where null is stored', { ...stored, location: undefined }, all, {}],
    ['a cleared field, as null', { ...stored, url: null }, all, { url: null }],
    [
      'only the keys asked about',
      { name: 'Other', location: 'Windsor', url: null },
      ['location'],
      { location: 'Windsor' },
    ],
  ] as const)('sends %s', (_name, values, keys, expected) => {
    expect(changedFields(stored, values, keys)).toEqual(expected);
  });

  it('compares a stored date as its ISO string, and takes every field sent when no keys are named', () => {
    const at = new Date('2026-11-27T20:00:00.000Z');
    expect(changedFields({ startsAt: at, name: 'A' }, { startsAt: at.toISOString(), name: 'A' })).toEqual({});
    expect(
      changedFields({ startsAt: at, name: 'A' }, { startsAt: '2026-11-28T20:00:00.000Z', name: undefined }),
    ).toEqual({ startsAt: '2026-11-28T20:00:00.000Z' });
  });
});
