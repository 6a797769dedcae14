import { describe, expect, it } from 'vitest';
import { chanceLabel, type OutlookFigures, outlookLines } from './words.js';

const outlook = (over: Partial<OutlookFigures>): OutlookFigures => ({
  first: 'unknown',
  prizePlaces: 'unknown',
  bestRank: 3,
  bestRankExact: false,
  firstChance: 0.1,
  prizeChance: 0.3,
  ...over,
});

describe('outlookLines', () => {
  it('says first place when an outcome gives it, and nothing more of the prize places', () => {
    expect(outlookLines(outlook({ first: 'can', prizePlaces: 'can', bestRank: 1, bestRankExact: true }))).toEqual([
      'You can still finish 1st',
    ]);
  });

  it('calls the best rank the best only when no outcome does better', () => {
    expect(outlookLines(outlook({ first: 'out', prizePlaces: 'can', bestRank: 4, bestRankExact: true }))).toEqual([
      'Best finish still possible: 4th',
      'You can still reach the prize places',
    ]);
    expect(outlookLines(outlook({ first: 'unknown', bestRank: 4, bestRankExact: false }))).toEqual([
      'You can still reach 4th place, perhaps higher',
    ]);
  });

  it('says nothing of the prize places of a tournament without prizes', () => {
    const figures = outlook({ first: 'out', prizePlaces: 'out', bestRank: 40, bestRankExact: true });
    expect(outlookLines(figures, { prizes: false })).toEqual(['Best finish still possible: 40th']);
    expect(outlookLines(figures)).toEqual(['Best finish still possible: 40th', 'Out of the prize places']);
  });

  it('says when the prize places are out of reach, and leaves unproven places unsaid', () => {
    expect(outlookLines(outlook({ first: 'out', prizePlaces: 'out', bestRank: 22, bestRankExact: true }))).toEqual([
      'Best finish still possible: 22nd',
      'Out of the prize places',
    ]);
    expect(outlookLines(outlook({ first: 'out', prizePlaces: 'unknown', bestRank: 12 }))).toEqual([
      'You can still reach 12th place, perhaps higher',
    ]);
  });
});

describe('chanceLabel', () => {
  it('says 0% only of what is ruled out', () => {
    expect(chanceLabel(0, 'out')).toBe('0%');
    expect(chanceLabel(0, 'can')).toBe('<1%');
    expect(chanceLabel(0.004, 'unknown')).toBe('<1%');
  });

  it('never rounds to a certainty', () => {
    expect(chanceLabel(1, 'can')).toBe('>99%');
    expect(chanceLabel(0.996, 'can')).toBe('>99%');
    expect(chanceLabel(0.5, 'can')).toBe('50%');
    expect(chanceLabel(0.126, 'unknown')).toBe('13%');
  });
});
