import { plural, selectOrdinal, t } from '@lingui/core/macro';
import type { CreditTransaction } from '@squash/core';
import {
  CREDIT_UNIT,
  type CreditTransactionType,
  compactCountdownUnits,
  formatCredits,
  type Gender,
  namesItsGender,
  type Verdict,
} from '@squash/core/rules';
import { currentIntlLocale, currentLocale, intlFormat } from './i18n';

/*
 * Core's names of the tour's categories and the ledger's kinds, in the reader's language (issue 46). Core
 * keeps the English for the server's texts; the web app's pages say them through these.
 */

/** "Men's", "Women's". */
export function genderLabel(gender: Gender): string {
  return gender === 'mens' ? t`Men's` : t`Women's`;
}

/** A credit transaction's kind: 'Purchased Credits', 'Tournament Entry'... */
export function creditTransactionLabel(type: CreditTransactionType): string {
  switch (type) {
    case 'USER_TOP_UP':
      return t`Purchased Credits`;
    case 'ADMIN_TOP_UP':
      return t`Bonus Credits`;
    case 'ENTRY_PURCHASE':
      return t`Tournament Entry`;
    case 'PRIZE':
      return t`Tournament Prize`;
    case 'REFUND':
      return t`Refunded Entry`;
  }
}

/** A place as the reader's language writes it: '1st', '2nd', '21st' in English; '1er', '2e' in French. */
export function ordinal(n: number): string {
  return selectOrdinal(n, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
}

/** An amount of credits with its noun: '1.00 credit', '0.50 credits', '2.00 credits'. */
export function creditsLabel(hundredths: number): string {
  const amount = formatCreditsIn(hundredths);
  return hundredths === CREDIT_UNIT ? t`${amount} credit` : t`${amount} credits`;
}

/** Hundredths of a credit as the pages show them: 150 -> '1.50' ('1,50' in French). */
export function formatCreditsIn(hundredths: number): string {
  if (currentLocale() === 'en') return formatCredits(hundredths);
  return intlFormat(Intl.NumberFormat, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hundredths / CREDIT_UNIT,
  );
}

/**
 * A round's name (core's `roundName`: 'Round 1', 'Quarter-finals', 'Semi-finals', 'Final') in the reader's
 * language; a name core doesn't make is shown as it is.
 */
export function roundLabel(name: string): string {
  if (name === 'Final') return t`Final`;
  if (name === 'Semi-finals') return t`Semi-finals`;
  if (name === 'Quarter-finals') return t`Quarter-finals`;
  const round = /^Round (\d+)$/.exec(name)?.[1];
  return round ? t`Round ${round}` : name;
}

/** A round's name inside a sentence ('pick from the quarter-finals'): in lower case where the language writes it so. */
export function roundInSentence(name: string): string {
  return roundLabel(name).toLocaleLowerCase(currentIntlLocale());
}

/** The spec's compact countdown, '2d 3h 4m 5s' (core's units), in the reader's abbreviations. */
export function compactCountdown(target: Date, now: Date): string {
  const say = {
    d: (n: number) => t`${n}d`,
    h: (n: number) => t`${n}h`,
    m: (n: number) => t`${n}m`,
    s: (n: number) => t`${n}s`,
  };
  return compactCountdownUnits(target, now)
    .map(([value, unit]) => say[unit](value))
    .join(' ');
}

/** Core's marks under a name on the leaderboard ('Can still win'...), in the reader's language. */
export function outlookMark(verdict: Verdict): string {
  switch (verdict) {
    case 'can':
      return t`Can still win`;
    case 'out':
      return t`Out of the running`;
    case 'unknown':
      return t`May still win`;
  }
}

/** What each mark means, beneath the table that shows them. */
export function outlookMarkMeaning(verdict: Verdict): string {
  switch (verdict) {
    case 'can':
      return t`some way the rest of the draw can go puts the entry first`;
    case 'out':
      return t`no way it can go does`;
    case 'unknown':
      return t`not worked out yet either way, with too many ways left to check them all`;
  }
}

/** A tournament's name with whose draw it is, where the name doesn't say: "Windsor Open (Women's)". */
export function tournamentTitle(tournament: { name: string; gender: Gender }): string {
  if (namesItsGender(tournament)) return tournament.name;
  const { name } = tournament;
  const gender = genderLabel(tournament.gender);
  return t`${name} (${gender})`;
}

/**
 * A credit transaction's line in the reader's language (issue 64): the ledger keeps it in English, and the API
 * sends its parts (`note`, core's credit-notes.ts); an administrator's own words (`note` null) are shown as written.
 */
export function creditTransactionText(transaction: Pick<CreditTransaction, 'description' | 'note'>): string {
  const { note } = transaction;
  if (!note) return transaction.description;
  const tournament = note.tournament
    ? note.tournament.gender
      ? tournamentTitle({ name: note.tournament.name, gender: note.tournament.gender })
      : note.tournament.name
    : '';
  const credits = note.credits ?? 0;
  const sponsor = note.sponsor ?? '';
  switch (note.kind) {
    case 'ENTRY':
      return t`Entry: ${tournament}`;
    case 'ENTRY_FIXED':
      return t`Entry: ${tournament} (fixed prizes)`;
    case 'PURCHASE':
      return plural(credits, { one: '# credit bought by card', other: '# credits bought by card' });
    case 'REFUND_REMOVED':
      return t`Refund: ${tournament} was removed`;
    case 'REFUND_BREAK':
      return t`Refund: ${tournament} (a break or self-exclusion)`;
    case 'PRIZE':
      return t`Prize: ${tournament}`;
    case 'PRIZE_FIXED':
      return sponsor ? t`Prize: ${tournament} (fixed prizes, from ${sponsor})` : t`Prize: ${tournament} (fixed prizes)`;
    case 'PRIZE_RELEASED':
      return t`Prize: ${tournament} (released after review)`;
    case 'PRIZE_FORFEITED':
      return t`Prize forfeited: ${tournament}`;
  }
}
