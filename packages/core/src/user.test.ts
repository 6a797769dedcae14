import { describe, expect, it } from 'vitest';
import {
  displayName,
  initials,
  isReservedUsername,
  NewPasswordSchema,
  UpdateUserRequestSchema,
  UsernameSchema,
} from './user.js';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('UsernameSchema', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['has space', 'Only letters numbers . _ and - allowed'],
    ['émile', 'Only letters numbers . _ and - allowed'],
  ])('refuses %s with "%s"', (value, message) => {
    expect(firstMessage(UsernameSchema.safeParse(value))).toBe(message);
  });
  it.each(['abc', 'Nick.Shot_99', 'a-b', 'a'.repeat(30)])('takes %s', (value) => {
    expect(UsernameSchema.parse(value)).toBe(value);
  });
});

describe('NewPasswordSchema', () => {
  it.each([
    ['Ab1!', 'Password must be at least 8 characters'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one symbol'],
  ])('refuses %s with "%s"', (value, message) => {
    expect(firstMessage(NewPasswordSchema.safeParse(value))).toBe(message);
  });
  it('takes a strong password', () => {
    expect(NewPasswordSchema.safeParse('Nick!Shot9').success).toBe(true);
  });
});

describe('UpdateUserRequestSchema', () => {
  it('takes only changed fields and refuses an empty or unknown change', () => {
    expect(UpdateUserRequestSchema.parse({ tournamentUpdatesEnabled: false })).toEqual({
      tournamentUpdatesEnabled: false,
    });
    expect(firstMessage(UpdateUserRequestSchema.safeParse({}))).toBe('No changes to update');
    expect(firstMessage(UpdateUserRequestSchema.safeParse({ role: 'admin' }))).toBe('Unknown field: role');
  });
});

describe('displayName and initials', () => {
  it.each([
    [{ username: 'nick', firstName: 'Sam', fullName: 'Sam Lee' }, 'nick', 'SL'],
    [{ username: '', firstName: 'Sam', fullName: 'Sam Lee' }, 'Sam', 'SL'],
    [{ fullName: 'Sam Lee' }, 'Sam Lee', 'SL'],
    [{}, 'User', 'US'],
    [{ username: 'drop_shot' }, 'drop_shot', 'DS'],
  ])('%o shows as %s with initials %s', (user, name, letters) => {
    expect(displayName(user)).toBe(name);
    expect(initials(user)).toBe(letters);
  });
});

describe('isReservedUsername', () => {
  it('refuses the operator names in any case', () => {
    expect(isReservedUsername('Admin')).toBe(true);
    expect(isReservedUsername('SquashTips')).toBe(true);
    expect(isReservedUsername('nick_shot')).toBe(false);
  });
});
