import { i18n } from '@lingui/core';
import type { CreditNote } from '@squash/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicApp } from '../locales/ar/app.po';
import { messages as arabicMore } from '../locales/ar/more.po';
import { messages as frenchApp } from '../locales/fr/app.po';
import { messages as frenchMore } from '../locales/fr/more.po';
import {
  compactCountdown,
  creditsLabel,
  creditTransactionLabel,
  creditTransactionText,
  formatCreditsIn,
  genderLabel,
  ordinal,
  outlookMark,
  roundInSentence,
  roundLabel,
  tournamentTitle,
} from './labels';

/*
 * Core's names of the tour's categories and the ledger's kinds, said in the reader's language (issue 46, 64): in
 * English as the spec writes them, and in French and Arabic from the catalogues the build ships.
 */

beforeAll(() => i18n.load({ fr: { ...frenchApp, ...frenchMore }, ar: { ...arabicApp, ...arabicMore } }));
afterEach(() => i18n.activate('en'));

const windy = { name: 'Windy City Open 2027', gender: 'mens' as const };

describe('labels in English', () => {
  it("says a draw's gender, a place and a round as the spec does", () => {
    expect(genderLabel('mens')).toBe("Men's");
    expect(genderLabel('womens')).toBe("Women's");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
    expect(['Round 1', 'Round 2', 'Quarter-finals', 'Semi-finals', 'Final', 'Qualifying'].map(roundLabel)).toEqual([
      'Round 1',
      'Round 2',
      'Quarter-finals',
      'Semi-finals',
      'Final',
      'Qualifying',
    ]);
    expect(roundInSentence('Quarter-finals')).toBe('quarter-finals');
  });

  it('says an amount of credits with its noun, one credit alone', () => {
    expect(creditsLabel(100)).toBe('1.00 credit');
    expect(creditsLabel(50)).toBe('0.50 credits');
    expect(creditsLabel(250)).toBe('2.50 credits');
    // Core's spec format in English: no grouping.
    expect(formatCreditsIn(123_456)).toBe('1234.56');
  });

  it('says each kind of credit line', () => {
    expect(
      (['USER_TOP_UP', 'ADMIN_TOP_UP', 'ENTRY_PURCHASE', 'PRIZE', 'REFUND'] as const).map(creditTransactionLabel),
    ).toEqual(['Purchased Credits', 'Bonus Credits', 'Tournament Entry', 'Tournament Prize', 'Refunded Entry']);
  });

  it("names a tournament's draw where its name doesn't", () => {
    expect(tournamentTitle(windy)).toBe("Windy City Open 2027 (Men's)");
    expect(tournamentTitle({ name: "British Open 2027 (Women's)", gender: 'womens' })).toBe(
      "British Open 2027 (Women's)",
    );
  });

  it('says the countdown in its compact units', () => {
    const now = new Date('2026-12-03T10:00:00Z');
    expect(compactCountdown(new Date('2026-12-05T13:04:05Z'), now)).toBe('2d 3h 4m 5s');
    expect(outlookMark('can')).toBe('Can still win');
    expect(outlookMark('out')).toBe('Out of the running');
  });
});

describe("a credit line's text", () => {
  const line = (kind: CreditNote['kind'], more: Partial<CreditNote> = {}): CreditNote => ({
    kind,
    tournament: { name: windy.name, gender: 'mens' },
    credits: null,
    sponsor: null,
    ...more,
  });

  it('is made from its parts, whatever the ledger wrote', () => {
    const text = (note: ReturnType<typeof line>) => creditTransactionText({ description: 'as stored', note });
    expect(text(line('ENTRY'))).toBe("Entry: Windy City Open 2027 (Men's)");
    expect(text(line('PURCHASE', { tournament: null, credits: 1 }))).toBe('1 credit bought by card');
    expect(text(line('PURCHASE', { tournament: null, credits: 5 }))).toBe('5 credits bought by card');
    expect(text(line('REFUND_REMOVED'))).toBe("Refund: Windy City Open 2027 (Men's) was removed");
    expect(text(line('PRIZE_FIXED', { sponsor: 'Windy City Squash' }))).toBe(
      "Prize: Windy City Open 2027 (Men's) (fixed prizes, from Windy City Squash)",
    );
    expect(text(line('PRIZE_FORFEITED'))).toBe("Prize forfeited: Windy City Open 2027 (Men's)");
  });

  it("is an administrator's own words as written", () => {
    expect(creditTransactionText({ description: 'Sorry about the outage', note: null })).toBe('Sorry about the outage');
  });

  it("is in the reader's language, not the ledger's", () => {
    i18n.activate('fr');
    const french = creditTransactionText({ description: "Entry: Windy City Open 2027 (Men's)", note: line('ENTRY') });
    expect(french).not.toContain('Entry');
    expect(french).toContain('Windy City Open 2027');
    i18n.activate('ar');
    const arabic = creditTransactionText({
      description: '5 credits bought by card',
      note: line('PURCHASE', { tournament: null, credits: 5 }),
    });
    expect(arabic).not.toContain('credits');
    expect(arabic).toMatch(/5/);
  });
});

describe('labels in French and Arabic', () => {
  it('says places as each language writes them', () => {
    i18n.activate('fr');
    expect([1, 2, 3].map(ordinal)).toEqual(['1er', '2e', '3e']);
    i18n.activate('ar');
    expect(ordinal(1)).not.toBe('1st');
  });

  it('says amounts of credits with the language’s decimal mark', () => {
    i18n.activate('fr');
    expect(formatCreditsIn(150)).toBe('1,50');
    expect(creditsLabel(250)).toMatch(/^2,50 /);
    i18n.activate('ar');
    // Western digits, as the tour prints scores and times (the language card says so).
    expect(formatCreditsIn(150)).toMatch(/^1[.,٫]50$/);
  });

  it('says rounds, genders and kinds of credit line in the language', () => {
    for (const locale of ['fr', 'ar']) {
      i18n.activate(locale);
      expect(roundLabel('Final'), locale).not.toBe('Final');
      expect(roundLabel('Round 2'), locale).toContain('2');
      expect(roundLabel('Round 2'), locale).not.toContain('Round');
      expect(genderLabel('womens'), locale).not.toBe("Women's");
      expect(creditTransactionLabel('ENTRY_PURCHASE'), locale).not.toBe('Tournament Entry');
      expect(compactCountdown(new Date('2026-12-05T13:04:05Z'), new Date('2026-12-03T10:00:00Z')), locale).toMatch(
        /^2\D+ 3\D+ 4\D+ 5\D+$/,
      );
    }
  });
});
