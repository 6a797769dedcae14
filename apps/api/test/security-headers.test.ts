import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { fixedClock } from '../src/lib/clock.js';
import { createTestDatabase, SEED_NOW, type TestDatabase } from './helpers.js';

/*
 * Every kind of answer carries the security headers, including those Fastify or Node's HTTP parser
 * give before any of the app's hooks run; every error has the one `{ error: { code, message } }` shape.
 * Over a real socket: 414 and 431 come from the parser, which `app.inject` skips.
 */
const { DatabaseError } = pg;
let database: TestDatabase;
let app: App;
let port: number;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'squash-headers-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>SquashTips</title><div id="root"></div>');
  database = await createTestDatabase();
  app = await buildApp(testConfig({ WEB_DIST_DIR: webRoot, RATE_LIMIT_ENABLED: true }), {
    db: database.db,
    clock: fixedClock(SEED_NOW),
  });
  // A route that fails the way a bug would: the 500 must not leak, and must carry the headers too.
  app.get('/api/test-only/boom', async () => {
    throw new Error('select * from secrets -- at Object.<anonymous> (app.ts:1:1)');
  });
  // A route whose query PostgreSQL refused for want of connections, as drizzle hands node-postgres's error on.
  app.get('/api/test-only/database-full', async () => {
    const refused = new DatabaseError('sorry, too many clients already', 0, 'error');
    refused.code = '53300';
    throw new DrizzleQueryError('select 1', [], refused);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(webRoot, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const json = { 'content-type': 'application/json' };

const kinds: Array<[string, () => Promise<Answer>, number]> = [
  ['an HTML page', () => send('GET', '/tournaments'), 200],
  ['an API read', () => send('GET', '/api/health'), 200],
  ['a 404', () => send('GET', '/api/nothing-here'), 404],
  ['a 400 from validation', () => send('POST', '/api/feedback', { headers: json, body: '{}' }), 400],
  ['a 400 for malformed JSON', () => send('POST', '/api/feedback', { headers: json, body: '{"name":' }), 400],
  [
    'a 413',
    () => send('POST', '/api/feedback', { headers: json, body: JSON.stringify({ message: 'x'.repeat(1_100_000) }) }),
    413,
  ],
  ['a 414 for an over-long id', () => send('GET', `/api/tournaments/${'a'.repeat(1500)}`), 414],
  ['a 400 for a malformed URL', () => send('GET', '/api/tournaments/%'), 400],
  ['a 415', () => send('POST', '/api/feedback', { headers: { 'content-type': 'text/csv' }, body: 'a,b' }), 415],
  ['a 431 from the HTTP parser', () => send('GET', '/api/health', { headers: { 'x-big': 'a'.repeat(20_000) } }), 431],
  ['a 431 for a request line over 16 KB', () => send('GET', `/api/tournaments?q=${'a'.repeat(20_000)}`), 431],
  ['a 500', () => send('GET', '/api/test-only/boom'), 500],
];

describe('security headers and the error shape', () => {
  it.each(kinds)('on %s', async (_kind, request, status) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    if (status >= 400) {
      const body = JSON.parse(answer.body) as { error: { code: string; message: string; fields?: object } };
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
      expect(Object.keys(body.error).filter((key) => !['code', 'message', 'fields'].includes(key))).toEqual([]);
      expect(answer.body).not.toMatch(/select \*|at Object\.|stack|FST_/);
    }
  });

  it("gives pages helmet's whole set and API answers the part that acts on a non-HTML answer", async () => {
    const page = await send('GET', '/tournaments');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const api = await send('GET', '/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    // The API's own documentation is a page.
    const docs = await send('GET', '/api/docs/');
    expect(docs.headers['x-dns-prefetch-control']).toBe('off');
  });

  it('on a 503 when PostgreSQL refuses a connection (too many clients): busy, try again, not a 500', async () => {
    const answer = await send('GET', '/api/test-only/database-full', { headers: { 'accept-language': 'fr' } });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Nous sommes très sollicités en ce moment : veuillez réessayer dans quelques secondes.',
      },
    });
  });

  it('on a 429', async () => {
    let answer: Answer | undefined;
    for (let i = 0; i < 40 && answer?.status !== 429; i++)
      answer = await send('GET', '/api/email-status/a%40example.org');
    expect(answer?.status).toBe(429);
    expect(answer?.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer?.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer?.body ?? '{}').error.code).toBe('RATE_LIMITED');
  });
});
