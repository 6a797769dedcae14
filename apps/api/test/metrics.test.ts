import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../src/cli/admin.js';
import { asUser, createTestApp, signedInUser, type TestContext, usingPostgres } from './helpers.js';

const TOKEN = 'scrape-me-0123456789abcdef';
let ctx: TestContext;
let fan: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { METRICS_TOKEN: TOKEN } });
  fan = await signedInUser(ctx.app, 'metrics.fan@example.org');
  admin = await signedInUser(ctx.app, 'metrics.admin@example.org');
  await setRole(ctx.database.db, 'metrics.admin@example.org', 'admin');
});
afterAll(async () => ctx?.close());

const metrics = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/metrics', headers });

describe('GET /api/metrics', () => {
  it('is for an administrator or the bearer token only', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics(asUser(fan))).statusCode).toBe(403);
    expect((await metrics({ authorization: 'Bearer not-the-token-at-all-x' })).statusCode).toBe(401);
    expect((await metrics({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    expect((await metrics(asUser(admin))).statusCode).toBe(200);
  });

  it('counts requests and their durations by route pattern, and shows jobs, live connections and the process', async () => {
    const tournaments = await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=1' });
    const id = tournaments.json().data[0].id;
    await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/tournaments/00000000-0000-4000-8000-000000000000' });
    ctx.app.metrics.jobFinished('lifecycle-sweep', 'success', 0.2);
    ctx.app.metrics.jobFinished('result-sync', 'failure', 1.5);

    const response = await metrics({ authorization: `Bearer ${TOKEN}` });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    // The route pattern, never the raw URL with its id.
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/tournaments\/:id",status_code="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/tournaments\/:id",status_code="404"\} 1/);
    expect(text).not.toContain(id);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/tournaments"\}/);
    expect(text).toMatch(/job_runs_total\{job="lifecycle-sweep",outcome="success"\} 1/);
    expect(text).toMatch(/job_runs_total\{job="result-sync",outcome="failure"\} 1/);
    expect(text).toMatch(/^live_connections 0$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    // The pool's figures where there is a pool (PostgreSQL; the embedded database is one connection).
    if (usingPostgres) expect(text).toMatch(/^db_pool_connections \d+$/m);
  });
});
