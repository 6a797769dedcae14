import { describe, expect, it } from 'vitest';
import { NewPasswordFormSchema } from './new-password-form';

const issues = (password: string, confirmPassword: string) =>
  NewPasswordFormSchema.safeParse({ password, confirmPassword }).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]) ?? [];

describe('NewPasswordFormSchema', () => {
  it('accepts a strong password typed twice', () => {
    expect(issues('Squash!Demo2026', 'Squash!Demo2026')).toEqual([]);
  });

  it("puts 'Passwords don't match' on the confirm field", () => {
    expect(issues('Squash!Demo2026', 'Squash!Demo2025')).toEqual([['confirmPassword', "Passwords don't match"]]);
  });

  it.each([
    ['Sq!1', 'Password must be at least 8 characters'],
    ['SQUASH!DEMO2026', 'Password must contain at least one lowercase letter'],
    ['squash!demo2026', 'Password must contain at least one uppercase letter'],
    ['Squash!Demo', 'Password must contain at least one number'],
    ['SquashDemo2026', 'Password must contain at least one symbol'],
  ])('refuses %s with "%s"', (password, message) => {
    expect(issues(password, password)).toContainEqual(['password', message]);
  });
});
