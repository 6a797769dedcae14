import { CREDIT_PRICE_CENTS, CREDIT_UNIT, GENDER_LABELS, type Gender } from './constants.js';

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the start time has passed; every part is then zero. */
  done: boolean;
}

export function countdownParts(target: Date, now: Date): CountdownParts {
  const remaining = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
    done: remaining === 0,
  };
}

/** The compact countdown's units, leading zero units dropped ([[4, 'm'], [5, 's']]); [[0, 's']] once started. */
export function compactCountdownUnits(target: Date, now: Date): Array<[number, 'd' | 'h' | 'm' | 's']> {
  const { days, hours, minutes, seconds } = countdownParts(target, now);
  const units: Array<[number, 'd' | 'h' | 'm' | 's']> = [
    [days, 'd'],
    [hours, 'h'],
    [minutes, 'm'],
    [seconds, 's'],
  ];
  const firstNonZero = units.findIndex(([value]) => value > 0);
  return firstNonZero === -1 ? units.slice(-1) : units.slice(firstNonZero);
}

/** The spec's compact countdown: '2d 3h 4m 5s', leading zero units dropped ('4m 5s'); '0s' once started. */
export function compactCountdown(target: Date, now: Date): string {
  return compactCountdownUnits(target, now)
    .map(([value, unit]) => `${value}${unit}`)
    .join(' ');
}

/** Hundredths of a credit as the pages show them: 150 -> '1.50'. */
export const formatCredits = (hundredths: number) => (hundredths / CREDIT_UNIT).toFixed(2);

/** An amount of credits with its noun: '1.00 credit', '0.50 credits', '2.00 credits'. */
export const creditsLabel = (hundredths: number) =>
  `${formatCredits(hundredths)} ${hundredths === CREDIT_UNIT ? 'credit' : 'credits'}`;

/** What an amount of credits costs, in integer cents (CREDIT_PRICE_CENTS a credit). */
export const creditsWorthCents = (hundredths: number) => (hundredths * CREDIT_PRICE_CENTS) / CREDIT_UNIT;

/**
 * An amount of money in integer cents as '$10.00 AUD': the symbol a reader knows plus the code, since '$'
 * alone is ambiguous across AUD, USD and NZD.
 */
export function formatMoney(cents: number, currency: string): string {
  const amount = new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
  return `${amount} ${currency}`;
}

/**
 * A tournament named so that the men's and women's events of one name can be told apart:
 * 'Windsor City Open 2023 (Women's)'. A name that already says which ('Demo Men's Open') is kept as it is.
 */
const NAMES_GENDER: Record<Gender, RegExp> = { mens: /\bmen['’]?s\b/i, womens: /\bwomen['’]?s\b/i };

/** Whether a tournament's name already says whose draw it is ('Demo Men's Open'). */
export function namesItsGender({ name, gender }: { name: string; gender: Gender }): boolean {
  return NAMES_GENDER[gender].test(name);
}

export function tournamentTitle(tournament: { name: string; gender: Gender }): string {
  return namesItsGender(tournament) ? tournament.name : `${tournament.name} (${GENDER_LABELS[tournament.gender]})`;
}
