import type { Pick as TipPick } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { tournamentWithDraw } from '@/testing/mock-api/data';
import { keepPossiblePicks, picksFromTips, projectRounds, samePicks, tipsFromPicks, toTipDraw } from './picks';
import { playersById } from './tipping';

/*
 * The picking draw's glue to core's tip rules: tips to picks and back in draw order, equal picks told apart
 * from changed ones, a stored draft cut to what the draw still allows, and the draw drawn with the fan's
 * winners moved on.
 */

const draw = tournamentWithDraw({ status: 'UPCOMING' });
const matches = toTipDraw(draw.rounds);
const [first, second] = draw.rounds[0]?.matches ?? [];
const quarter = draw.rounds[1]?.matches[0];
const players = playersById(draw.rounds, draw.players);
const pick = (predictedWinnerId: string, predictedScore: TipPick['predictedScore'] = null): TipPick => ({
  predictedWinnerId,
  predictedScore,
});

if (!first?.playerOne || !first.playerTwo || !second?.playerOne || !second.playerTwo || !quarter) {
  throw new Error('the draw of sixteen has its first matches and a quarter-final');
}
const farag = first.playerOne.id;
const masotti = first.playerTwo.id;
const makin = second.playerTwo.id;

describe('picks and tips', () => {
  it('turns tips into picks and back, in draw order whatever order they came in', () => {
    const tips = [
      { matchId: quarter.id, predictedWinnerId: farag, predictedScore: '3-1' as const },
      { matchId: first.id, predictedWinnerId: farag, predictedScore: null },
      { matchId: second.id, predictedWinnerId: makin, predictedScore: '3-2' as const },
    ];
    const picks = picksFromTips(tips);
    expect(picks.get(first.id)).toEqual(pick(farag));
    expect(tipsFromPicks(matches, picks).map((tip) => tip.matchId)).toEqual([first.id, second.id, quarter.id]);
    expect(tipsFromPicks(matches, picks)[2]).toEqual({
      matchId: quarter.id,
      predictedWinnerId: farag,
      predictedScore: '3-1',
    });
  });

  it('tells equal picks from changed ones, a score included', () => {
    const a = new Map([[first.id, pick(farag, '3-0')]]);
    expect(samePicks(a, new Map([[first.id, pick(farag, '3-0')]]))).toBe(true);
    expect(samePicks(a, new Map([[first.id, pick(farag, '3-1')]]))).toBe(false);
    expect(samePicks(a, new Map([[first.id, pick(masotti, '3-0')]]))).toBe(false);
    expect(samePicks(a, new Map())).toBe(false);
    expect(samePicks(a, new Map([[second.id, pick(makin, '3-0')]]))).toBe(false);
  });
});

describe('a stored draft on the draw as it is now', () => {
  it('keeps the picks the draw still allows', () => {
    const draft = new Map([
      [first.id, pick(farag)],
      [second.id, pick(makin)],
      [quarter.id, pick(makin, '3-1')],
    ]);
    expect(keepPossiblePicks(matches, draft)).toEqual(draft);
  });

  it('drops a later pick whose winner was not picked to get there, and picks of matches not in the draw', () => {
    const draft = new Map([
      [first.id, pick(masotti)],
      [second.id, pick(makin)],
      // Farag was picked to lose in the first round: he can't win the quarter-final.
      [quarter.id, pick(farag)],
      ['00000000-0000-4000-8000-000000000000', pick(farag)],
    ]);
    const kept = keepPossiblePicks(matches, draft);
    expect([...kept.keys()]).toEqual([first.id, second.id]);
  });

  it('drops a pick of a player who is not in the match', () => {
    expect(keepPossiblePicks(matches, new Map([[first.id, pick(makin)]])).size).toBe(0);
  });
});

describe('the draw while picking', () => {
  it("moves each picked winner on to the next round's slot, and leaves the rest to be decided", () => {
    const rounds = projectRounds(
      draw.rounds,
      matches,
      new Map([
        [first.id, pick(farag)],
        [second.id, pick(makin)],
      ]),
      players,
    );
    const projected = rounds[1]?.matches[0];
    expect(projected?.playerOne?.fullName).toBe('Ali Farag');
    expect(projected?.playerTwo?.fullName).toBe('Joel Makin');
    expect(rounds[1]?.matches[1]?.playerOne).toBeNull();
    // The first round is the draw's own.
    expect(rounds[0]?.matches[0]).toEqual(first);
  });

  it('leaves the draw as it is with no picks', () => {
    const rounds = projectRounds(draw.rounds, matches, new Map(), players);
    expect(rounds.flatMap((round) => round.matches).filter((match) => match.playerOne === null)).toHaveLength(7);
  });
});
