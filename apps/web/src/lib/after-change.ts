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

/** Each tournament's latest change token (its stream's `at`), with when it was heard. */
const tokens = new Map<string, { at: string; heardAt: number }>();

/** The token a tournament's stream sent with a change: its public reads asked again carry it in their URL. */
export function rememberLiveToken(tournamentId: string, at: unknown, now = Date.now()): void {
  if (typeof at === 'string' && at.length <= 64) tokens.set(tournamentId, { at, heardAt: now });
}

/**
 * The query a tournament's public read adds within AFTER_CHANGE_WINDOW_MS of a change heard: `{ at }`, so
 * that every page asking after the same change asks for the same URL, which nginx answers from one answer
 * of the processes (apps/api/src/cache/after-change.ts); `{}` otherwise.
 */
export function liveQuery(tournamentId: string, now = Date.now()): { at?: string } {
  const token = tokens.get(tournamentId);
  return token && now - token.heardAt < AFTER_CHANGE_WINDOW_MS ? { at: token.at } : {};
}
