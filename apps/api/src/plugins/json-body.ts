import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** Deeper than any payload of ours (a draw file is about 6 levels); the rest is a mistake or an attack. */
export const MAX_JSON_DEPTH = 64;

/** How deep the arrays and objects of a JSON text nest, counted outside strings, without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return deepest;
}

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning checks kept), after a depth check:
 * very deep JSON parses, but overflows the stack of whatever walks it next (a 500).
 */
async function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (jsonDepth(body) > MAX_JSON_DEPTH) {
      done(
        new AppError('VALIDATION_ERROR', `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`),
        undefined,
      );
      return;
    }
    // Fastify's default parser answers through `done` (its type also allows a parser that returns a promise).
    void parse(request, body, done);
  });
}

export const jsonBody = fp(registerJsonBody, { name: 'json-body', fastify: '5.x' });
