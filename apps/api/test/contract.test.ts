import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, demoSessions, type TestContext, upcomingTournament } from './helpers.js';

/*
 * The published contract, checked against the server (issue 28): /api/openapi.json is OpenAPI 3.1 with
 * an operationId for every operation; then every GET route it describes is called on a seeded server as
 * a visitor, a fan and an administrator, with real ids where the route takes one (and a made-up one,
 * for its 404), and every answer must be a status the document lists for that operation, its body
 * valid against that status's schema (ajv, JSON Schema 2020-12, which OpenAPI 3.1 uses).
 */

interface Operation {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

let ctx: TestContext;
let document: OpenApi;
let sessions: { visitor: string | null; fan: string; admin: string };
/** Real values for each path parameter, by the resource its path names. */
const ids = new Map<string, string[]>();

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { CREDITS_ENABLED: true } });
  const { fan, admin } = await demoSessions(ctx.app);
  sessions = { visitor: null, fan, admin };
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  const read = async (url: string, cookie = fan) =>
    (await ctx.app.inject({ method: 'GET', url, headers: asUser(cookie) })).json();
  const tournaments = (await read('/api/tournaments?page_size=50')).data as Array<{ id: string; status: string }>;
  const byStatus = [...new Map(tournaments.map((tournament) => [tournament.status, tournament.id])).values()];
  const league = await ctx.app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: asUser(fan),
    payload: { name: 'Contract League' },
  });
  expect(league.statusCode).toBe(201);
  const payment = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: asUser(fan),
    payload: { creditAmount: 5 },
  });
  expect(payment.statusCode).toBe(201);
  const me = (await read('/api/user-details')).data;
  ids.set('tournaments', [...byStatus, (await upcomingTournament(ctx.app)).id]);
  ids.set('matches', [(await read('/api/matches?page_size=1')).data[0].id]);
  ids.set('players', [(await read('/api/players?page_size=1')).data[0].id]);
  ids.set('entries', [(await read('/api/entries')).data[0].id]);
  ids.set('leagues', [league.json().data.id]);
  ids.set('invites', [league.json().data.inviteCode]);
  ids.set('payments', [payment.json().data.paymentId ?? payment.json().data.id]);
  ids.set('users', [me.id]);
  ids.set('email-status', ['fan@example.com', 'nobody@example.org']);
  ids.set('password-reset', ['not-a-token']);
});
afterAll(async () => ctx?.close());

/** The values to call `path` with: each real id of the resource its parameter follows, and one made up. */
function urlsFor(path: string): string[] {
  const parameters = [...path.matchAll(/\{(\w+)\}/g)];
  if (parameters.length === 0) return [path];
  const resource = path
    .split('/')
    .reverse()
    .find((segment, index, reversed) => reversed[index - 1]?.startsWith('{'));
  const real = ids.get(resource ?? '') ?? [];
  if (real.length === 0) throw new Error(`no value for the parameter of ${path}: add one for '${resource}'`);
  return [...real, randomUUID()].map((value) => path.replace(/\{\w+\}/, encodeURIComponent(value)));
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, with a unique operationId for every operation and the live streams as event streams', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const operationIds = operations.map((operation) => operation.operationId);
    expect(operationIds.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const live of ['/api/live', '/api/tournaments/{id}/live']) {
      expect(Object.keys(document.paths[live]?.get?.responses?.['200']?.content ?? {})).toEqual(['text/event-stream']);
    }
    // better-auth's routes, from its own OpenAPI plugin.
    expect(document.paths['/api/auth/sign-in/email']?.post?.tags).toEqual(['auth']);
    expect(document.paths['/api/auth/get-session']?.get?.operationId).toBe('getAuthGetSession');
  });

  it('describes every answer of every GET route, as a visitor, a fan and an administrator', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    const problems: string[] = [];
    let checked = 0;
    let ok = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      const operation = methods.get;
      // better-auth's answers are its own protocol, documented by it; ours are checked here.
      if (!operation || path.startsWith('/api/auth/')) continue;
      const streams = operation.responses?.['200']?.content?.['text/event-stream'] !== undefined;
      for (const url of urlsFor(path)) {
        for (const [who, cookie] of Object.entries(sessions)) {
          // A live stream never ends: asked for JSON, it answers its documented 406.
          const headers = { ...(cookie ? asUser(cookie) : {}), ...(streams ? { accept: 'application/json' } : {}) };
          const answer = await ctx.app.inject({ method: 'GET', url, headers });
          checked += 1;
          const documented = operation.responses?.[String(answer.statusCode)];
          const where = `${who} GET ${url} -> ${answer.statusCode}`;
          if (!documented) {
            problems.push(`${where}: status not in the document (${Object.keys(operation.responses ?? {})})`);
            continue;
          }
          const schema = documented.content?.['application/json']?.schema;
          if (!schema) continue;
          if (answer.statusCode === 200) ok += 1;
          const validate = ajv.compile(
            JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')),
          );
          if (!validate(answer.json())) {
            problems.push(`${where}: ${ajv.errorsText(validate.errors?.slice(0, 3))}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(150);
    // Most reads answered for real, not only their errors.
    expect(ok).toBeGreaterThan(60);
  });
});
