import { i18n } from '@lingui/core';
import { outlookLines as inEnglish, type OutlookFigures } from '@squash/core/rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicApp } from '../../../locales/ar/app.po';
import { messages as arabicMore } from '../../../locales/ar/more.po';
import { messages as frenchApp } from '../../../locales/fr/app.po';
import { messages as frenchMore } from '../../../locales/fr/more.po';
import { outlookLines } from './outlook-words';

/*
 * What the outlook tells a fan of their entry (core's facts), in the reader's language: in English word for word
 * what core says (the server's mails and pushes say it too), in French and Arabic from the catalogues.
 */

beforeAll(() => i18n.load({ fr: { ...frenchApp, ...frenchMore }, ar: { ...arabicApp, ...arabicMore } }));
afterEach(() => i18n.activate('en'));

const outlook = (overrides: Partial<OutlookFigures>): OutlookFigures => ({
  first: 'out',
  prizePlaces: 'can',
  bestRank: 4,
  bestRankExact: true,
  firstChance: 0,
  prizeChance: 0.2,
  ...overrides,
});

const CASES: Array<[string, OutlookFigures, { prizes?: boolean }]> = [
  ['can still win', outlook({ first: 'can', bestRank: 1 }), {}],
  ['a best finish proven', outlook({}), {}],
  ['a best finish not ruled out higher', outlook({ bestRank: 11, bestRankExact: false }), {}],
  ['out of the prize places', outlook({ prizePlaces: 'out', bestRank: 23 }), {}],
  ['a free tournament', outlook({ prizePlaces: 'out' }), { prizes: false }],
];

describe("the fan's outlook in words", () => {
  it.each(CASES)('says %s in English as core does', (_, figures, options) => {
    expect(outlookLines(figures, options)).toEqual(inEnglish(figures, options));
  });

  it('says the best finish with its place, and the prize places where there are prizes', () => {
    expect(outlookLines(outlook({}))).toEqual([
      'Best finish still possible: 4th',
      'You can still reach the prize places',
    ]);
    expect(outlookLines(outlook({ bestRank: 11, bestRankExact: false }))).toEqual([
      'You can still reach 11th place, perhaps higher',
      'You can still reach the prize places',
    ]);
    expect(outlookLines(outlook({ prizePlaces: 'out' }), { prizes: false })).toEqual([
      'Best finish still possible: 4th',
    ]);
  });

  it.each(['fr', 'ar'])('says every fact in %s, none left in English', (locale) => {
    i18n.activate(locale);
    for (const [, figures, options] of CASES) {
      const lines = outlookLines(figures, options);
      const english = inEnglish(figures, options);
      expect(lines.length).toBe(english.length);
      for (const [n, line] of lines.entries()) {
        expect(line).not.toBe(english[n]);
        expect(line).not.toMatch(/\b(You|prize|finish)\b/);
      }
    }
  });
});
