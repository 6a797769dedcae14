import { LRUCache } from 'lru-cache';
import type { Profile } from '../db/schema.js';
import type { DataChanges } from './changes.js';

interface Entry {
  profile: Profile;
  sessionId: string;
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
  // Each kept until `ttlMs` or its session's own expiry, whichever is first; the least recently used out first.
  const entries = new LRUCache<string, Entry>({ max: maxEntries, ttl: Math.max(ttlMs, 1) });
  changes.onSessionNotice((channel, id) => {
    if (id === '*') return entries.clear();
    const ended = [...entries.entries()].filter(([, entry]) =>
      channel === 'session_ended' ? entry.sessionId === id : entry.profile.id === id,
    );
    for (const [token] of ended) entries.delete(token);
  });
  return {
    get(token: string | null): Profile | null {
      if (!token || ttlMs === 0 || !changes.isLive()) return null;
      return entries.get(token)?.profile ?? null;
    },
    set(token: string | null, profile: Profile, session: { id: string; expiresAt: Date }) {
      if (!token || ttlMs === 0 || !changes.isLive()) return;
      const ttl = Math.min(ttlMs, session.expiresAt.getTime() - Date.now());
      if (ttl <= 0) return;
      entries.set(token, { profile, sessionId: session.id }, { ttl });
    },
    forget(token: string | null) {
      if (token) entries.delete(token);
    },
  };
}
