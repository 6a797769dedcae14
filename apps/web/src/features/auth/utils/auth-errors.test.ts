import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicMore } from '../../../locales/ar/more.po';
import { messages as frenchMore } from '../../../locales/fr/more.po';
import { authErrorMessage, isAlreadyRegistered, loginFailureToast } from './auth-errors';

const failure = (fields: Record<string, unknown>, status = 400) => ({ status, statusText: 'Bad Request', ...fields });

describe('loginFailureToast', () => {
  it('names a wrong password as the spec words it', () => {
    expect(
      loginFailureToast(failure({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401)),
    ).toEqual({
      title: 'Incorrect password',
      description: 'Please check your password and try again',
    });
  });

  it("passes any other provider error through under 'Login failed'", () => {
    expect(loginFailureToast(failure({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403))).toEqual({
      title: 'Login failed',
      description: 'Email not verified',
    });
  });

  it("reads the API's own error shape (the rate limiter in front of better-auth)", () => {
    const limited = {
      status: 429,
      statusText: 'Too Many Requests',
      error: { code: 'RATE_LIMITED', message: 'Slow down' },
    };
    expect(loginFailureToast(limited)).toEqual({ title: 'Login failed', description: 'Slow down' });
  });
});

describe('authErrorMessage', () => {
  it.each([
    [failure({ message: 'Token expired' }), 'Token expired'],
    [{ status: 502, statusText: 'Bad Gateway' }, 'Bad Gateway'],
    [{ status: 0, statusText: '' }, 'An unexpected error occurred'],
  ])('%j reads %s', (error, expected) => {
    expect(authErrorMessage(error)).toBe(expected);
  });
});

describe("better-auth's refusals in the reader's language", () => {
  beforeAll(() => i18n.load({ fr: frenchMore, ar: arabicMore }));
  afterAll(() => i18n.activate('en'));

  it('says a code it knows in the language, its English as better-auth words it, and any other as it is', () => {
    const unverified = failure({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403);
    expect(authErrorMessage(unverified)).toBe('Email not verified');
    i18n.activate('fr');
    expect(authErrorMessage(unverified)).toBe('Adresse e-mail non vérifiée');
    expect(loginFailureToast(unverified).description).toBe('Adresse e-mail non vérifiée');
    expect(authErrorMessage(failure({ code: 'SOMETHING_NEW', message: 'Something new' }))).toBe('Something new');
    i18n.activate('ar');
    expect(authErrorMessage(failure({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }))).toBe(
      'كلمة المرور قصيرة جدًا',
    );
    i18n.activate('en');
  });
});

describe('isAlreadyRegistered', () => {
  it('recognises the code and the message', () => {
    expect(isAlreadyRegistered(failure({ code: 'USER_ALREADY_EXISTS' }, 422))).toBe(true);
    expect(isAlreadyRegistered(failure({ message: 'User already registered' }, 422))).toBe(true);
    expect(
      isAlreadyRegistered(failure({ code: 'WEAK_PASSWORD', message: 'Password must contain at least one symbol' })),
    ).toBe(false);
  });
});
