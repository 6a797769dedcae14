import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, testConfig } from '../src/config.js';
import { fixedClock } from '../src/lib/clock.js';
import { createTestDatabase, SEED_NOW } from './helpers.js';

/*
 * TRUST_PROXY names the proxy: only its X-Forwarded-For gives the client's address (the address every
 * rate limit and stream cap counts by); anyone else's is ignored, so a client can't pick its own.
 */
describe('TRUST_PROXY', () => {
  it('takes true, false, or the proxy addresses and ranges, and names what it refuses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.local' })).toThrow(
      "TRUST_PROXY: must be true, false or the proxy's IP addresses or CIDR ranges (not proxy.local)",
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not 10\.0\.0\.0\/33/);
  });

  it("uses X-Forwarded-For only from the proxy's address", async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ TRUST_PROXY: ['10.0.0.1'] }), {
      db: database.db,
      clock: fixedClock(SEED_NOW),
    });
    app.get('/api/test-client-address', async (request) => ({ ip: request.ip }));
    await app.ready();
    try {
      const ask = (remoteAddress: string) =>
        app.inject({
          method: 'GET',
          url: '/api/test-client-address',
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.5' },
        });
      expect((await ask('10.0.0.1')).json().ip).toBe('203.0.113.5');
      // A client that reaches the process directly can't choose its address.
      expect((await ask('198.51.100.7')).json().ip).toBe('198.51.100.7');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
