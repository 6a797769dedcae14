import { NO_CHANGES_MESSAGE, type RankingProblemKind, rankingProblem } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, RANKING_PROBLEMS } from '../src/lib/admin-errors.js';
import { say, textsFor } from '../src/lib/texts.js';

describe("the back office's refusals", () => {
  it("say 'nothing changed' in the words of spec 001 §5, which core and the forms use too", () => {
    expect(ADMIN_ERRORS.noChanges.message).toBe(NO_CHANGES_MESSAGE);
  });

  it("say a ranking list's problems in core's English words, each kind with its values", () => {
    const values = { max: 2000, reason: 'Unexpected token', player: "Nour O'Neil", count: 2, earlier: 3 };
    const kinds = Object.keys(RANKING_PROBLEMS) as RankingProblemKind[];
    expect(kinds.length).toBe(11);
    for (const kind of kinds) {
      const problem = rankingProblem(7, kind, values);
      expect(say(textsFor('en'), RANKING_PROBLEMS[kind], problem.values)).toBe(problem.message);
    }
  });
});
