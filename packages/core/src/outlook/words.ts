/*
 * What the pages say of an entry's outlook (issue 27, decision 019): only what `contention()` proved, in
 * the fan's words, and the chances without rounding to a certainty that isn't one.
 */

import { ordinal } from '../format.js';
import type { Verdict } from './field.js';

/** An entry's outlook as the API gives it (`EntryOutlookSchema`), for code without zod. */
export interface OutlookFigures {
  first: Verdict;
  prizePlaces: Verdict;
  bestRank: number;
  bestRankExact: boolean;
  firstChance: number;
  prizeChance: number;
}

/**
 * The leaderboard's mark of an entry, by whether it can still finish first. The third is what isn't worked
 * out either way ('Alive' beside 'Can still win' read as jargon, or as a bug: issue 43).
 */
export const OUTLOOK_MARKS: Readonly<Record<Verdict, string>> = {
  can: 'Can still win',
  out: 'Out of the running',
  unknown: 'May still win',
};

/** What each mark means, said where the marks are shown. */
export const OUTLOOK_MARK_MEANINGS: Readonly<Record<Verdict, string>> = {
  can: 'some way the rest of the draw can go puts the entry first',
  out: 'no way it can go does',
  unknown: 'not worked out yet either way, with too many ways left to check them all',
};

/**
 * The fan's own outlook in sentences, each one proven: 'You can still finish 1st', 'Best finish still
 * possible: 4th' (no outcome does better) or 'You can still reach 4th place, perhaps higher' (an outcome
 * does it, a better one isn't ruled out: 'You can still finish 11th' read as 'your best is 11th'), then the prize places: 'Out of the prize places' or 'You can still reach the prize
 * places'. What isn't proven either way is left unsaid, and so are the prize places of a tournament without
 * prizes (free: no pool, such as a Second Chance).
 */
/** One proven thing the outlook says of a fan's entry (`outlookFacts`), for each reader's words to say. */
export type OutlookFact =
  | { kind: 'can-win' }
  | { kind: 'best-exact'; rank: number }
  | { kind: 'best-at-least'; rank: number }
  | { kind: 'prizes-out' }
  | { kind: 'prizes-can' };

/** What `outlookLines` says, as facts: the web app and the server word them in the fan's language. */
export function outlookFacts(
  outlook: OutlookFigures,
  // prizes: the tournament has some (a pool); a free one's prize places pay nothing, so go unsaid.
  { prizes = true }: { prizes?: boolean } = {},
): OutlookFact[] {
  const facts: OutlookFact[] = [];
  if (outlook.first === 'can') facts.push({ kind: 'can-win' });
  else facts.push({ kind: outlook.bestRankExact ? 'best-exact' : 'best-at-least', rank: outlook.bestRank });
  if (!prizes) return facts;
  if (outlook.prizePlaces === 'out') facts.push({ kind: 'prizes-out' });
  else if (outlook.prizePlaces === 'can' && outlook.first !== 'can') facts.push({ kind: 'prizes-can' });
  return facts;
}

function inEnglish(fact: OutlookFact): string {
  switch (fact.kind) {
    case 'can-win':
      return 'You can still finish 1st';
    case 'best-exact':
      return `Best finish still possible: ${ordinal(fact.rank)}`;
    case 'best-at-least':
      return `You can still reach ${ordinal(fact.rank)} place, perhaps higher`;
    case 'prizes-out':
      return 'Out of the prize places';
    case 'prizes-can':
      return 'You can still reach the prize places';
  }
}

export function outlookLines(outlook: OutlookFigures, options: { prizes?: boolean } = {}): string[] {
  return outlookFacts(outlook, options).map(inEnglish);
}

/**
 * A chance as a whole percentage beside what is proven of it: '0%' only when it is ruled out, '<1%' when
 * it is possible but no simulated run reached it (or rounds to 0), '>99%' rather than a '100%' nothing
 * proves.
 */
export function chanceLabel(chance: number, verdict: Verdict): string {
  if (verdict === 'out') return '0%';
  const percent = Math.round(chance * 100);
  if (percent < 1) return '<1%';
  if (percent > 99) return '>99%';
  return `${percent}%`;
}
