import { describe, expect, it } from 'vitest';
import { bracketSkeleton } from './bracket.js';
import {
  applyPick,
  maxPointsStillPossible,
  type Pick,
  pendingRoundOneMatches,
  projectSlots,
  type TipDrawMatch,
  tipsProblem,
} from './tip-rules.js';
import type { MatchTip } from './tipping.js';

/** An 8-player draw, or an 8-bracket with byes for the players given as null. */
function draw(players: Array<string | null> = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']): TipDrawMatch[] {
  const rounds = bracketSkeleton(8);
  const id = (round: number, position: number) => `m${round}${position}`;
  return rounds.flatMap((round) =>
    round.matches.map((m) => {
      const one = round.index === 1 ? (players[(m.position - 1) * 2] ?? null) : null;
      const two = round.index === 1 ? (players[(m.position - 1) * 2 + 1] ?? null) : null;
      const isBye = round.index === 1 && (one === null || two === null);
      return {
        id: id(round.index, m.position),
        roundIndex: round.index,
        roundName: round.name,
        position: m.position,
        isBye,
        isCompleted: isBye,
        winnerId: isBye ? (one ?? two) : null,
        playerOneId: one,
        playerTwoId: two,
        nextMatchId: m.next ? id(m.next.roundIndex, m.next.position) : null,
        nextMatchPlayerSlot: m.next?.slot ?? null,
      };
    }),
  );
}

const tip = (matchId: string, winner: string, score: MatchTip['predictedScore'] = '3-1'): MatchTip => ({
  matchId,
  predictedWinnerId: winner,
  predictedScore: score,
});

const fullTips = (): MatchTip[] => [
  tip('m11', 'a'),
  tip('m12', 'c'),
  tip('m13', 'e'),
  tip('m14', 'g', null),
  tip('m21', 'a'),
  tip('m22', 'g'),
  tip('m31', 'g', '3-2'),
];

describe('tipsProblem', () => {
  it('accepts a full, consistent bracket', () => {
    expect(tipsProblem(draw(), fullTips())).toBeNull();
  });

  it('needs one tip per non-bye match', () => {
    expect(tipsProblem(draw(), fullTips().slice(0, 5))).toBe(
      "You need to predict winners for all 7 matches before submitting. You've predicted 5 matches.",
    );
    expect(tipsProblem(draw(), [...fullTips(), tip('m11', 'b')])).toBe(
      'You have more than one tip for Quarter-finals match 1',
    );
  });

  it('needs first-round picks to be players of that match', () => {
    const tips = fullTips();
    tips[0] = tip('m11', 'c');
    expect(tipsProblem(draw(), tips)).toBe('Your pick for Quarter-finals match 1 is not one of its players');
  });

  it("needs later picks to follow the same fan's earlier picks", () => {
    const tips = fullTips();
    tips[4] = tip('m21', 'b'); // b was picked to lose in m11
    expect(tipsProblem(draw(), tips)).toBe(
      'Your pick for Semi-finals match 1 must be a player you picked to win the match before it',
    );
  });

  it('refuses tips for unknown matches and for byes', () => {
    expect(tipsProblem(draw(), [...fullTips().slice(1), tip('zzz', 'a')])).toBe(
      'One of your tips is for a match that is not in this tournament',
    );
    const withBye = draw(['a', null, 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(tipsProblem(withBye, [tip('m11', 'a'), ...fullTips().slice(1)])).toBe(
      'Quarter-finals match 1 is a bye: there is nothing to predict',
    );
    // The bye's player goes through on their own: picking them later is fine.
    expect(tipsProblem(withBye, fullTips().slice(1))).toBeNull();
  });

  it('refuses everything while a round 1 player is missing', () => {
    const pending = draw();
    (pending[0] as TipDrawMatch).playerTwoId = null;
    (pending[0] as TipDrawMatch).isBye = false;
    (pending[0] as TipDrawMatch).isCompleted = false;
    expect(tipsProblem(pending, fullTips())).toMatch(/^Some Round 1 matches are still pending player assignments/);
  });
});

describe('applyPick and projectSlots', () => {
  const asPicks = (tips: MatchTip[]) =>
    new Map<string, Pick>(
      tips.map((t) => [t.matchId, { predictedWinnerId: t.predictedWinnerId, predictedScore: t.predictedScore }]),
    );

  it('moves a pick into the next match', () => {
    const picks = applyPick(draw(), new Map(), 'm11', { predictedWinnerId: 'b', predictedScore: '3-0' });
    expect(projectSlots(draw(), picks).get('m21')).toEqual(['b', null]);
  });

  it('clears the later picks of a player who no longer gets there', () => {
    const picks = applyPick(draw(), asPicks(fullTips()), 'm14', { predictedWinnerId: 'h', predictedScore: null });
    expect(picks.has('m22')).toBe(false);
    expect(picks.has('m31')).toBe(false);
    expect(picks.get('m21')?.predictedWinnerId).toBe('a');
    expect(projectSlots(draw(), picks).get('m22')).toEqual(['e', 'h']);
  });

  it('removing a pick clears what depended on it, and only that', () => {
    const picks = applyPick(draw(), asPicks(fullTips()), 'm11', null);
    expect([...picks.keys()].sort()).toEqual(['m12', 'm13', 'm14', 'm22', 'm31']);
  });

  it('changing only the score keeps the later picks', () => {
    const picks = applyPick(draw(), asPicks(fullTips()), 'm14', { predictedWinnerId: 'g', predictedScore: '3-0' });
    expect(picks.size).toBe(7);
  });

  it('stops at a completed match', () => {
    const matches = draw();
    const semi = matches.find((m) => m.id === 'm22') as TipDrawMatch;
    semi.isCompleted = true;
    semi.winnerId = 'g';
    const picks = applyPick(matches, asPicks(fullTips()), 'm14', { predictedWinnerId: 'h', predictedScore: null });
    expect(picks.get('m22')?.predictedWinnerId).toBe('g');
  });
});

describe('maxPointsStillPossible', () => {
  it('is 10 per tip plus 1 per game score while nothing is decided', () => {
    // Seven tips, six with a game score.
    expect(maxPointsStillPossible(draw(), fullTips())).toBe(7 * 10 + 6);
  });

  it('leaves out decided matches and every later pick of a player who has lost', () => {
    const decided = draw().map((m) => (m.id === 'm14' ? { ...m, isCompleted: true, winnerId: 'h' } : m));
    // m14 is decided (no points left there), and g lost it: m22 and m31 named g.
    expect(maxPointsStillPossible(decided, fullTips())).toBe(4 * 11);
  });

  it('ignores byes and tips for matches not in the draw', () => {
    const withBye = draw(['a', null, 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(maxPointsStillPossible(withBye, [tip('m11', 'a'), tip('nope', 'a'), tip('m12', 'c')])).toBe(11);
  });
});

describe('pendingRoundOneMatches', () => {
  it('names a first-round match that is not a bye and lacks a player, and nothing else', () => {
    expect(pendingRoundOneMatches(draw())).toEqual([]);
    // A bye waits for nobody.
    expect(pendingRoundOneMatches(draw(['a', null, 'c', 'd', 'e', 'f', 'g', 'h']))).toEqual([]);
    const waiting = draw().map((m) => (m.id === 'm12' ? { ...m, playerTwoId: null } : m));
    expect(pendingRoundOneMatches(waiting).map((m) => m.id)).toEqual(['m12']);
    // Later rounds wait for winners; that is not a missing assignment.
    expect(pendingRoundOneMatches(draw()).filter((m) => m.roundIndex > 1)).toEqual([]);
    expect(draw().some((m) => m.roundIndex > 1 && m.playerOneId === null)).toBe(true);
    expect(pendingRoundOneMatches([])).toEqual([]);
  });
});
