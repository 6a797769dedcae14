import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The media type of the route's 200 answer when it is not JSON (documented as a string of that type). */
    answersWith?: { mediaType: 'text/event-stream' | 'text/plain'; description: string };
  }
}

/** The route config of a live stream: documented as `text/event-stream`, not JSON. */
export const EVENT_STREAM = {
  answersWith: {
    mediaType: 'text/event-stream',
    description: 'Server-sent events: a `version` event at once, then a `change` event after each write',
  },
} as const;

interface Operation {
  operationId?: string;
  tags?: string[];
  [key: string]: unknown;
}

/** What this file reads and writes of an OpenAPI document. */
interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
}

/** A copy of a document as plain JSON, with every schema reference passed through `renameRef`. */
const plainDocument = (value: unknown, renameRef: (ref: string) => string = (ref) => ref): OpenApiDocument =>
  JSON.parse(JSON.stringify(value), (key, inner) =>
    key === '$ref' && typeof inner === 'string' ? renameRef(inner) : inner,
  );

/**
 * The API's published contract, /api/openapi.json (OpenAPI 3.1, so a nullable enum lists its null),
 * and its pages at /api/docs: every route's zod schemas, an `operationId` each ('get' + its path,
 * 'getTournamentsByIdLeaderboard'), the live streams as `text/event-stream`, and better-auth's own
 * routes under /api/auth from its OpenAPI plugin.
 */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'Squash tournament tipping.' },
      servers: [],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0] ?? 'GET';
      const described = { ...schema, operationId: operationIdOf(method, url) } as typeof schema &
        Record<string, unknown>;
      const answersWith = input.route.config?.answersWith;
      if (answersWith) {
        described.response = {
          ...(schema.response as Record<string, unknown> | undefined),
          200: {
            description: answersWith.description,
            content: { [answersWith.mediaType]: { schema: { type: 'string' } } },
          },
        };
      }
      return { schema: described, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/**
 * The whole document: the routes' own, with better-auth's paths (under /api/auth, tagged 'auth') and
 * its component schemas (named 'Auth…' so they can't take the place of ours).
 */
export function apiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  // The routes are fixed once the server is ready: the document is made once, on its first request.
  let made = documents.get(app.swagger);
  if (!made) {
    made = makeApiDocument(app);
    documents.set(app.swagger, made);
    // A failure is not kept: the next request tries again.
    made.catch(() => documents.delete(app.swagger));
  }
  return made;
}

const documents = new WeakMap<object, Promise<OpenApiDocument>>();

async function makeApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const ours = plainDocument(app.swagger());
  const generated = await app.auth.api.generateOpenAPISchema();
  const renamed = new Map(Object.keys(generated.components.schemas).map((name) => [name, `Auth${name}`]));
  const auth = plainDocument(generated, (ref) =>
    ref.replace(
      /#\/components\/schemas\/(.+)$/,
      (_, name: string) => `#/components/schemas/${renamed.get(name) ?? name}`,
    ),
  );
  const authPaths = Object.fromEntries(
    Object.entries(auth.paths ?? {}).map(([path, operations]) => [
      `/api/auth${path}`,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          {
            ...operation,
            ...(operation.responses ? { responses: withoutTokens(operation.responses) } : {}),
            tags: ['auth'],
            operationId: operationIdOf(method, `/api/auth${path}`),
          },
        ]),
      ),
    ]),
  );
  const authSchemas = Object.fromEntries(
    Object.entries(auth.components?.schemas ?? {}).map(([name, schema]) => [
      renamed.get(name) ?? name,
      optionalAsNullable(withoutTokens(schema)),
    ]),
  );
  return {
    ...ours,
    paths: { ...ours.paths, ...authPaths },
    components: { ...ours.components, schemas: { ...ours.components?.schemas, ...authSchemas } },
  };
}

/**
 * A schema of better-auth's answers as the server sends them: no `token` property anywhere (the auth plugin
 * takes session tokens out of every JSON answer; the browser holds the HttpOnly cookie alone). Request
 * bodies keep theirs (a password reset sends one).
 */
function withoutTokens<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutTokens) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      copy[key] = withoutTokens(Object.fromEntries(Object.entries(value).filter(([name]) => name !== 'token')));
    } else if (key === 'required' && Array.isArray(value)) {
      copy[key] = value.filter((name) => name !== 'token');
    } else {
      copy[key] = withoutTokens(value);
    }
  }
  return copy as T;
}

/**
 * One of better-auth's models as its answers carry it: a field the model doesn't require is a nullable
 * column, sent as null when empty (a fan's `image`, a session's `ipAddress`), where its schema says only
 * its type.
 */
function optionalAsNullable<T>(schema: T): T {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return schema;
  const { properties, required = [] } = schema as { properties: Record<string, unknown>; required?: string[] };
  const nullable = (property: unknown) =>
    typeof property === 'object' && property !== null && 'type' in property && typeof property.type === 'string'
      ? { ...property, type: [property.type, 'null'] }
      : property;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        required.includes(name) ? property : nullable(property),
      ]),
    ),
  };
}

/** 'GET', '/api/tournaments/:id/leaderboard' -> 'getTournamentsByIdLeaderboard'. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^[:{](\w+)\}?$/.exec(segment);
      return parameter ? ['by', parameter[1] as string] : segment.split(/[-_.]/);
    });
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

export const apiDocs = fp(registerApiDocs, { name: 'api-docs', fastify: '5.x' });
