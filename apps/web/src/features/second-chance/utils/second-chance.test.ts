import { i18n } from '@lingui/core';
import { intlLocale } from '@squash/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicApp } from '../../../locales/ar/app.po';
import { messages as englishApp } from '../../../locales/en/app.po';
import { messages as frenchApp } from '../../../locales/fr/app.po';
import {
  openSecondChance,
  roundKind,
  secondChanceFrom,
  secondChanceRules,
  secondChanceSentence,
} from './second-chance';

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

describe("a Second Chance's sentences agree with the round they start from", () => {
  beforeAll(() => i18n.load({ en: englishApp, ar: arabicApp, fr: frenchApp }));
  afterAll(() => i18n.activate('en'));
  const from = (fromRound: string) => secondChanceSentence({ ...chance, fromRound, startsAt: null }, now);

  it("knows a round's kind from core's names", () => {
    expect(roundKind('Quarter-finals')).toBe('plural');
    expect(roundKind('Semi-finals')).toBe('plural');
    expect(roundKind('Final')).toBe('final');
    expect(roundKind('Round 2')).toBe('numbered');
  });

  it('in English: no article before a numbered round, the verb singular for one', () => {
    i18n.activate('en', [intlLocale('en')]);
    expect(from('Round 2')).toBe('Second Chance open: pick from round 2');
    expect(secondChanceFrom('Final')).toBe('Second Chance from the final:');
    expect(secondChanceFrom('Round 2')).toBe('Second Chance from round 2:');
    expect(secondChanceRules('Semi-finals')).toContain(
      'Picks lock when the semi-finals begin, or as soon as a result of the semi-finals is recorded',
    );
    expect(secondChanceRules('Final')).toContain(
      'Picks lock when the final begins, or as soon as its result is recorded',
    );
    expect(secondChanceRules('Round 2')).toContain(
      'Picks lock when round 2 begins, or as soon as a result of round 2 is recorded',
    );
  });

  it("in French: the article agrees ('les quarts', 'la finale', 'le tour 2'; 'des', 'de la', 'du')", () => {
    i18n.activate('fr', [intlLocale('fr')]);
    expect(from('Quarter-finals')).toContain('dès les quarts de finale');
    expect(from('Final')).toContain('dès la finale');
    expect(from('Round 2')).toContain('dès le tour 2');
    expect(secondChanceFrom('Semi-finals')).toContain('à partir des demi-finales');
    expect(secondChanceFrom('Final')).toContain('à partir de la finale');
    expect(secondChanceFrom('Round 2')).toContain('à partir du tour 2');
    expect(secondChanceRules('Quarter-finals')).toContain(
      'au début des quarts de finale, ou dès qu’un résultat des quarts de finale',
    );
    expect(secondChanceRules('Final')).toContain('au début de la finale, ou dès que son résultat');
    expect(secondChanceRules('Round 2')).toContain('au début du tour 2, ou dès qu’un résultat du tour 2');
  });

  it('in Arabic: the round in Arabic in every sentence, no English word left', () => {
    i18n.activate('ar', [intlLocale('ar')]);
    for (const round of ['Quarter-finals', 'Final', 'Round 2']) {
      for (const sentence of [from(round), secondChanceFrom(round), secondChanceRules(round)]) {
        expect(sentence).not.toMatch(/[a-z]/i);
      }
    }
    expect(secondChanceFrom('Final')).toContain('النهائي');
    expect(secondChanceRules('Round 2')).toContain('الدور 2');
  });
});
