import { AFTER_CHANGE_HEADER, AFTER_CHANGE_WINDOW_MS } from '@squash/core/rules';

/*
 * A page that hears of a change on its live stream asks again for what it shows at once, and the process
 * answering may not have heard of the change yet (the stream is held by another): for a few seconds after,
 * its reads say so (the After-Change header), and the server answers them only once it has heard every
 * change committed before them (apps/api/src/cache/after-change.ts).
 */
let heardAt = Number.NEGATIVE_INFINITY;

/** A live stream told of a change (or opened, when anything may have changed). */
export function noteChangeHeard(now = Date.now()): void {
  heardAt = now;
}

/** The header for a read made now: present within AFTER_CHANGE_WINDOW_MS of a change heard. */
export function afterChangeHeaders(now = Date.now()): Record<string, string> {
  return now - heardAt < AFTER_CHANGE_WINDOW_MS ? { [AFTER_CHANGE_HEADER]: '1' } : {};
}
