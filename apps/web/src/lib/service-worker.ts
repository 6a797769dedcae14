import { registerSW } from 'virtual:pwa-register';
import { t } from '@lingui/core/macro';
import { toast } from 'sonner';

/**
 * Registers the app's service worker (src/sw/service-worker.ts), once the page has loaded: the app
 * installs, opens offline, and gets notifications. A new version, once downloaded, waits for the reader:
 * 'A new version is available' with Reload, which lets it take over and reloads the page.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(t`A new version is available`, {
        id: 'new-version',
        description: t`Reload to use it.`,
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t`Reload`,
          onClick: () => {
            // registerSW reloads when the new version takes over only if this page had a worker when it
            // opened: a first visit kept open across a deploy reloads here.
            navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
              once: true,
            });
            void update(true);
          },
        },
      });
    },
    onRegisterError(error: unknown) {
      // The site works without it (no offline pages, no notifications on this device).
      console.warn('The service worker could not be registered', error);
    },
  });
}
