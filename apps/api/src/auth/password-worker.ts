import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/*
 * Password hashing in a worker thread of a piscina pool at a lower CPU priority (password-hashing.ts). The
 * format and the cost are better-auth's own (@better-auth/utils/password: scrypt, N 16384, r 16, p 1, 64
 * bytes, 'salt:key' in hex, the password NFKC-normalised), so every hash already kept still verifies. The
 * work is synchronous here on purpose: it runs on this niced thread, not in libuv's pool beside the
 * database driver's and the event loop's work.
 */
const N = 16_384;
const R = 16;
const P = 1;
const KEY_LENGTH = 64;

const key = (password: string, salt: string) =>
  scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 128 * N * R * 2 });

export type PasswordTask = { hash: string; password: string } | { password: string };

/** A new hash of `password`, or whether `password` matches `hash` (piscina calls the default export). */
export default function passwordTask(task: PasswordTask): string | boolean {
  if (!('hash' in task)) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${key(task.password, salt).toString('hex')}`;
  }
  const [salt, kept] = task.hash.split(':');
  if (!salt || !kept) throw new Error('Invalid password hash');
  const expected = Buffer.from(kept, 'hex');
  const computed = key(task.password, salt);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
