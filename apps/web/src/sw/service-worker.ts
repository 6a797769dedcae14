/// <reference lib="webworker" />
import type { PushPayload } from '@squash/core';
import { isLocale, type Locale, textDirection } from '@squash/core/rules';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_READS_CACHE, isCachedApiRead, PAGES_CACHE } from './caches';

/*
 * The installed app's service worker (vite-plugin-pwa builds it, Workbox does the caching; issue 26):
 * - the app shell (the build's files) precached, so the app opens without a network;
 * - pages network-first: the server's page when it answers, the one kept from the last visit otherwise,
 *   and the app shell for a page never opened here (the app then says it is offline);
 * - API reads network-first, kept for when the network is gone. Private answers are kept too (a fan's
 *   own entry should open offline), so the page clears them whenever who is signed in changes
 *   (lib/offline-cache.ts): the next fan on this device never sees the last one's;
 * - notifications: shown as the server sends them, each opening the page it is about.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Not for '/': its page is in the reader's language (the server's HTML, issue 46), never the English shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// A new version waits until the reader chooses to reload ('A new version is available'); the first one
// takes over the page that installed it, so the app works offline from the first visit.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 5,
      plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 3600 })],
    }),
    // The API's own pages (its documentation) are not the app's.
    { denylist: [/^\/api\//] },
  ),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isCachedApiRead(url.pathname),
  new NetworkFirst({
    cacheName: API_READS_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }),
      // A read asked again after a live change carries the change's token (`at`, lib/after-change.ts): kept
      // as the same read without it, which is what a page offline asks for.
      {
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          if (!url.searchParams.has('at')) return request;
          url.searchParams.delete('at');
          return url.href;
        },
      },
    ],
  }),
);

// A page neither the network nor the cache has: the app shell, which shows the app's own offline screen, in
// the language of the pages last read here (the shell is built in English; issue 46).
const appShell = createHandlerBoundToURL('/index.html');
setCatchHandler(async (options) => {
  if (options.request.destination !== 'document') return Response.error();
  const shell = await appShell(options);
  const lang = await lastPagesLanguage();
  if (!lang || lang === 'en') return shell;
  const html = (await shell.text()).replace(
    /<html([^>]*)\blang="en"/,
    `<html$1lang="${lang}" dir="${textDirection(lang)}"`,
  );
  return new Response(html, { status: shell.status, headers: shell.headers });
});

/** The language of the page kept last (its <html lang>), if it is one of the site's. */
async function lastPagesLanguage(): Promise<Locale | undefined> {
  const cache = await caches.open(PAGES_CACHE);
  const last = (await cache.keys()).at(-1);
  const html = last ? await (await cache.match(last))?.text() : undefined;
  const lang = html ? /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1] : undefined;
  return isLocale(lang) ? lang : undefined;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: { url: payload.url },
    }),
  );
});

/** The server's payload (JSON: title, body, url, tag); undefined for anything else. */
function readPayload(data: PushMessageData | null): PushPayload | undefined {
  try {
    const payload = data?.json() as Partial<PushPayload> | undefined;
    if (typeof payload?.title !== 'string' || typeof payload.url !== 'string' || !payload.url.startsWith('/')) {
      return undefined;
    }
    return { title: payload.title, body: payload.body ?? '', url: payload.url, tag: payload.tag ?? payload.url };
  } catch {
    return undefined;
  }
}

// A notification opens the page it is about: in a window of the app already open, or a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const url = new URL(path.startsWith('/') ? path : '/', self.location.origin).href;
  event.waitUntil(openPage(url));
});

async function openPage(url: string): Promise<void> {
  // Only a window this worker controls can be navigated by it; any other, a new window.
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      await (await open.focus()).navigate(url);
      return;
    } catch {
      // Closed or no longer controlled meanwhile: a new window below.
    }
  }
  await self.clients.openWindow(url);
}

// The push service replaced this device's subscription (keys rotated, expired): the server gets the new one.
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & { oldSubscription?: PushSubscription; newSubscription?: PushSubscription };
  event.waitUntil(resubscribe(change.oldSubscription, change.newSubscription));
});

async function resubscribe(old: PushSubscription | undefined, renewed: PushSubscription | undefined) {
  const subscription =
    renewed ??
    (old?.options.applicationServerKey
      ? await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        })
      : undefined);
  if (!subscription) return;
  await fetch('/api/push/subscription', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
}
