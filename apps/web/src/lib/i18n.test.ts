import { i18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { intlLocale } from '@squash/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicApp } from '../locales/ar/app.po';
import { messages as frenchApp } from '../locales/fr/app.po';
import { intlFormat } from './i18n';

const days = (n: number) => plural(n, { one: '# day', other: '# days' });

describe("the catalogues' plurals (issue 46)", () => {
  beforeAll(() => i18n.load({ ar: arabicApp, fr: frenchApp }));
  afterAll(() => i18n.activate('en'));

  it("say Arabic's six forms: none, one, two, a few (3-10), many (11-99) and other (100), with Western digits", () => {
    i18n.activate('ar', [intlLocale('ar')]);
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map(days)).toEqual([
      'لا أيام',
      'يوم واحد',
      'يومان',
      '3 أيام',
      '10 أيام',
      '11 يومًا',
      '99 يومًا',
      '100 يوم',
      '102 يوم',
    ]);
  });

  it('say French’s one (0 and 1) and other', () => {
    i18n.activate('fr', [intlLocale('fr')]);
    expect([0, 1, 2, 1000].map(days)).toEqual(['0 jour', '1 jour', '2 jours', '1\u202f000 jours']);
  });

  it('keep English as the source writes it', () => {
    i18n.activate('en', [intlLocale('en')]);
    expect([0, 1, 2].map(days)).toEqual(['0 days', '1 day', '2 days']);
  });
});

describe('intlFormat', () => {
  it('builds one formatter per kind, language and options, and keeps it for the next call', () => {
    const first = intlFormat(Intl.NumberFormat, { style: 'unit', unit: 'day', unitDisplay: 'long' }, 'ar-EG-u-nu-latn');
    expect(intlFormat(Intl.NumberFormat, { style: 'unit', unit: 'day', unitDisplay: 'long' }, 'ar-EG-u-nu-latn')).toBe(
      first,
    );
    expect(first.format(3)).toBe('3 أيام');
    // Another language, other options or another kind: another formatter.
    expect(intlFormat(Intl.NumberFormat, { style: 'unit', unit: 'day', unitDisplay: 'long' }, 'fr-FR')).not.toBe(first);
    expect(
      intlFormat(Intl.NumberFormat, { style: 'unit', unit: 'hour', unitDisplay: 'long' }, 'ar-EG-u-nu-latn'),
    ).not.toBe(first);
    expect(intlFormat(Intl.RelativeTimeFormat, { numeric: 'always' }, 'fr-FR').format(2, 'day')).toBe('dans 2 jours');
  });
});
