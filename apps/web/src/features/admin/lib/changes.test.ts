import { describe, expect, it } from 'vitest';
import { changedValues } from './changes';

describe('changedValues', () => {
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
    expect(changedValues(values, stored, keys)).toEqual(expected);
  });
});
