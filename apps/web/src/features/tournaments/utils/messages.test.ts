import { TOURNAMENT_NOT_FINALIZED_MESSAGE } from '@squash/core';
import { expect, it } from 'vitest';
import { NOT_FINALIZED_MESSAGE } from './messages';

it("the banner says what the tip rules say when a draw isn't finalized (core's tipsProblem, on submission too)", () => {
  expect(NOT_FINALIZED_MESSAGE).toBe(TOURNAMENT_NOT_FINALIZED_MESSAGE);
});
