import { i18n } from '@lingui/core';
import { intlLocale } from '@squash/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicApp } from '../../../locales/ar/app.po';
import { messages as englishApp } from '../../../locales/en/app.po';
import { messages as frenchApp } from '../../../locales/fr/app.po';
import { openSecondChance, secondChanceSentence } from './second-chance';

const now = new Date('2026-11-27T10:00:00.000Z');
const chance = {
  id: '6d3a2f3e-46a4-4a55-a39f-1a8e7f0c2b11',
  status: 'UPCOMING' as const,
  startsAt: '2026-11-27T15:30:00.000Z',
  fromRound: 'Quarter-finals',
};

describe('Second Chance', () => {
  it('is open until its lock, whatever the status last read says', () => {
    expect(openSecondChance({ secondChance: chance }, now)).toBe(chance);
    expect(openSecondChance({ secondChance: chance }, new Date(chance.startsAt))).toBeNull();
    expect(openSecondChance({ secondChance: { ...chance, status: 'ACTIVE' } }, now)).toBeNull();
    expect(openSecondChance({ secondChance: null }, now)).toBeNull();
  });

  it('says where it picks from and when it locks, in whole units rounded down', () => {
    expect(secondChanceSentence(chance, now)).toBe(
      'Second Chance open: pick from the quarter-finals, locks in 5 hours',
    );
    expect(secondChanceSentence({ ...chance, fromRound: 'Final', startsAt: null }, now)).toBe(
      'Second Chance open: pick from the final',
    );
  });
});

describe("a Second Chance's sentence names its round in the reader's language (issue 46)", () => {
  beforeAll(() => i18n.load({ en: englishApp, ar: arabicApp, fr: frenchApp }));
  afterAll(() => i18n.activate('en'));

  it('keeps the English of issue 27', () => {
    i18n.activate('en', [intlLocale('en')]);
    expect(secondChanceSentence({ ...chance, startsAt: null }, now)).toBe(
      'Second Chance open: pick from the quarter-finals',
    );
  });

  it('says the round in French, in lower case mid-sentence', () => {
    i18n.activate('fr', [intlLocale('fr')]);
    expect(secondChanceSentence({ ...chance, startsAt: null }, now)).toContain('quarts de finale');
  });

  it('says the round in Arabic, with no English word left', () => {
    i18n.activate('ar', [intlLocale('ar')]);
    const sentence = secondChanceSentence({ ...chance, startsAt: null }, now);
    expect(sentence).toContain('ربع النهائي');
    expect(sentence).not.toMatch(/[a-z]/i);
  });
});
