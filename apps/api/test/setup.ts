import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that logs an unexpected console.error fails (an error nobody asserted on is a bug).
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'unexpected console.error').toEqual([]);
});
