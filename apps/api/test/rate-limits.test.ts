import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { RATE_LIMIT_ENABLED: true } });
});
afterAll(async () => ctx?.close());

const from = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it('limits email-status lookups per address with a clear 429', async () => {
    for (let i = 0; i < 30; i++) {
      const ok = await ctx.app.inject({
        method: 'GET',
        url: `/api/email-status/fan${i}%40example.org`,
        ...from('10.0.0.1'),
      });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await ctx.app.inject({
      method: 'GET',
      url: '/api/email-status/x%40example.org',
      ...from('10.0.0.1'),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 1 minute and try again.',
    });
    // Another address is not affected.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/email-status/x%40example.org', ...from('10.0.0.2') }))
        .statusCode,
    ).toBe(200);
  });

  it('limits username checks per address', async () => {
    let status = 200;
    for (let i = 0; i <= 60 && status === 200; i++) {
      status = (
        await ctx.app.inject({ method: 'GET', url: `/api/check-username?username=name${i}`, ...from('10.0.1.1') })
      ).statusCode;
    }
    expect(status).toBe(429);
  });

  it('limits sign-in attempts per email, whatever the address', async () => {
    const attempt = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: 'target@example.org', password: 'Guess!1234' },
        ...from(ip),
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`10.1.0.${i}`)).statusCode).toBe(401);
    const limited = await attempt('10.1.0.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Too many attempts. Please wait 10 minutes and try again.');
  });

  it('limits sign-in attempts per address, whatever the email', async () => {
    const attempt = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: `someone${n}@example.org`, password: 'Guess!1234' },
        ...from('10.2.0.1'),
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });

  it('limits password-reset requests per email', async () => {
    const request = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: ORIGIN },
        payload: { email: 'reset@example.org', redirectTo: '/reset-password' },
        ...from(ip),
      });
    for (let i = 0; i < 5; i++) expect((await request(`10.3.0.${i}`)).statusCode).toBe(200);
    expect((await request('10.3.0.99')).statusCode).toBe(429);
  });
});
