/**
 * Single-elimination draws: round 1 holds bracketSize / 2 matches, each later round half as many.
 * Positions are 1-based from the top of the draw, as the tour's pages list them.
 */

/** The smallest power of two that holds the draw (a 24-draw plays in a 32-bracket with 8 byes). */
export function bracketSizeFor(drawSize: number): number {
  if (!Number.isInteger(drawSize) || drawSize < 2) throw new RangeError('a draw needs at least 2 players');
  return 2 ** Math.ceil(Math.log2(drawSize));
}

export function roundCountFor(bracketSize: number): number {
  const rounds = Math.log2(bracketSize);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError('bracket size must be a power of two');
  return rounds;
}

export function matchCountInRound(bracketSize: number, roundIndex: number): number {
  return bracketSize / 2 ** roundIndex;
}

/** Round names count from the end: Final, Semi-finals, Quarter-finals, then 'Round n' from the start. */
export function roundName(roundIndex: number, totalRounds: number): string {
  const fromEnd = totalRounds - roundIndex;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-finals';
  if (fromEnd === 2) return 'Quarter-finals';
  return `Round ${roundIndex}`;
}

export type PlayerSlot = 1 | 2;

export interface NextMatchLink {
  roundIndex: number;
  position: number;
  slot: PlayerSlot;
}

/** Where the winner of a match goes: the odd position fills slot 1 of the next match, the even slot 2. */
export function nextMatchLink(roundIndex: number, position: number, totalRounds: number): NextMatchLink | null {
  if (roundIndex >= totalRounds) return null;
  return {
    roundIndex: roundIndex + 1,
    position: Math.ceil(position / 2),
    slot: position % 2 === 1 ? 1 : 2,
  };
}

export interface BracketSkeletonMatch {
  roundIndex: number;
  position: number;
  next: NextMatchLink | null;
}

export interface BracketSkeletonRound {
  index: number;
  name: string;
  matches: BracketSkeletonMatch[];
}

/** Every round and match of an empty bracket, with names and next-match links. */
export function bracketSkeleton(bracketSize: number): BracketSkeletonRound[] {
  const totalRounds = roundCountFor(bracketSize);
  return Array.from({ length: totalRounds }, (_, i) => {
    const index = i + 1;
    return {
      index,
      name: roundName(index, totalRounds),
      matches: Array.from({ length: matchCountInRound(bracketSize, index) }, (_, j) => ({
        roundIndex: index,
        position: j + 1,
        next: nextMatchLink(index, j + 1, totalRounds),
      })),
    };
  });
}
