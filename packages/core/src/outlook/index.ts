/*
 * Who can still win and the odds (issue 27, decision 019): a performance kernel over a field of entries in
 * numbers, kept apart from core's plain rules. The field and its numbering (field.ts), the picks' table that
 * scores an outcome for every entry at once (pick-table.ts), what is proven of each entry (contention.ts),
 * the chances from seeded runs (odds.ts), the typed-array reads they share (typed-arrays.ts), and what the
 * pages say of it all in a fan's words (words.ts).
 */
export { type Contention, contention } from './contention.js';
export { type ContentionEntry, type PackedField, packField, subField, VERDICTS, type Verdict } from './field.js';
export {
  type Odds,
  odds,
  oddsWithGroups,
  type ProvenOut,
  SCORE_CHANCES,
  UNRANKED_AS,
  winChance,
} from './odds.js';
export { addAt, i8, i32, nth } from './typed-arrays.js';
export * from './words.js';
