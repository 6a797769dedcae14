import { plural, t } from '@lingui/core/macro';
import {
  CREDIT_PRICE_CENTS,
  CREDIT_UNIT,
  competitionRanks,
  DEFAULT_CURRENCY,
  GAME_SCORES,
  PRIZE_SPLIT,
  SCORING,
  splitPrizePool,
  withdrawalGameScore,
} from '@squash/core/rules';
import { formatMoney } from '@/lib/format';
import { currentLocale, intlFormat } from '@/lib/i18n';
import { formatCreditsIn as formatCredits } from '@/lib/labels';
import { useSiteConfig } from '@/lib/site-config';

/*
 * Every figure the static pages quote, derived from @squash/core so the FAQ, rules, terms and the scorer
 * can never disagree (ARCHITECTURE.md, conflicts resolved). Pages print these; they never type a number.
 */

/** '10 points': the points for a correct winner, with its noun in the reader's language. */
export function pointsPerWinner(): string {
  return plural(SCORING.pointsPerCorrectWinner, { one: '# point', other: '# points' });
}

/** '5 bonus points': the bonus for the right game score too. */
export function bonusPoints(): string {
  return plural(SCORING.bonusForCorrectGameScore, { one: '# bonus point', other: '# bonus points' });
}

/** '3-0, 3-1 or 3-2', joined as the reader's language joins a choice. */
export function gameScoreChoices(): string {
  if (currentLocale() === 'en') return `${GAME_SCORES.slice(0, -1).join(', ')} or ${GAME_SCORES.at(-1)}`;
  return intlFormat(Intl.ListFormat, { type: 'disjunction' }).format(GAME_SCORES);
}

/** A worked example: 12 winners right, 4 of them with the exact game score. */
export const scoringExample = (() => {
  const winners = 12;
  const exactScores = 4;
  return {
    winners,
    exactScores,
    points: winners * SCORING.pointsPerCorrectWinner + exactScores * SCORING.bonusForCorrectGameScore,
    sum: `${winners} × ${SCORING.pointsPerCorrectWinner} + ${exactScores} × ${SCORING.bonusForCorrectGameScore}`,
  };
})();

/** Ranks of four players with 130, 120, 120 and 110 points: '1, 2, 2, 4'. */
export const tieExample = (() => {
  const points = [130, 120, 120, 110];
  return { points: points.join(', '), ranks: competitionRanks(points).join(', ') };
})();

/** Withdrawal examples: at one game all, and before the end of game one. */
export const withdrawalAtOneAll = withdrawalGameScore(1);
export const withdrawalInGameOne = withdrawalGameScore(0);
export const walkoverScore = GAME_SCORES[0];

export const prizeSplit = {
  winner: `${PRIZE_SPLIT.winnerPercent}%`,
  platform: `${PRIZE_SPLIT.platformPercent}%`,
  topFinishersCredit: `${PRIZE_SPLIT.topFinishersCreditPercent}%`,
  topFinishersShare: `${PRIZE_SPLIT.topFinishersSharePercent}%`,
};

/**
 * A worked split, computed by the same rule the settlement runs (core's `splitPrizePool`): 25 paid
 * entries of one credit each, no ties. Money in cents, credits in hundredths.
 */
export const prizeExample = (() => {
  const entries = 25;
  const split = splitPrizePool({
    feeCredits: CREDIT_UNIT,
    entrants: Array.from({ length: entries }, (_, i) => ({ entryId: `e${i}`, userId: `u${i}`, rank: i + 1 })),
  });
  return {
    entries,
    poolCents: split.poolCents,
    winnerCents: split.winnerCents,
    platformCents: split.platformCents,
    topFinishers: split.topFinishers.length,
    creditsEach: formatCredits(split.topFinishers[0]?.credits ?? 0),
  };
})();

/** The worked split as a sentence, in the configured currency. */
export function prizeExampleText(currency: string): string {
  const e = prizeExample;
  return t`For example, ${e.entries} entries of ${formatMoney(CREDIT_PRICE_CENTS, currency)} make a pool of ${formatMoney(e.poolCents, currency)}: the winner gets ${formatMoney(e.winnerCents, currency)}, the top ${e.topFinishers} finishers get ${e.creditsEach} credits each, and the platform keeps ${formatMoney(e.platformCents, currency)}.`;
}

export function entryFee(currency: string): string {
  return formatMoney(CREDIT_PRICE_CENTS, currency);
}

/** The entry fee in the configured currency, and whether entries cost credits right now (CREDITS_ENABLED). */
export function useEntryFee(): { fee: string; paid: boolean } {
  const config = useSiteConfig().data;
  return { fee: entryFee(config?.currency ?? DEFAULT_CURRENCY), paid: config?.creditsEnabled ?? false };
}
