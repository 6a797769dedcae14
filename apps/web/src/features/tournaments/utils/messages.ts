/**
 * The spec's 'Tournament Not Finalized' text, word for word as core's `TOURNAMENT_NOT_FINALIZED_MESSAGE`
 * (messages.test.ts holds them together). Not imported from there: core's tipping module defines zod
 * schemas at its top level, which would put zod on the first load of every tournament page.
 */
export const NOT_FINALIZED_MESSAGE =
  "Some Round 1 matches are still pending player assignments. You won't be able to submit tips until all matches are finalized.";
