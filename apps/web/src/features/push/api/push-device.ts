import { t } from '@lingui/core/macro';
import { api, serverTyped } from '@/lib/api-client';

/*
 * This device's notifications (Web Push, issue 26): whether the browser can have them, the reader's
 * permission, and the device's subscription with the browser's push service, which the server sends to.
 * The service worker (src/sw/service-worker.ts) shows what arrives.
 */

/** Where this device stands: turned on, off, blocked by the reader, or impossible in this browser. */
export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on';

const KeyResponse = serverTyped<{ data: { publicKey: string } }>();
const SubscribedResponse = serverTyped<{ data: { subscribed: boolean } }>();

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The device's subscription, if it has one (and the app's worker is installed). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The reader said no to the browser's prompt (or closed it). */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(permission === 'denied' ? t`Notifications are blocked for this site.` : t`Notifications were not allowed.`);
  }
}

/** The app's worker, once registered: it registers after the page's load, so allow it a moment. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('The app is still installing on this device. Try again in a moment.')), 10_000),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/**
 * Turns notifications on for this device: the browser's prompt, then a subscription with its push service
 * for this site's key, which the server keeps for the signed-in fan.
 */
export async function turnOnDevicePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const registration = await workerRegistration();
  const { publicKey } = (await api.get('/push/key', KeyResponse)).data;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // One made for another key (the server's keys were replaced) can't be sent to any more.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.put('/push/subscription', subscription.toJSON(), SubscribedResponse);
}

/** Tells the server again of the device's subscription, for the fan signed in now (after a new sign-in). */
export async function syncDevicePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await api.put('/push/subscription', subscription.toJSON(), SubscribedResponse);
}

/** Turns notifications off for this device: the server forgets it, and the browser's subscription ends. */
export async function turnOffDevicePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.delete('/push/subscription', SubscribedResponse, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * At sign-out: the device's subscription ends (the server forgot it with the session), so the next person
 * to sign in here isn't notified of the last one's tips and prizes.
 */
export async function forgetDevicePush(): Promise<void> {
  if (!pushSupported()) return;
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch (error) {
    console.warn('The notifications of this device could not be ended', error);
  }
}
