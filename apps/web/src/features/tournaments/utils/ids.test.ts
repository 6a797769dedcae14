import { IdParamSchema } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it.each([
    '0b6f7c52-8f0a-4d0c-9c55-1a2b3c4d5e6f',
    '0B6F7C52-8F0A-4D0C-9C55-1A2B3C4D5E6F',
    '00000000-0000-0000-0000-000000000000',
    '0b6f7c52-8f0a-7d0c-bc55-1a2b3c4d5e6f',
    'not-a-tournament',
    '',
    '0b6f7c52-8f0a-4d0c-9c55-1a2b3c4d5e6',
    '0b6f7c52-8f0a-9d0c-9c55-1a2b3c4d5e6f',
    '0b6f7c52-8f0a-4d0c-7c55-1a2b3c4d5e6f',
    ' 0b6f7c52-8f0a-4d0c-9c55-1a2b3c4d5e6f',
  ])('agrees with the API on %j', (id) => {
    expect(isUuid(id)).toBe(IdParamSchema.safeParse({ id }).success);
  });

  it('takes only strings', () => {
    expect(isUuid(42)).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});
