import { i18n } from '@lingui/core';
import {
  CreateLeagueRequestSchema,
  EmailSchema,
  FeedbackRequestSchema,
  JoinLeagueRequestSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  PASSWORDS_DONT_MATCH,
  UpdateLeagueRequestSchema,
  UsernameSchema,
} from '@squash/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages as arabicApp } from '../locales/ar/app.po';
import { messages as arabicMore } from '../locales/ar/more.po';
import { messages as frenchApp } from '../locales/fr/app.po';
import { messages as frenchMore } from '../locales/fr/more.po';
import { inReaderLanguage } from './known-texts';

/** Every message the fans' forms' schemas (core's) give for bad input: the ones a fan can see under a field. */
function fanFormMessages(): string[] {
  const long = (n: number) => 'x'.repeat(n + 1);
  const email = z.object({ email: EmailSchema });
  const cases: Array<[z.ZodType, unknown]> = [
    [FeedbackRequestSchema, {}],
    [FeedbackRequestSchema, { name: '', email: 'x', message: '' }],
    [FeedbackRequestSchema, { name: long(200), email: 'a@b.co', message: long(5000) }],
    [CreateLeagueRequestSchema, {}],
    [CreateLeagueRequestSchema, { name: 'a', description: long(280) }],
    [CreateLeagueRequestSchema, { name: long(40) }],
    [UpdateLeagueRequestSchema, {}],
    [JoinLeagueRequestSchema, {}],
    // The Update Username dialog's line under the field.
    ...['ab', long(30), 'nour drops'].map((username): [z.ZodType, unknown] => [UsernameSchema, username]),
    [JoinLeagueRequestSchema, { code: '' }],
    [email, {}],
    [email, { email: 'nope' }],
    [z.object({ password: LoginPasswordSchema }), { password: '' }],
    ...['a', 'ABCDEFG1!', 'abcdefg1!', 'Abcdefgh!', 'Abcdefgh1', `Aa1!${long(128)}`].map(
      (password): [z.ZodType, unknown] => [z.object({ password: NewPasswordSchema }), { password }],
    ),
  ];
  const messages = new Set([PASSWORDS_DONT_MATCH]);
  for (const [schema, value] of cases) {
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  }
  return [...messages];
}

describe("core's validation messages in the reader's language (issue 46)", () => {
  beforeAll(() => i18n.load({ fr: { ...frenchApp, ...frenchMore }, ar: { ...arabicApp, ...arabicMore } }));
  afterAll(() => i18n.activate('en'));

  it("has every message of the fans' forms in French and Arabic", () => {
    const messages = fanFormMessages();
    expect(messages.length).toBeGreaterThan(10);
    for (const locale of ['fr', 'ar']) {
      i18n.activate(locale);
      const untranslated = messages.filter((message) => inReaderLanguage(message) === message);
      expect(untranslated, `not translated into ${locale}`).toEqual([]);
    }
    i18n.activate('fr');
    expect(inReaderLanguage('Please enter a valid email address')).toBe('Veuillez saisir une adresse e-mail valide');
  });

  it("says why a payment didn't go through, as the server keeps it, in the reader's language", () => {
    i18n.activate('ar');
    expect(inReaderLanguage('Your card was declined.')).toBe('رُفضت بطاقتك.');
    i18n.activate('fr');
    expect(inReaderLanguage('The checkout expired before the payment was made.')).toBe(
      'La page de paiement a expiré avant le paiement.',
    );
    i18n.activate('en');
  });

  it('leaves English as it is, and a text it does not know', () => {
    i18n.activate('en');
    expect(inReaderLanguage('Name is required')).toBe('Name is required');
    i18n.activate('fr');
    expect(inReaderLanguage('Something only the server says')).toBe('Something only the server says');
  });
});
