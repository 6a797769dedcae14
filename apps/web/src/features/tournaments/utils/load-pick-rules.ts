import type * as Rules from './picks';

/**
 * The tip rules the picking draw runs (picks.ts and, through it, core's tipping module), fetched on demand:
 * core's tipping module defines zod schemas at its top level, so a static import would put zod on the
 * first load of every tournament page, for the many visitors who never pick.
 */
export type PickRules = typeof Rules;

let pickRules: Promise<PickRules> | undefined;

/** Fetched once; a failed fetch is tried again next time. */
export function loadPickRules(): Promise<PickRules> {
  pickRules ??= import('./picks').catch((error: unknown) => {
    pickRules = undefined;
    throw error;
  });
  return pickRules;
}
