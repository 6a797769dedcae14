import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { textField } from '../lib/body-field.js';
import { FAN_ERRORS } from '../lib/fan-errors.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

type Hook = (request: FastifyRequest) => Promise<void>;

const tooMany = (ttl: number) =>
  AppError.said('RATE_LIMITED', FAN_ERRORS.tooManyAttempts, { minutes: Math.max(1, Math.ceil(ttl / 60_000)) });

/**
 * Limits per client address (and, for the sign-in family, per email too) so passwords can't be
 * guessed and emails can't be enumerated at speed. The counts live in the database, shared by every
 * API process (plugins/rate-limit-store.ts).
 */
async function registerRateLimits(app: FastifyInstance, { enabled, db }: { enabled: boolean; db: Database }) {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    // Off for the end-to-end run, which signs in far more often than a person does.
    allowList: () => !enabled,
    errorResponseBuilder: (_request, context) => tooMany(context.ttl),
  });
}

const emailOf = (request: FastifyRequest) => textField(request.body, 'email')?.trim().toLowerCase() ?? '';

/**
 * Limits of better-auth's routes, by path under /api/auth. Each check counts on its own store key;
 * (the plugin's route hooks stop after the first limiter of a request, so these use createRateLimit).
 * Sign-in counts per address, and per account in two allowances: a browser that signed in to the account
 * before (its device cookie, `deviceOf`) has its own; all other browsers share one. Guessing an account's
 * password from anywhere can't lock its owner out of their own browser.
 */
export function authRateLimits(
  app: FastifyInstance,
  { enabled, deviceOf }: { enabled: boolean; deviceOf: (request: FastifyRequest, email: string) => string | null },
): Map<string, Hook[]> {
  const limiter = (max: number, timeWindow: string, key: (request: FastifyRequest) => string): Hook => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return async (request) => {
      if (!enabled) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
    };
  };
  const rule = (path: string, perAddress: [number, string], perEmail?: [number, string]): [string, Hook[]] => {
    const hooks = [limiter(perAddress[0], perAddress[1], (r) => `${path}|ip|${r.ip}`)];
    if (perEmail) hooks.push(limiter(perEmail[0], perEmail[1], (r) => `${path}|email|${emailOf(r)}`));
    return [path, hooks];
  };
  const perAccount = limiter(10, '10 minutes', (r) => `/sign-in/email|email|${emailOf(r)}`);
  const perDevice = limiter(10, '10 minutes', (r) => `/sign-in/email|device|${deviceOf(r, emailOf(r))}`);
  const signIn: [string, Hook[]] = [
    '/sign-in/email',
    [
      limiter(30, '10 minutes', (r) => `/sign-in/email|ip|${r.ip}`),
      (request) => (deviceOf(request, emailOf(request)) ? perDevice(request) : perAccount(request)),
    ],
  ];
  return new Map([
    signIn,
    rule('/sign-up/email', [10, '1 hour'], [5, '1 hour']),
    rule('/request-password-reset', [10, '1 hour'], [5, '1 hour']),
    rule('/reset-password', [20, '1 hour']),
    rule('/send-verification-email', [10, '1 hour'], [5, '1 hour']),
  ]);
}

export const rateLimits = fp(registerRateLimits, { name: 'rate-limits', fastify: '5.x' });
