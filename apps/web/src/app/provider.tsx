import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { textDirection } from '@squash/core/rules';
import { hashKey, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { ProfileLanguage } from '@/features/site/language/language-switcher';
import { useThemeSync } from '@/features/site/theme/theme';
import { currentLocale, i18n } from '@/lib/i18n';
import { type PageData, pageBeingHydrated, pageHydrated } from '@/lib/page-data';
import { createQueryClient } from '@/lib/react-query';
import { onSignOut } from '@/lib/sign-out-tasks';

// A sign-out ends this device's notifications (the server forgot the device with the session); push's code
// loads only then.
onSignOut(async () => (await import('@/features/push')).forgetDevicePush());

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app (not per module), so tests can mount fresh apps side by side. A page the
  // server rendered with its data starts with that data, as the server's rendering did (lib/page-data.ts).
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    const page = pageBeingHydrated();
    if (page) seedWithPageData(client, page);
    return client;
  });
  // Every text in the reader's language: its catalogue is loaded before the first render (main.tsx).
  // Radix's widgets (tabs, menus) lay out and take arrow keys in the page's direction, not their default 'ltr'.
  // Everything but the providers in one boundary, which React hydrates after them in slices it yields
  // between: a prerendered page never holds the main thread long as the app takes it over (decision 007).
  // Nothing inside it has run an effect (fetched the session, ticked a clock) before all of it is hydrated,
  // so it draws what the server drew; and nothing outside it renders again meanwhile (the theme's hook is in
  // the toast outlet), which would make React hydrate all of it at once.
  return (
    <Direction.Provider dir={textDirection(currentLocale())}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Suspense>
            {children}
            <ToastOutlet />
            <ProfileLanguage />
            <ServiceWorkerStarter />
            <PageHydrated />
          </Suspense>
        </QueryClientProvider>
      </I18nProvider>
    </Direction.Provider>
  );
}

/**
 * Ends a server-rendered page's hydration (lib/page-data.ts): its effect runs once the boundary it is in has
 * been hydrated, and later renders read live data and the clock.
 */
function PageHydrated() {
  useEffect(pageHydrated, []);
  return null;
}

/** How long the data a page came with counts as current: the page doesn't ask for it again as it opens. */
const PAGE_DATA_FRESH_MS = 30_000;

/**
 * The answers the server rendered the page with, as if the app had fetched them when the server rendered
 * it. They are as current as a fetch would be, so mounting the page doesn't fetch them again at once; a
 * live tournament's stream refreshes them as usual.
 */
function seedWithPageData(client: QueryClient, page: PageData) {
  const seeded = new Set<string>();
  for (const { queryKey, data } of page.queries) {
    client.setQueryData(queryKey, data, { updatedAt: page.renderedAt });
    seeded.add(hashKey(queryKey));
  }
  const defaults = client.getDefaultOptions().queries;
  client.setDefaultOptions({
    queries: {
      ...defaults,
      staleTime: (query) =>
        seeded.has(query.queryHash) && query.state.dataUpdatedAt === page.renderedAt ? PAGE_DATA_FRESH_MS : 0,
    },
  });
}

/**
 * The toast outlet (sonner's Toaster, about 10 kB gzip) loads once the first page is up, off its critical
 * path. A toast raised before it mounts is not lost: sonner keeps the active toasts and replays them to a
 * Toaster that subscribes later (sonner 2.0.8, `Observer.subscribe`), so the toast shows, for its full
 * duration, as soon as the outlet is there. e2e/tests/site-toasts.spec.ts holds the outlet back to check.
 */
function ToastOutlet() {
  // Keeps <html> in the stored theme (and the toasts with it).
  const theme = useThemeSync();
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps & { closeButtonLabel: string }> | null>(null);
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
  return Toaster ? (
    <Toaster
      theme={theme}
      dir={textDirection(currentLocale())}
      containerAriaLabel={t`Notifications`}
      closeButtonLabel={t`Close notification`}
    />
  ) : null;
}

/**
 * Registers the installed app's service worker once the first page is up (lib/service-worker.ts, with the
 * toasts' code): in the built app only, as the development server serves no worker.
 */
function ServiceWorkerStarter() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return afterLoadWhenIdle(() => {
      import('@/lib/service-worker').then(
        (module) => module.startServiceWorker(),
        (error: unknown) => console.warn('The service worker could not be started', error),
      );
    });
  }, []);
  return null;
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
