import { describe, expect, it } from 'vitest';
import { liveReconnectDelayMs } from './realtime.js';

describe('liveReconnectDelayMs', () => {
  it.each([
    [0, true, 1000],
    [1, true, 2000],
    [2, true, 5000],
    [3, true, 10_000],
    [9, true, 10_000],
    [0, false, 1000],
    [3, false, 10_000],
    [4, false, 30_000],
    [5, false, 60_000],
    [50, false, 60_000],
  ])('after %i failures (opened meanwhile: %s) waits %i ms', (failures, opened, delay) => {
    expect(liveReconnectDelayMs(failures, opened)).toBe(delay);
  });
});
