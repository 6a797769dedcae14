import { liveReconnectDelayMs } from '@squash/core/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { noteChangeHeard } from './after-change';

/*
 * The server's change streams (server-sent events): `/api/tournaments/:id/live` for a tournament page,
 * `/api/live` for the dashboard and Results. Open while the page is visible; on a change the page asks
 * again for what it shows (the browser revalidates with ETags, so unchanged reads cost a 304). When a
 * stream fails it is retried after 1, 2, 5, then every 10 s (every 30 s, then every minute, while the
 * server refuses it), and pages poll as before until it is back.
 */

const connected = new Set<string>();
const watchers = new Set<() => void>();
const notify = () => {
  for (const watcher of watchers) watcher();
};

/** Whether the stream at `path` is open right now (then polling is not needed). */
export function isStreamOpen(path: string): boolean {
  return connected.has(path);
}

/** The same, as React state. */
export function useStreamOpen(path: string): boolean {
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => connected.has(path),
    () => false,
  );
}

/**
 * Keeps an EventSource on `path` while `enabled` and the page is visible, calling `onChange` with each
 * event's data and kind: 'version' for the first message of each opening (anything may have changed while
 * the stream was down), 'change' for a change the server heard of. `onChange` should be stable (a callback
 * that only invalidates queries).
 */
export type LiveEventKind = 'version' | 'change';

export function useLiveStream(path: string, enabled: boolean, onChange: (data: unknown, kind: LiveEventKind) => void) {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    /** Whether the stream opened since the current run of failures began (a refusal never opens it). */
    let openedSinceFailure = true;
    let stopped = false;

    const setOpen = (open: boolean) => {
      if (open === connected.has(path)) return;
      if (open) connected.add(path);
      else connected.delete(path);
      notify();
    };
    const close = () => {
      source?.close();
      source = null;
      if (retry) clearTimeout(retry);
      retry = null;
      setOpen(false);
    };
    const open = () => {
      if (stopped || source || document.visibilityState !== 'visible') return;
      const next = new EventSource(`/api${path}`);
      source = next;
      next.addEventListener('open', () => {
        attempt = 0;
        openedSinceFailure = true;
        setOpen(true);
      });
      // Anything may have changed while the stream was down: the first message asks again too.
      next.addEventListener('version', (event) => onChange(parse((event as MessageEvent).data), 'version'));
      // The reads asked again now say they follow a change (lib/after-change.ts).
      next.addEventListener('change', (event) => {
        noteChangeHeard();
        onChange(parse((event as MessageEvent).data), 'change');
      });
      next.addEventListener('error', () => {
        // Our own back-off rather than EventSource's fixed retry: 1, 2, 5, then 10 s; on to 30 s and a
        // minute while the server keeps refusing the stream (its bounds answer 429/503 before it opens).
        const wasOpen = source?.readyState === EventSource.OPEN || connected.has(path);
        close();
        if (attempt === 0) openedSinceFailure = wasOpen;
        const delay = liveReconnectDelayMs(attempt, openedSinceFailure);
        attempt += 1;
        retry = setTimeout(() => {
          retry = null;
          open();
        }, delay);
      });
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());

    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [path, enabled, onChange]);
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * Any change anywhere (`/api/live`): the dashboard and Results ask again for the reads under `queryKeys`
 * (the browser's ETags make an unchanged one a 304).
 */
export function useLiveChanges(enabled: boolean, refresh: () => void) {
  useLiveStream('/live', enabled, refresh);
}
