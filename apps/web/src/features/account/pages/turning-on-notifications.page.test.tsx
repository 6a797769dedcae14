import { DepositLimitsSchema, type UserDetails } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, identityState, pageInfo } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A device's notifications (issue 26, tested by issue 64): turned on from the account page (the browser's
 * question, then the subscription the server keeps), off again, refused or blocked, impossible in a browser
 * without Web Push, and what every device is told; and the dashboard's invitation, put off for good with Not
 * now. The browser's part (its permission and its push service) is this device's, so the test plays it: the
 * page's own code, its requests and what it says are the real ones.
 */

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.com/send/device-1';

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: () => Promise<boolean>;
}

/** This browser's side of Web Push: its permission, its answer to the question, and its push service. */
function fakeDevice({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
} = {}) {
  let current = permission;
  const device = { asked: 0, unsubscribed: 0, subscription: null as FakeSubscription | null };
  const subscription = (key: ArrayBuffer | null): FakeSubscription => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
    unsubscribe: async () => {
      device.unsubscribed += 1;
      device.subscription = null;
      return true;
    },
  });
  if (subscribed) device.subscription = subscription(new ArrayBuffer(4));
  const pushManager = {
    getSubscription: async () => device.subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      device.subscription = subscription(applicationServerKey.slice().buffer as ArrayBuffer);
      return device.subscription;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  vi.spyOn(Notification, 'permission', 'get').mockImplementation(() => current);
  vi.spyOn(Notification, 'requestPermission').mockImplementation(async () => {
    device.asked += 1;
    current = answer;
    return answer;
  });
  vi.spyOn(navigator.serviceWorker, 'getRegistration').mockResolvedValue(registration);
  Object.defineProperty(navigator.serviceWorker, 'ready', {
    configurable: true,
    get: () => Promise.resolve(registration),
  });
  return device;
}

afterEach(() => {
  vi.restoreAllMocks();
  // The instance's own `ready` goes: the prototype's is the browser's again.
  Reflect.deleteProperty(navigator.serviceWorker, 'ready');
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function pushServer({ refuseSubscription = false, refuseKinds = false } = {}) {
  let me: UserDetails = fan({ pushKinds: ['tips', 'results'] });
  const sent: Sent[] = [];
  const keep = async (request: Request) => {
    const body = await request.json().catch(() => undefined);
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  const failed = () =>
    HttpResponse.json(
      { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } },
      { status: 500 },
    );
  const none = { amount: null, pending: null };
  const answers = [
    ...signedIn(me),
    read('/api/user/identity', { body: { data: identityState() } }),
    read('/api/user/limits', {
      body: { data: DepositLimitsSchema.parse({ daily: none, weekly: none, monthly: none }) },
    }),
    read('/api/user/pause', { body: { data: null } }),
    http.get('/api/push/key', () => HttpResponse.json({ data: { publicKey: KEY } })),
    http.put('/api/push/subscription', async ({ request }) => {
      await keep(request);
      return refuseSubscription ? failed() : HttpResponse.json({ data: { subscribed: true } });
    }),
    http.delete('/api/push/subscription', async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { subscribed: false } });
    }),
    http.patch('/api/user', async ({ request }) => {
      const changes = await keep(request);
      if (refuseKinds) return failed();
      me = { ...me, ...changes };
      return HttpResponse.json({ data: { ...me, locale: 'en' } });
    }),
  ];
  return { sent, open: (url = '/account') => renderPage(url, 'en', answers) };
}

const card = () => screen.getByRole('region', { name: 'App notifications' });

async function deviceControl(text: string) {
  await findText(text);
  return card();
}

describe("a device's notifications", () => {
  it('asks the browser, subscribes with the server’s key and tells the server; Turn off ends both', async () => {
    const device = fakeDevice();
    const { open, sent } = pushServer();
    await open();
    const control = await deviceControl('Off on this device');
    expect(control.textContent).toContain('A nudge before tips lock');
    await userEvent.click(within(control).getByRole('button', { name: 'Turn on notifications' }));
    await findText('On for this device');
    await findText('Notifications are on for this device');
    expect(device.asked).toBe(1);
    const key = new Uint8Array(device.subscription?.options.applicationServerKey as ArrayBuffer);
    expect(key.length).toBe(65);
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/push/subscription',
        body: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } },
      },
    ]);

    await userEvent.click(within(card()).getByRole('button', { name: 'Turn off' }));
    await findText('Off on this device');
    expect(sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/push/subscription', body: { endpoint: ENDPOINT } });
    expect(device.unsubscribed).toBe(1);
  });

  it('tells the server again of a device already on, for the fan signed in now', async () => {
    fakeDevice({ permission: 'granted', subscribed: true });
    const { open, sent } = pushServer();
    await open();
    await deviceControl('On for this device');
    await waitFor(() => expect(sent.map((one) => one.method)).toEqual(['PUT']));
  });

  it('says how to ask again when the question was closed, and sends nothing', async () => {
    const device = fakeDevice({ answer: 'default' });
    const { open, sent } = pushServer();
    await open();
    const control = await deviceControl('Off on this device');
    await userEvent.click(within(control).getByRole('button', { name: 'Turn on notifications' }));
    await findText('Notifications were not allowed. Turn them on again to see the browser’s question.');
    expect(device.asked).toBe(1);
    expect(sent).toEqual([]);
    expect(within(card()).getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('says where to unblock them once the browser has said no', async () => {
    fakeDevice({ answer: 'denied' });
    const { open } = pushServer();
    await open();
    const control = await deviceControl('Off on this device');
    await userEvent.click(within(control).getByRole('button', { name: 'Turn on notifications' }));
    await findText('Notifications are blocked for SquashTips in this browser.');
    expect(within(card()).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it("says the server's refusal, and the device stays off", async () => {
    fakeDevice();
    const { open } = pushServer({ refuseSubscription: true });
    await open();
    const control = await deviceControl('Off on this device');
    await userEvent.click(within(control).getByRole('button', { name: 'Turn on notifications' }));
    await findText('Notifications could not be turned on: Something went wrong on our side.');
    expect(card().textContent).toContain('Off on this device');
  });

  it('says how to get them on an iPhone, in a browser without Web Push', async () => {
    const pushManager = Object.getOwnPropertyDescriptor(window, 'PushManager') as PropertyDescriptor;
    Reflect.deleteProperty(window, 'PushManager');
    try {
      const { open } = pushServer();
      await open();
      await findText('This browser can’t show notifications from SquashTips. On an iPhone or iPad');
      expect(within(card()).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    } finally {
      Object.defineProperty(window, 'PushManager', pushManager);
    }
  });

  it('saves what every device is told as soon as a kind changes', async () => {
    fakeDevice();
    const { open, sent } = pushServer();
    await open();
    await deviceControl('Off on this device');
    expect(within(card()).getByRole('checkbox', { name: 'Results' }).getAttribute('aria-checked')).toBe('true');
    expect(within(card()).getByRole('checkbox', { name: 'Money' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.click(within(card()).getByRole('checkbox', { name: 'Money' }));
    await findText('Notifications updated');
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/user', body: { pushKinds: ['tips', 'results', 'money'] } }]);
  });

  it('keeps the saved choice when saving a kind fails', async () => {
    fakeDevice();
    const { open, sent } = pushServer({ refuseKinds: true });
    await open();
    await deviceControl('Off on this device');
    await userEvent.click(within(card()).getByRole('checkbox', { name: 'Results' }));
    await findText('Failed to update notifications');
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/user', body: { pushKinds: ['tips'] } }]);
    const results = within(card()).getByRole('checkbox', { name: 'Results' });
    await waitFor(() => expect(results.getAttribute('aria-checked')).toBe('true'));
  });
});

describe("the dashboard's invitation to notifications", () => {
  const dashboard = [
    read('/api/entries', { body: { data: [] } }),
    read('/api/tournaments', { body: { data: [], pageInfo: pageInfo(0) } }),
    read('/api/credit-transactions', { body: { data: [], pageInfo: pageInfo(0) } }),
    read('/api/leagues', { body: { data: [] } }),
    read('/api/prizes', { body: { data: [], pageInfo: pageInfo(0) } }),
  ];
  const invitation = () => screen.queryByRole('heading', { name: 'Get notifications on this device' });

  afterEach(() => window.localStorage.removeItem('notifications-prompt-dismissed'));

  it('is put off for good on this device with Not now', async () => {
    fakeDevice();
    const me = fan();
    const first = await renderPage('/dashboard', 'en', [...signedIn(me), ...dashboard]);
    await screen.findByRole('heading', { name: 'Get notifications on this device' }, { timeout: 10_000 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Not now' })[1] as HTMLElement);
    await waitFor(() => expect(invitation()).toBeNull());
    first.unmount();
    // Read from this device's storage as the page first draws: never shown again, not even for a moment.
    await renderPage('/dashboard', 'en', [...signedIn(me), ...dashboard]);
    expect(invitation()).toBeNull();
  });

  it('goes once they are turned on from it', async () => {
    fakeDevice();
    const { sent } = pushServer();
    const me = fan();
    await renderPage('/dashboard', 'en', [
      ...signedIn(me),
      ...dashboard,
      http.get('/api/push/key', () => HttpResponse.json({ data: { publicKey: KEY } })),
      http.put('/api/push/subscription', async ({ request }) => {
        sent.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ data: { subscribed: true } });
      }),
    ]);
    await screen.findByRole('heading', { name: 'Get notifications on this device' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(invitation()).toBeNull());
    expect(sent.map((one) => one.path)).toEqual(['/api/push/subscription']);
  });
});
