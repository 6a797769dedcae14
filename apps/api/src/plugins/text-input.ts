import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const NUL = '\u0000';

/** Why PostgreSQL can't store a text: a NUL character, or a UTF-16 surrogate without its pair. */
export type UnstorableText = 'NUL' | 'LONE_SURROGATE';

const problemOf = (text: string): UnstorableText | null =>
  text.includes(NUL) ? 'NUL' : text.isWellFormed() ? null : 'LONE_SURROGATE';

/**
 * The first string (value or key) of a parsed body, query or path that PostgreSQL can't store as text or
 * JSON, with its path ('matchTips.3.predictedScore'; '' for the value itself, the parent's path for a key)
 * and why; null when there is none. Iterative, so deep JSON can't overflow the stack.
 */
export function findUnstorableText(value: unknown): { path: string; problem: UnstorableText } | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return { path, problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], path ? `${path}.${i}` : String(i)]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = problemOf(key);
        if (problem) return { path: path || 'body', problem };
        stack.push([item, path ? `${path}.${key}` : key]);
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

const MESSAGES: Record<UnstorableText, string> = {
  NUL: 'must not contain a NUL character (\\u0000)',
  LONE_SURROGATE: 'must not contain half of a UTF-16 surrogate pair (\\ud800-\\udfff alone)',
};

/**
 * PostgreSQL can't store a NUL character, nor a lone surrogate (text or JSON), so one would fail deep in a
 * query as a 500, perhaps after other writes of the request. One hook, before any route's validation
 * (better-auth's routes included), refuses it with a 400 that names the field, before anything is written.
 */
async function registerTextInputGuard(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request, and a promise each costs throughput.
  app.addHook('preValidation', function refuseUnstorableInput(request, _reply, done) {
    for (const [part, label] of PARTS) {
      const found = findUnstorableText(request[part]);
      if (found === null) continue;
      const field = found.path || label;
      const message = `${field} ${MESSAGES[found.problem]}`;
      return done(new AppError('VALIDATION_ERROR', message, { [field]: message }));
    }
    done();
  });
}

export const textInputGuard = fp(registerTextInputGuard, { name: 'text-input-guard', fastify: '5.x' });
