import { ERROR_CODES, type ErrorCode, type ErrorResponse } from '@squash/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { FAN_ERRORS } from '../lib/fan-errors.js';
import { DEADLOCK_DETECTED, sqlState } from '../lib/pg-errors.js';
import { type MessageDescriptor, requestLocale, say, textsFor } from '../lib/texts.js';
import { applySecurityHeaders } from './security-headers.js';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

const PART_NAMES: Record<string, string> = {
  querystring: 'query',
  params: 'path',
  body: 'body',
  headers: 'header',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** '/matchTips/0/predictedScore' -> 'matchTips.0.predictedScore' */
function fieldName(issue: ValidationIssue): string {
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

function validationResponse(error: FastifyError): ErrorResponse {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const part = PART_NAMES[error.validationContext ?? ''] ?? 'request';
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldName(issue) || part;
    fields[field] ??= issue.message ?? 'is invalid';
  }
  const [first] = issues;
  const field = first ? fieldName(first) : '';
  const text = first?.message ?? 'is invalid';
  const names = field.toLowerCase().split('.');
  let message: string;
  if (!field) {
    // The whole body or query is wrong (missing, not an object).
    message = /expected object/.test(text) ? `The request ${part} must be a JSON object` : text;
  } else if (part === 'body' || names.some((name) => name.length > 1 && text.toLowerCase().includes(name))) {
    // Body messages are the form's own ('Name is required'; `fields` says which field), and our
    // query schemas' messages already name the parameter ('page must be 0 or greater').
    message = text;
  } else {
    message = `Invalid ${part} parameter '${field}': ${text}`;
  }
  return { error: { code: 'VALIDATION_ERROR', message, fields } };
}

/** `message` in the language of the request's reader. */
function sayTo(request: FastifyRequest, message: MessageDescriptor, values?: Record<string, unknown>): string {
  return say(textsFor(requestLocale(request.headers.cookie, request.headers['accept-language'])), message, values);
}

/** Seconds a 503's client is told to wait before asking again. */
const RETRY_AFTER_S = 5;

/** One place turns every failure into `{ error: { code, message, fields? } }`; stacks and SQL never leave. */
async function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { said } = error;
      const message = said ? sayTo(request, said.message, said.values) : error.message;
      const fields =
        said?.fields || said?.sameFields
          ? {
              ...error.fields,
              ...Object.fromEntries(
                Object.entries(said.fields ?? {}).map(([name, text]) => [name, sayTo(request, text)]),
              ),
              ...Object.fromEntries((said.sameFields ?? []).map((name) => [name, message])),
            }
          : error.fields;
      const body: ErrorResponse = { error: { code: error.code, message, fields } };
      // Every 503 is over in a moment (a full queue, a bound reached): it says when to ask again.
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_S));
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      return reply.status(400).send(validationResponse(error));
    }
    if (databaseRefusedConnection(error) || transientConflict(error)) {
      // Not the request's fault, and over in a moment: the processes' pools outgrew PostgreSQL's connections, or
      // it undid the transaction to break a deadlock (where a service doesn't try it again itself).
      request.log.warn({ err: error }, 'the database refused a connection or undid a transaction: asked to retry');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ error: { code: 'SERVICE_UNAVAILABLE', message: sayTo(request, FAN_ERRORS.busy) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      return reply.status(status).send({ error: { code, message: error.message } } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    const code: ErrorCode = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
    return reply.status(ERROR_CODES[code]).send({
      error: { code, message: sayTo(request, FAN_ERRORS.somethingWentWrong) },
    } satisfies ErrorResponse);
  });
}

/** A deadlock's victim or a serialisation failure: the transaction was undone whole and may be tried again. */
function transientConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === DEADLOCK_DETECTED || state === '40001';
}

/**
 * PostgreSQL refused a connection because it holds all it may (53300, too_many_connections) or is starting or
 * stopping (57P03, cannot_connect_now): the error itself or what it wraps (drizzle's query error).
 */
function databaseRefusedConnection(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = 'code' in cause ? cause.code : undefined;
    if (code === '53300' || code === '57P03') return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * A malformed URL ('/api/tournaments/%') or an over-long id is refused by the router before any hook
 * runs: answered like every other error, security headers included.
 */
export async function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  await applySecurityHeaders(request.raw, reply.raw);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorResponse = {
    error: tooLong
      ? { code: 'URI_TOO_LONG', message: 'A path parameter is too long' }
      : { code: 'BAD_REQUEST', message: `The URL is malformed: ${error.message}` },
  };
  return reply.code(tooLong ? 414 : 400).send(body);
}

export const errorHandling = fp(registerErrorHandling, { name: 'error-handling', fastify: '5.x' });
