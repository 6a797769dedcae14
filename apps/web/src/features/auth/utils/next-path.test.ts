import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path';

describe('nextPath', () => {
  it('keeps a path of this site', () => {
    expect(nextPath('/leagues/join/K7PQ2WXR9M', '/dashboard')).toBe('/leagues/join/K7PQ2WXR9M');
    expect(nextPath('/leagues?tab=mine', '/dashboard')).toBe('/leagues?tab=mine');
  });

  it('falls back for nothing, or for anything that could leave the site', () => {
    for (const next of [
      null,
      '',
      'leagues',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/x\\y',
      '/a\nb',
    ]) {
      expect(nextPath(next, '/dashboard'), String(next)).toBe('/dashboard');
    }
  });
});
