import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { useThemeSync } from '@/features/site/theme/theme';
import { createQueryClient } from '@/lib/react-query';

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app (not per module), so tests can mount fresh apps side by side.
  const [queryClient] = useState(createQueryClient);
  const resolvedTheme = useThemeSync();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastOutlet theme={resolvedTheme} />
    </QueryClientProvider>
  );
}

/**
 * The toast outlet (sonner's Toaster, about 10 kB gzip) loads once the first page is up, off its critical
 * path. A toast raised before it mounts is not lost: sonner keeps the active toasts and replays them to a
 * Toaster that subscribes later (sonner 2.0.8, `Observer.subscribe`), so the toast shows, for its full
 * duration, as soon as the outlet is there. e2e/tests/site-toasts.spec.ts holds the outlet back to check.
 */
function ToastOutlet({ theme }: { theme: 'light' | 'dark' }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    const cancelIdle = afterLoadWhenIdle(() => {
      import('@/components/ui/sonner').then(
        (module) => !cancelled && setToaster(() => module.Toaster),
        // A chunk that can't be fetched (offline, a deploy replaced it) costs the toasts, never the page.
        (error: unknown) => console.warn('The toast outlet could not be loaded', error),
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);
  return Toaster ? <Toaster theme={theme} /> : null;
}

/** Runs `task` after the window's load event, at the next idle moment (within 2 s). Returns a canceller. */
function afterLoadWhenIdle(task: () => void): () => void {
  let idleId: number | undefined;
  const schedule = () => {
    // Safari before 18.4 has no requestIdleCallback.
    idleId =
      'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId === undefined) return;
    if ('cancelIdleCallback' in window) window.cancelIdleCallback(idleId);
    else clearTimeout(idleId);
  };
}
