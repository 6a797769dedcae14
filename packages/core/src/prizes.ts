import { CREDIT_PRICE_CENTS, CREDIT_UNIT, PRIZE_SPLIT } from './constants.js';

/** Cents one hundredth of a credit is worth (a credit is 10.00: 1000 cents, 100 hundredths). */
export const CENTS_PER_CREDIT_UNIT = CREDIT_PRICE_CENTS / CREDIT_UNIT;

export interface PrizeEntrant {
  entryId: string;
  userId: string;
  /** Competition rank (ties share: 1, 2, 2, 4). */
  rank: number;
}

export interface PrizeSplit {
  /** Paid entries x fee, in hundredths of a credit, and what that is in cents. */
  poolCredits: number;
  poolCents: number;
  /**
   * The winner's 60%, owed in cash; tied first places share it equally. Counted in whole hundredths of a
   * credit like everything in the ledger (`credits`), so a share is a multiple of 10 cents (`cents`).
   */
  winners: Array<PrizeEntrant & { credits: number; cents: number }>;
  winnerCredits: number;
  winnerCents: number;
  /** The top 10%'s 10%, credited; everyone tied at the cut is in and shares (whole hundredths). */
  topFinishers: Array<PrizeEntrant & { credits: number }>;
  topFinisherCredits: number;
  /** The platform's 30% and every remainder that doesn't divide evenly; the three parts sum to the pool. */
  platformCents: number;
}

/** How many finishers the top 10% is: ceil(N / 10), at least one when anyone entered. */
export const topFinisherCount = (entrants: number) =>
  Math.ceil((entrants * PRIZE_SPLIT.topFinishersSharePercent) / 100);

/**
 * The prize pool of a finished tournament (ARCHITECTURE.md, prize split): pool = paid entries x fee;
 * 60% cash to the winner (tied first places share equally), 10% as credits to the top 10% of finishers
 * (ceil(N / 10), everyone tied at the cut included, sharing equally), 30% to the platform. A share
 * that doesn't divide evenly rounds down and the remainder goes to the platform, so the parts always
 * sum to the pool exactly.
 */
export function splitPrizePool({
  feeCredits,
  entrants,
  mayWin,
}: {
  /** The entry fee in hundredths of a credit. */
  feeCredits: number;
  /** Every paid entry with its final rank. */
  entrants: readonly PrizeEntrant[];
  /**
   * The entries that may win (issue 62): a staff member's, a professional's or an ineligible fan's entry paid
   * into the pool but wins nothing, and the next entry that may win takes its place. Every entry when absent.
   */
  mayWin?: (entrant: PrizeEntrant) => boolean;
}): PrizeSplit {
  const poolCredits = feeCredits * entrants.length;
  const poolCents = poolCredits * CENTS_PER_CREDIT_UNIT;
  // The top 10% is of the whole field; its places go to the entries that may win, in rank order.
  const fieldSize = entrants.length;
  const ranked = entrants
    .filter((entrant) => mayWin?.(entrant) ?? true)
    .sort((a, b) => a.rank - b.rank || a.entryId.localeCompare(b.entryId));

  const first = ranked.filter((entrant) => entrant.rank === ranked[0]?.rank);
  const winnerPot = Math.floor((poolCredits * PRIZE_SPLIT.winnerPercent) / 100);
  const winnerShare = first.length > 0 ? Math.floor(winnerPot / first.length) : 0;
  const winners =
    winnerShare > 0
      ? first.map((entrant) => ({ ...entrant, credits: winnerShare, cents: winnerShare * CENTS_PER_CREDIT_UNIT }))
      : [];

  const cutRank = ranked[Math.min(topFinisherCount(fieldSize), ranked.length) - 1]?.rank;
  const top = cutRank === undefined ? [] : ranked.filter((entrant) => entrant.rank <= cutRank);
  const creditPot = Math.floor((poolCredits * PRIZE_SPLIT.topFinishersCreditPercent) / 100);
  const creditShare = top.length > 0 ? Math.floor(creditPot / top.length) : 0;
  const topFinishers = creditShare > 0 ? top.map((entrant) => ({ ...entrant, credits: creditShare })) : [];

  const winnerCredits = winnerShare * winners.length;
  const topFinisherCredits = creditShare * topFinishers.length;
  return {
    poolCredits,
    poolCents,
    winners,
    winnerCredits,
    winnerCents: winnerCredits * CENTS_PER_CREDIT_UNIT,
    topFinishers,
    topFinisherCredits,
    platformCents: (poolCredits - winnerCredits - topFinisherCredits) * CENTS_PER_CREDIT_UNIT,
  };
}

/**
 * How a tournament pays (issue 62, point 3): the spec's pool of the entry fees (60/30/10), fixed prizes set
 * before entries open and funded by the operator or a sponsor whatever the number of entrants, or free for glory
 * (no fee, no prize).
 */
export const PRIZE_MODELS = ['POOL', 'FIXED', 'FREE'] as const;
export type PrizeModel = (typeof PRIZE_MODELS)[number];

/** One place's fixed prize: cash in cents (a multiple of 10 cents, as the ledger counts), or credits in hundredths. */
export interface FixedPrize {
  place: number;
  kind: 'CASH' | 'CREDITS';
  amount: number;
}

export interface FixedPrizeAward extends PrizeEntrant {
  /** Cash owed, in hundredths of a credit (x CENTS_PER_CREDIT_UNIT cents), and in cents. */
  cashCredits: number;
  cashCents: number;
  /** Credits, in hundredths. */
  credits: number;
}

/**
 * A fixed-prize tournament's awards: the entries that may win take the places in rank order (one that may not is
 * passed over, the next takes its place); entries tied on a rank share equally the prizes of every place they cover
 * (tied 2nd and 3rd of three places share the 2nd's and 3rd's prizes), each kind on its own, rounded down to whole
 * hundredths: the rest stays with the operator. Places past the field are not paid.
 */
export function splitFixedPrizes({
  prizes,
  entrants,
  mayWin,
}: {
  prizes: readonly FixedPrize[];
  entrants: readonly PrizeEntrant[];
  mayWin?: (entrant: PrizeEntrant) => boolean;
}): FixedPrizeAward[] {
  const ranked = entrants
    .filter((entrant) => mayWin?.(entrant) ?? true)
    .sort((a, b) => a.rank - b.rank || a.entryId.localeCompare(b.entryId));
  const prizeAt = (place: number, kind: FixedPrize['kind']) =>
    prizes
      .filter((prize) => prize.place === place && prize.kind === kind)
      .reduce((sum, prize) => sum + prize.amount, 0);
  const awards: FixedPrizeAward[] = [];
  for (let start = 0; start < ranked.length; ) {
    const rank = ranked[start]?.rank;
    const tied = ranked.slice(start).filter((entrant) => entrant.rank === rank);
    const places = tied.map((_, n) => start + n + 1);
    const cashCents = places.reduce((sum, place) => sum + prizeAt(place, 'CASH'), 0);
    const credits = places.reduce((sum, place) => sum + prizeAt(place, 'CREDITS'), 0);
    const cashShare = Math.floor(cashCents / CENTS_PER_CREDIT_UNIT / tied.length);
    const creditShare = Math.floor(credits / tied.length);
    if (cashShare > 0 || creditShare > 0) {
      for (const entrant of tied) {
        awards.push({
          ...entrant,
          cashCredits: cashShare,
          cashCents: cashShare * CENTS_PER_CREDIT_UNIT,
          credits: creditShare,
        });
      }
    }
    start += tied.length;
  }
  return awards;
}
