import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, demoSessions, type TestContext } from './helpers.js';
import { readableIds, urlsFor } from './route-ids.js';

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
let ids: Map<string, string[]>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { CREDITS_ENABLED: true } });
  const { fan, admin } = await demoSessions(ctx.app);
  sessions = { visitor: null, fan, admin };
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  ids = await readableIds(ctx.app, fan);
});
afterAll(async () => ctx?.close());

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
      for (const url of urlsFor(path, ids)) {
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

  it("describes better-auth's session answers as sent: no token in them, nor required by the document", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: document.components });
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const answer = await ctx.app.inject({ method: 'GET', url: path, headers: asUser(sessions.fan) });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).not.toContain('"token"');
      const schema = document.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema, path).toBeDefined();
      const validate = ajv.compile(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')),
      );
      expect(validate(answer.json()), `${path}: ${ajv.errorsText(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });
});
