import { describe, expect, it } from 'vitest';
import { TERMS_EFFECTIVE_DATE, TERMS_EFFECTIVE_ON } from './constants.js';
import { intlLocale, negotiateLocale, textDirection } from './locale.js';

describe('negotiateLocale', () => {
  it('takes the first language the site has, by weight', () => {
    expect(negotiateLocale('ar-EG,ar;q=0.9,en-US;q=0.8')).toBe('ar');
    expect(negotiateLocale('de-DE,fr-CA;q=0.8,en;q=0.7')).toBe('fr');
    expect(negotiateLocale('en;q=0.5, fr;q=0.9')).toBe('fr');
    expect(negotiateLocale('FR')).toBe('fr');
  });

  it('falls back to English for none, nothing, junk or a refused language', () => {
    expect(negotiateLocale('de-DE,es;q=0.9')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(';;;,q=x')).toBe('en');
    expect(negotiateLocale('ar;q=0, fr;q=abc')).toBe('en');
  });

  it('keeps the order given when weights tie', () => {
    expect(negotiateLocale('fr, ar')).toBe('fr');
    expect(negotiateLocale('ar, fr')).toBe('ar');
  });
});

describe('a language’s direction and Intl tag', () => {
  it('writes Arabic right to left, with Western digits', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234)).toBe('1,234');
    expect(new Intl.NumberFormat(intlLocale('fr')).format(1234)).toMatch(/^1\s234$/);
  });
});

describe("the terms' effective date", () => {
  it("is the same day in the specification's words and as a calendar day", () => {
    const day = new Date(`${TERMS_EFFECTIVE_ON}T00:00:00Z`);
    const words = `${day.getUTCDate()}th ${day.toLocaleString('en', { month: 'long', timeZone: 'UTC' })} ${day.getUTCFullYear()}`;
    expect(TERMS_EFFECTIVE_DATE).toBe(words);
  });
});
