import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashing } from '../src/auth/password-hashing.js';
import { createTestApp, postFromSite, signedInUser, type TestContext } from './helpers.js';

describe("passwords hashed in the niced worker thread, in better-auth's own format", () => {
  const passwords = passwordHashing({ queue: 3 });
  afterAll(() => passwords.close());

  it('checks hashes better-auth made, and better-auth checks the ones it makes', async () => {
    const theirs = await hashPassword('Tiebreak!2026');
    expect(await passwords.verify({ hash: theirs, password: 'Tiebreak!2026' })).toBe(true);
    expect(await passwords.verify({ hash: theirs, password: 'Tiebreak!2027' })).toBe(false);
    const ours = await passwords.hash('Nick-Shot 9');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'Nick-Shot 9' })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'Nick-Shot 8' })).toBe(false);
  });

  it('admits requests up to its bound, and one more once one has its answer', () => {
    const taken = [passwords.admit(), passwords.admit(), passwords.admit()];
    expect(taken.every(Boolean)).toBe(true);
    expect(passwords.admit()).toBeNull();
    taken[0]?.();
    taken[0]?.();
    const again = passwords.admit();
    expect(again).not.toBeNull();
    expect(passwords.admit()).toBeNull();
    for (const release of [again, ...taken]) release?.();
  });

  it('lets fewer in when a hash takes longer: none wait past the longest wait', async () => {
    const slow = passwordHashing({ queue: 100, maxWaitMs: 1 });
    try {
      await slow.hash('Lob&Drop5');
      // A hash takes more than a millisecond: a second waiting would wait past the bound.
      const first = slow.admit();
      expect(first).not.toBeNull();
      expect(slow.admit()).toBeNull();
      first?.();
    } finally {
      await slow.close();
    }
  });
});

describe('a rush of sign-ins past the queue', () => {
  let ctx: TestContext;
  const email = 'rush.fan@example.org';
  beforeAll(async () => {
    ctx = await createTestApp({ config: { SIGN_IN_QUEUE: 2 } });
    await signedInUser(ctx.app, email);
  });
  afterAll(async () => ctx?.close());

  it('answers 503 with Retry-After, in the fan’s language, and every sign-in it took still answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        postFromSite(ctx.app, '/api/auth/sign-in/email', { email, password: 'Not-the-one1' }),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers['retry-after']).toBe('5');
    expect(refused[0]?.json().error.message).toBe(
      'Too many people are signing in right now: try again in a few seconds.',
    );
    // The ones queued were checked: a wrong password, 401 each.
    expect(answers.filter((answer) => answer.statusCode !== 503).every((answer) => answer.statusCode === 401)).toBe(
      true,
    );
  });
});
