import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Device cookies (OWASP, 'Slow Down Online Guessing Attacks with Device Cookies'): a browser that has
 * signed in to an account gets a signed cookie naming that account. Its sign-ins to that account count
 * against the browser's own allowance; every other browser's share one allowance per account. Guessing
 * from anywhere slows the strangers down, never the owner on their own device.
 */

export const DEVICE_COOKIE = 'squash_device';
/** A year: the browser stays known while it is used. */
const MAX_AGE_S = 365 * 24 * 3600;

const normalEmail = (email: string) => email.trim().toLowerCase();

function signature(secret: string, email: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device|${email}|${nonce}`).digest('base64url');
}

/** The Set-Cookie header that marks this browser as one that signed in to `email`. */
export function deviceCookie(secret: string, email: string, { secure }: { secure: boolean }): string {
  const login = normalEmail(email);
  const nonce = randomBytes(16).toString('base64url');
  const value = `${Buffer.from(login).toString('base64url')}.${nonce}.${signature(secret, login, nonce)}`;
  return `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** This browser's device id for `email` when its cookie is ours and names that account; otherwise null. */
export function trustedDevice(secret: string, cookieHeader: string | undefined, email: string): string | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const [encoded, nonce, signed] = value?.split('.') ?? [];
  if (!encoded || !nonce || !signed) return null;
  const login = Buffer.from(encoded, 'base64url').toString();
  if (login !== normalEmail(email)) return null;
  const expected = Buffer.from(signature(secret, login, nonce));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/*
 * The browser cookie (issue 62, point 5): one random id per browser, whichever account signs in on it, sent with
 * every API request. The same id on two accounts is a signal that they are one person's (account reviews).
 */
export const BROWSER_COOKIE = 'squash_browser';
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;

/** This browser's id from its cookie, when it has one of ours. */
export function browserIdOf(cookieHeader: string | undefined): string | null {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${BROWSER_COOKIE}=`))
    ?.slice(BROWSER_COOKIE.length + 1);
  return value && BROWSER_ID.test(value) ? value : null;
}

/** A new browser id and the Set-Cookie header that gives it to the browser for two years. */
export function browserCookie({ secure }: { secure: boolean }): { id: string; header: string } {
  const id = randomBytes(16).toString('base64url');
  return {
    id,
    header: `${BROWSER_COOKIE}=${id}; Path=/api; Max-Age=${2 * MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  };
}
