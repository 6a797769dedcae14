/**
 * `@squash/core/rules`: core's pure rules and constants, without zod. The browser imports values from
 * here, so a first page carries no schema code; the schemas are in `@squash/core` (which re-exports
 * all of this too, for the server).
 */
export * from './bracket.js';
export * from './changes.js';
export * from './compare.js';
export * from './constants.js';
export * from './credit-notes.js';
export * from './format.js';
export * from './locale.js';
export * from './outlook/index.js';
export * from './places.js';
export * from './prizes.js';
export * from './random.js';
export * from './ranking.js';
export * from './realtime.js';
export * from './scoring.js';
export * from './status.js';
export * from './time.js';
export * from './tip-rules.js';
