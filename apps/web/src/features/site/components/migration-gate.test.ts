import { describe, expect, it } from 'vitest';
import { isLegacyHost } from './migration-gate';

describe('isLegacyHost', () => {
  it.each([
    ['legacy.localhost', ['legacy.localhost'], true],
    ['Old.Example.com', ['old.example.com'], true],
    ['old.example.com', [' OLD.example.com '], true],
    ['new.example.com', ['old.example.com'], false],
    ['old.example.com.evil.test', ['old.example.com'], false],
    ['localhost', [], false],
  ])('%s with %j is %s', (hostname, legacy, expected) => {
    expect(isLegacyHost(hostname, legacy)).toBe(expected);
  });
});
