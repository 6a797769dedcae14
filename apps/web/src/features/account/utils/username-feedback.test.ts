import { describe, expect, it } from 'vitest';
import { usernameFeedback } from './username-feedback';

describe('usernameFeedback', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['no spaces', 'Only letters numbers . _ and - allowed'],
  ])('refuses %s with "%s" before asking the server', (value, message) => {
    expect(usernameFeedback(value, 'alex_boast', 'available')).toEqual({ message, tone: 'error', valid: null });
  });

  it("says 'Username unchanged' for the current name (also with spaces around it)", () => {
    expect(usernameFeedback(' alex_boast ', 'alex_boast', 'available')).toEqual({
      message: 'Username unchanged',
      tone: 'neutral',
      valid: null,
    });
  });

  it.each([
    ['available', 'This username is available', 'success', 'new_name'],
    ['taken', 'This username is not available', 'error', null],
    ['failed', 'Error checking username', 'error', null],
    ['checking', 'Checking availability...', 'neutral', null],
    [undefined, null, 'neutral', null],
  ] as const)('with the server saying %s: "%s"', (availability, message, tone, valid) => {
    expect(usernameFeedback('new_name', 'alex_boast', availability)).toEqual({ message, tone, valid });
  });
});
