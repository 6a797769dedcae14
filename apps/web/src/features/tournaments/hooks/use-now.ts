import { useEffect, useState } from 'react';
import { pageBeingHydrated } from '@/lib/page-data';

/**
 * The current time, refreshed every `intervalMs` while `active` (a ticking countdown). A page the server
 * rendered starts at the instant it was rendered, as the server's HTML did, and reads the clock once hydrated.
 */
export function useNow(intervalMs: number, active = true): Date {
  const [renderedAt] = useState(() => pageBeingHydrated()?.renderedAt);
  const [now, setNow] = useState(() => new Date(renderedAt ?? Date.now()));
  useEffect(() => {
    if (!active && renderedAt === undefined) return;
    setNow(new Date());
    if (!active) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active, renderedAt]);
  return now;
}
