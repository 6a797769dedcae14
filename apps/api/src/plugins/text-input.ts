import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const NUL = '\u0000';

/**
 * The path of the first string (value or key) holding a NUL character in a parsed body, query or
 * path, e.g. 'matchTips.3.predictedScore'; null when there is none. Iterative, so deep JSON can't
 * overflow the stack.
 */
export function findNul(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], path ? `${path}.${i}` : String(i)]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return path || 'body';
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

const PARTS = [
  ['params', 'path'],
  ['query', 'query'],
  ['body', 'body'],
] as const;

/**
 * PostgreSQL can't store a NUL character in text, so one would fail deep in a query as a 500. One
 * hook, before any route's validation (better-auth's routes included), refuses it with a 400 that
 * names the field.
 */
async function registerTextInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and a promise each costs throughput.
  app.addHook('preValidation', function refuseNulInput(request, _reply, done) {
    for (const [part, label] of PARTS) {
      const path = findNul(request[part]);
      if (path === null) continue;
      const field = path || label;
      const message = `${field} must not contain a NUL character (\\u0000)`;
      return done(new AppError('VALIDATION_ERROR', message, { [field]: message }));
    }
    done();
  });
}

export const textInputGuard = fp(registerTextInputGuard, { name: 'text-input-guard', fastify: '5.x' });
