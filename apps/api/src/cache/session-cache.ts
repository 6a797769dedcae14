import { SESSION_COOKIE_PREFIX } from '../auth/auth.js';
import type { DataChanges } from '../modules/live/changes.js';
import type { Profile } from '../modules/users/service.js';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=([^;]+)`);

/** The signed session token a request carries, if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
}

interface Entry {
  profile: Profile;
  sessionId: string;
  /** Until when this process trusts it without asking (at most the session's own expiry). */
  until: number;
}

/**
 * The profiles of recent sessions, by signed token, for `ttlMs`: a signed-in read needs no database
 * round trip for the session. Forgotten at once when the session ends or the profile changes (the
 * database's notices, from any process), when its own session writes anything, and wholesale while the
 * notices can't be trusted. `ttlMs` 0: never kept.
 */
export function sessionCache(
  changes: DataChanges,
  { ttlMs, maxEntries = 20_000 }: { ttlMs: number; maxEntries?: number },
) {
  const entries = new Map<string, Entry>();
  changes.onSessionNotice((channel, id) => {
    if (id === '*') return entries.clear();
    for (const [token, entry] of entries) {
      if (channel === 'session_ended' ? entry.sessionId === id : entry.profile.id === id) entries.delete(token);
    }
  });
  return {
    get(token: string | null): Profile | null {
      if (!token || ttlMs === 0 || !changes.isLive()) return null;
      const entry = entries.get(token);
      if (!entry) return null;
      if (entry.until <= Date.now()) {
        entries.delete(token);
        return null;
      }
      return entry.profile;
    },
    set(token: string | null, profile: Profile, session: { id: string; expiresAt: Date }) {
      if (!token || ttlMs === 0 || !changes.isLive()) return;
      entries.delete(token);
      entries.set(token, {
        profile,
        sessionId: session.id,
        until: Math.min(Date.now() + ttlMs, session.expiresAt.getTime()),
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    forget(token: string | null) {
      if (token) entries.delete(token);
    },
  };
}
