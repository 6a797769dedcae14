import { type OutlookFact, type OutlookFigures, outlookFacts } from '@squash/core';
import { say, type Texts } from '../../lib/texts.js';

/*
 * What fans' devices are told, in each fan's language (issue 46): messages of the server's catalogue
 * (lib/texts.ts), English by default.
 */
export const PUSH = {
  tipsLockMinutes: /*i18n*/ {
    id: 'push.tips-lock.minutes',
    message: '{minutes, plural, one {Tips lock in # minute} other {Tips lock in # minutes}}',
  },
  tipsLockHour: /*i18n*/ { id: 'push.tips-lock.hour', message: 'Tips lock in an hour' },
  tipsLockHours: /*i18n*/ {
    id: 'push.tips-lock.hours',
    message: '{hours, plural, one {Tips lock in # hour} other {Tips lock in # hours}}',
  },
  tipsLockBody: /*i18n*/ { id: 'push.tips-lock.body', message: '{tournament}: make your picks before play starts.' },
  roundRanked: /*i18n*/ {
    id: 'push.round.ranked',
    message: "You're {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {entrants} after the {round}",
  },
  roundUnranked: /*i18n*/ { id: 'push.round.unranked', message: 'Not ranked yet after the {round}' },
  roundBody: /*i18n*/ {
    id: 'push.round.body',
    message: '{tournament}: {points, plural, one {# point} other {# points}} so far.{outlook}',
  },
  finalOver: /*i18n*/ { id: 'push.final.over', message: '{tournament} is over' },
  finalRanked: /*i18n*/ {
    id: 'push.final.ranked',
    message: 'You finished {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {entrants}',
  },
  finalBody: /*i18n*/ {
    id: 'push.final.body',
    message: '{tournament}: {points, plural, one {# point} other {# points}}. The final results are in.',
  },
  refundTitle: /*i18n*/ { id: 'push.refund.title', message: '{credits} refunded' },
  memberTitle: /*i18n*/ { id: 'push.league-member.title', message: 'New member in {league}' },
  memberBody: /*i18n*/ { id: 'push.league-member.body', message: '{username} joined your league.' },
  leagueReminderTitle: /*i18n*/ { id: 'push.league-reminder.title', message: "{tournament}: your picks aren't in yet" },
  leagueReminderBody: /*i18n*/ {
    id: 'push.league-reminder.body',
    message: '{owner} reminds {league}: tips lock {startsAt}.',
  },
  paymentTitle: /*i18n*/ { id: 'push.payment.title', message: 'Payment completed' },
  paymentBody: /*i18n*/ {
    id: 'push.payment.body',
    message: '{credits, plural, one {# credit is in your account.} other {# credits are in your account.}}',
  },
  prizeTitle: /*i18n*/ { id: 'push.prize.title', message: 'You won a prize' },
  prizeBody: /*i18n*/ { id: 'push.prize.body', message: '{amount} for your finish in {tournament}.' },
  canWin: /*i18n*/ { id: 'outlook.can-win', message: 'You can still finish 1st' },
  bestExact: /*i18n*/ {
    id: 'outlook.best-exact',
    message: 'Best finish still possible: {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  },
  bestAtLeast: /*i18n*/ {
    id: 'outlook.best-at-least',
    message:
      'You can still reach {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place, perhaps higher',
  },
  prizesOut: /*i18n*/ { id: 'outlook.prizes-out', message: 'Out of the prize places' },
  prizesCan: /*i18n*/ { id: 'outlook.prizes-can', message: 'You can still reach the prize places' },
  final: /*i18n*/ { id: 'round.final', message: 'Final' },
  semiFinals: /*i18n*/ { id: 'round.semi-finals', message: 'Semi-finals' },
  quarterFinals: /*i18n*/ { id: 'round.quarter-finals', message: 'Quarter-finals' },
  round: /*i18n*/ { id: 'round.numbered', message: 'Round {round}' },
};

/** A round's name (core's `roundName`) in the language of `texts`; one core doesn't make, as it is. */
export function roundLabel(texts: Texts, name: string): string {
  if (name === 'Final') return say(texts, PUSH.final);
  if (name === 'Semi-finals') return say(texts, PUSH.semiFinals);
  if (name === 'Quarter-finals') return say(texts, PUSH.quarterFinals);
  const round = /^Round (\d+)$/.exec(name)?.[1];
  return round ? say(texts, PUSH.round, { round }) : name;
}

/** 'Tips lock in 5 hours', 'Tips lock in an hour', 'Tips lock in 20 minutes'. */
export function tipsLockTitle(texts: Texts, msLeft: number): string {
  const minutes = Math.max(1, Math.round(msLeft / 60_000));
  if (minutes < 55) return say(texts, PUSH.tipsLockMinutes, { minutes });
  const hours = Math.round(minutes / 60);
  return hours <= 1 ? say(texts, PUSH.tipsLockHour) : say(texts, PUSH.tipsLockHours, { hours });
}

/** One of core's outlook facts (`outlookFacts`) in the language of `texts`. */
function outlookLine(texts: Texts, fact: OutlookFact): string {
  switch (fact.kind) {
    case 'can-win':
      return say(texts, PUSH.canWin);
    case 'best-exact':
      return say(texts, PUSH.bestExact, { rank: fact.rank });
    case 'best-at-least':
      return say(texts, PUSH.bestAtLeast, { rank: fact.rank });
    case 'prizes-out':
      return say(texts, PUSH.prizesOut);
    case 'prizes-can':
      return say(texts, PUSH.prizesCan);
  }
}

/** What the outlook tells a fan, in the language of `texts`. */
export function outlookLines(texts: Texts, outlook: OutlookFigures, options: { prizes?: boolean } = {}): string[] {
  return outlookFacts(outlook, options).map((fact) => outlookLine(texts, fact));
}
