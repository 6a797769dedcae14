import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test, toast } from '../playwright-utils';

/*
 * The installable app (issue 26): its manifest, its service worker (Workbox, src/sw/service-worker.ts),
 * the app opening offline and a new version offered with Reload. The other specs block service workers
 * (playwright.config.ts), so their routes see every request; these let the worker in.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the app's worker is installed and controls the page (it registers after the page's load). */
async function appInstalled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active && navigator.serviceWorker.controller);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test('the manifest is valid for installation: its icons load, its start is in its scope, and Chromium finds nothing missing', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href as string);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'SquashTips', short_name: 'SquashTips', display: 'standalone' });
  const base = new URL(page.url());
  expect(new URL(manifest.start_url, base).href.startsWith(new URL(manifest.scope, base).href)).toBe(true);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

  // Every icon loads, at the size it claims; the sizes phones and browsers ask for are there, maskable too.
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe(icon.type);
    const [width, height] = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  const sizes = (purpose?: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any') === (purpose ?? 'any')).map((icon) => icon.sizes);
  expect(sizes()).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toContain('512x512');
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(apple as string)).body())).toEqual([180, 180]);

  // Chromium's own verdict, once the worker controls the page.
  await appInstalled(page);
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito ones, where Chromium installs nothing: the one finding about the
  // browser, not the app.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test.describe('offline', () => {
  // The offline page's requests fail as they would without a network; the browser logs them.
  test.use({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

  test(
    'with the network off, a page opened before opens from the app, and one never opened says the app is offline',
    {
      tag: '@layout',
    },
    async ({ page, context }, testInfo) => {
      await page.goto('/tournaments');
      await appInstalled(page);
      // Opened once while the worker runs: the page and its answers are kept.
      await page.reload();
      await expect(page.getByRole('heading', { name: "Demo Men's Open 2026" })).toBeVisible();

      await context.setOffline(true);
      try {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
        await expect(page.getByRole('heading', { name: "Demo Men's Open 2026" })).toBeVisible();

        // A page never opened here: the app shell (header and all), and the app's offline screen.
        await page.goto('/leaderboard');
        await expect(page.getByRole('banner')).toBeVisible();
        const offline = page.getByRole('alert').filter({ hasText: 'You’re offline' });
        await expect(offline).toBeVisible();
        await expect(offline).toContainText('Pages you have opened before still open offline');
        await saveScreenshot(page, testInfo, 'app-offline');
      } finally {
        await context.setOffline(false);
      }
      // Back online, Retry loads it.
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'You’re offline' })).toHaveCount(0);
    },
  );
});

test('a new build offers Reload, which brings it in', async ({ page }, testInfo) => {
  // One project changes the built worker at a time: the file is the server's, shared by both.
  test.skip(testInfo.project.name !== 'desktop', 'the desktop project alone changes the build');
  const worker = path.join(import.meta.dirname, '../../apps/web/dist/service-worker.js');
  const built = readFileSync(worker, 'utf8');
  await page.goto('/');
  await appInstalled(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  try {
    // A deploy: the worker's file changes. The app finds it when the browser checks (here, at once).
    writeFileSync(worker, `${built}\n// e2e: a new build ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const offer = toast(page, 'A new version is available');
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await saveScreenshot(page, testInfo, 'app-new-version');
    await page.evaluate(() => {
      (window as { beforeReload?: boolean }).beforeReload = true;
    });
    // The page reloads under the new version, which now controls it with nothing left waiting.
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
    await appInstalled(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), script: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(after).toEqual({ waiting: false, script: before });
    await expect(toast(page, 'A new version is available')).toHaveCount(0);
  } finally {
    writeFileSync(worker, built);
  }
});

/**
 * Chromium subscribes through Google's push service (FCM), on the internet and out of reach of these
 * machines: a stand-in PushManager keeps a subscription of the shape a browser gives (an FCM endpoint, a
 * P-256 key and an auth secret), made by the page's own crypto. Everything else is the app's own: the
 * browser's permission, the worker, the server keeping the device. Kept in sessionStorage across reloads.
 */
async function standInPushService(page: Page) {
  await page.addInitScript(() => {
    const KEY = 'e2e-push-subscription';
    type Stored = { endpoint: string; keys: { p256dh: string; auth: string } };
    const encode = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const asSubscription = (stored: Stored, key: BufferSource | null) => ({
      endpoint: stored.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key },
      toJSON: () => ({ endpoint: stored.endpoint, expirationTime: null, keys: stored.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () => {
      const stored = sessionStorage.getItem(KEY);
      const key = sessionStorage.getItem(`${KEY}-key`);
      return stored
        ? (asSubscription(
            JSON.parse(stored),
            key ? Uint8Array.from(JSON.parse(key) as number[]).buffer : null,
          ) as unknown as PushSubscription)
        : null;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const stored: Stored = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        keys: { p256dh: encode(publicKey), auth: encode(crypto.getRandomValues(new Uint8Array(16))) },
      };
      sessionStorage.setItem(KEY, JSON.stringify(stored));
      const key = options?.applicationServerKey ? new Uint8Array(options.applicationServerKey as ArrayBuffer) : null;
      if (key) sessionStorage.setItem(`${KEY}-key`, JSON.stringify([...key]));
      return asSubscription(stored, key ? key.buffer : null) as unknown as PushSubscription;
    };
  });
}

test.describe('notifications on this device', () => {
  test(
    'a fan turns them on from the account page, chooses what they get, and turns them off',
    {
      tag: '@layout',
    },
    async ({ page, context, login }, testInfo) => {
      await context.grantPermissions(['notifications']);
      await standInPushService(page);
      await login();
      await page.goto('/account');
      await appInstalled(page);
      const card = page.getByRole('region', { name: 'App notifications' });
      await expect(card.getByText('Off on this device')).toBeVisible();
      await expect(card).toContainText('A nudge before tips lock, your rank after each round');

      const subscribed = page.waitForRequest(
        (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/push/subscription',
      );
      await card.getByRole('button', { name: 'Turn on notifications' }).click();
      const sent = (await subscribed).postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      expect(sent.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);
      await expect(card.getByText('On for this device')).toBeVisible();
      await expect(toast(page, 'Notifications are on for this device')).toBeVisible();

      // What every device is told: all four kinds at first; one turned off stays off.
      const kinds = card.getByRole('group', { name: 'What your devices are told' });
      for (const label of ['Tips lock soon', 'Results', 'Money', 'Leagues']) {
        await expect(kinds.getByRole('checkbox', { name: label })).toBeChecked();
      }
      await kinds.getByRole('checkbox', { name: 'Leagues' }).click();
      await expect(toast(page, 'Notifications updated')).toBeVisible();
      await saveScreenshot(page, testInfo, 'account-notifications-on');
      await page.reload();
      await expect(kinds.getByRole('checkbox', { name: 'Leagues' })).not.toBeChecked();
      await expect(kinds.getByRole('checkbox', { name: 'Results' })).toBeChecked();
      await expect(card.getByText('On for this device')).toBeVisible();

      const unsubscribed = page.waitForRequest(
        (request) => request.method() === 'DELETE' && new URL(request.url()).pathname === '/api/push/subscription',
      );
      await card.getByRole('button', { name: 'Turn off' }).click();
      expect((await unsubscribed).postDataJSON()).toEqual({ endpoint: sent.endpoint });
      await expect(card.getByText('Off on this device')).toBeVisible();
    },
  );

  test('blocked or impossible, the account page says why', async ({ page, login }) => {
    await login();
    await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await page.goto('/account');
    await expect(page.getByTestId('push-unavailable')).toContainText('Notifications are blocked for SquashTips');
    await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);

    const other = await page.context().newPage();
    await other.addInitScript(() => {
      // A browser without Web Push (an iPhone's Safari outside the Home Screen).
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await other.goto('/account');
    await expect(other.getByTestId('push-unavailable')).toContainText('Add to Home Screen');
  });

  test('the dashboard invites a fan once, with the explanation first; Not now keeps it away', async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/dashboard');
    const prompt = page.getByRole('heading', { name: 'Get notifications on this device' });
    await expect(prompt).toBeVisible();
    await expect(page.getByText('A nudge before tips lock, your rank after each round')).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).first().click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Hi, / })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test('the app shows what the server sends, with the page it is about', async ({ page, context }) => {
    await page.goto('/');
    await appInstalled(page);
    // Chromium hands the worker a push message as its push service would (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    const registration = registrations.find((each) => each.scopeURL === `${origin}/`);
    await context.grantPermissions(['notifications']);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration?.registrationId ?? '',
      data: JSON.stringify({
        title: 'Tips lock in an hour',
        body: "Demo Men's Open 2026: make your picks before play starts.",
        url: '/tournaments',
        tag: 'tips:e2e',
      }),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.getRegistration())?.getNotifications())?.map((each) => ({
          title: each.title,
          body: each.body,
          tag: each.tag,
          data: each.data,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: 'Tips lock in an hour',
        body: "Demo Men's Open 2026: make your picks before play starts.",
        tag: 'tips:e2e',
        data: { url: '/tournaments' },
      },
    ]);
  });
});
