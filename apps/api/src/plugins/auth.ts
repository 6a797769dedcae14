import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Auth, publicUrl, trustedOrigins } from '../auth/auth.js';
import type { PasswordHashing } from '../auth/password-hashing.js';
import { sessionTokenOf } from '../auth/session-token.js';
import { sessionCache } from '../cache/session-cache.js';
import type { Profile } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { textField } from '../lib/body-field.js';
import { FAN_ERRORS } from '../lib/fan-errors.js';
import { required } from '../lib/required.js';
import { browserCookie, browserIdOf, deviceCookie, trustedDevice } from './device-cookie.js';
import { authRateLimits } from './rate-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** preHandler: a signed-in user, with their profile on `request.profile`; 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a signed-in admin; 401 for anonymous callers, 403 for everyone else. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: loads the profile when someone is signed in, and lets everyone through. */
    loadUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Whether the session of this token is one this process still trusts without asking (session cache). */
    sessionKnown: (token: string) => boolean;
    /** What the modules owning an account's data register (they import this plugin, never the reverse). */
    authHooks: AuthHooks;
    /**
     * Whether `password` is the sign-in account's own (closing an account asks for it), checked through the
     * hashing queue: 503 while the queue is full, as a sign-in would be.
     */
    checkPassword: (accountId: string, password: string) => Promise<boolean>;
  }
  interface FastifyRequest {
    profile?: Profile;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A signed-in better-auth account, as the profile loader is given it. */
export interface SignedInAccount {
  id: string;
  email: string;
  name?: string | null;
}

/**
 * The auth plugin's hooks. The users module registers how a signed-in account's profile is found (created on
 * its first sign-in); push registers what a sign-out ends (that session's devices). Registered while the app
 * is built, before it listens: a request reaching a hook nobody registered is a wiring bug, and says so.
 */
export interface AuthHooks {
  setProfileLoader(load: (account: SignedInAccount) => Promise<Profile>): void;
  onSignOut(run: (sessionToken: string) => Promise<void>): void;
  /** After a sign-in with a password: the account's email and the browser's id (its browser cookie). */
  onSignIn(run: (signIn: { email: string; browserId: string }) => Promise<void>): void;
}

/** Fields of better-auth's bodies that are text whenever they are sent (`image` may also be null). */
const TEXT_FIELDS = ['name', 'email', 'password', 'newPassword', 'currentPassword', 'image', 'token', 'callbackURL'];

/**
 * A better-auth body whose text field holds something else (`{"name": null}` on update-user reached the
 * database and answered 500): refused with a 400 in the usual shape, naming the field, before better-auth.
 */
function refuseNonTextFields(body: unknown): void {
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body))
    throw new AppError('VALIDATION_ERROR', 'The body must be a JSON object');
  for (const field of TEXT_FIELDS) {
    if (!(field in body)) continue;
    const value: unknown = Reflect.get(body, field);
    if (typeof value === 'string' || (field === 'image' && value === null)) continue;
    const message = `${field} must be text`;
    throw new AppError('VALIDATION_ERROR', message, { [field]: message });
  }
}

/** better-auth's routes that hash or check a password: refused while the hashing queue is full. */
const HASHING_ROUTES = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/reset-password',
  '/change-password',
  '/set-password',
]);

/** What lets a request admitted to the hashing queue go, once answered. */
const releases = new WeakMap<FastifyRequest, () => void>();

/** Before better-auth's routes: text fields only, the route's rate limits, and the hashing queue's bound. */
function beforeAuthRoute(limits: ReturnType<typeof authRateLimits>, passwords: PasswordHashing) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    refuseNonTextFields(request.body);
    const path = request.url.split('?')[0]?.slice('/api/auth'.length) ?? '';
    for (const hook of limits.get(path) ?? []) await hook(request);
    // A sign-in past the hashing queue's bound would wait for seconds: 503 now, with when to try again. The
    // bound counts requests from here to their answer: the hash itself comes after better-auth's reads.
    if (!HASHING_ROUTES.has(path)) return;
    const release = passwords.admit();
    if (!release) {
      reply.header('retry-after', '5');
      throw AppError.said('SERVICE_UNAVAILABLE', FAN_ERRORS.signInsBusy);
    }
    // Let go when the answer is sent (onResponse below), or when the client goes away before it.
    releases.set(request, release);
    reply.raw.once('close', release);
  };
}

/** Checks an account's own password through the hashing queue: 503 while the queue is full, as a sign-in would be. */
function passwordChecker(auth: Auth, passwords: PasswordHashing) {
  return async (accountId: string, password: string): Promise<boolean> => {
    const release = passwords.admit();
    if (!release) throw AppError.said('SERVICE_UNAVAILABLE', FAN_ERRORS.signInsBusy);
    try {
      const context = await auth.$context;
      const credential = (await context.internalAdapter.findAccounts(accountId)).find(
        (account) => account.providerId === 'credential' && account.password,
      );
      if (!credential?.password) return false;
      return await context.password.verify({ hash: credential.password, password });
    } finally {
      release();
    }
  };
}

/**
 * CSRF: a write carrying a session cookie must come from one of our own pages. Browsers send Origin on every
 * cross-site and same-site POST/PUT/PATCH/DELETE. better-auth's routes too: its own check let a cross-site
 * change-password through with the session cookie.
 */
function refuseCrossSiteWrites(app: FastifyInstance) {
  const allowed = new Set(trustedOrigins(app.config));
  app.addHook('onRequest', function refuseCrossSiteWrite(request, _reply, done) {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const cookie = request.headers.cookie ?? '';
    if (!cookie.includes('session_token')) return done();
    const origin = request.headers.origin;
    const sameHost = origin !== undefined && URL.canParse(origin) && new URL(origin).host === request.headers.host;
    if (!origin || !(allowed.has(origin) || sameHost)) {
      return done(AppError.said('FORBIDDEN', FAN_ERRORS.crossSite));
    }
    done();
  });
}

/** The signing-in browser's id: its cookie's, or a new one with the header that gives it to the browser. */
function browserOfSignIn(cookieHeader: string | undefined, secure: boolean): { id: string; header?: string } {
  const known = browserIdOf(cookieHeader);
  return known ? { id: known } : browserCookie({ secure });
}

async function registerAuth(app: FastifyInstance, { auth, passwords }: { auth: Auth; passwords: PasswordHashing }) {
  app.decorate('auth', auth);
  app.addHook('onClose', () => passwords.close());
  app.decorateRequest('profile', undefined);
  let profileOf = async (_account: SignedInAccount): Promise<Profile> => {
    throw new Error('No profile loader registered with the auth plugin (the users module registers it)');
  };
  const signOutHooks: ((sessionToken: string) => Promise<void>)[] = [];
  const signInHooks: ((signIn: { email: string; browserId: string }) => Promise<void>)[] = [];
  app.decorate('authHooks', {
    setProfileLoader(load) {
      profileOf = load;
    },
    onSignOut(run) {
      signOutHooks.push(run);
    },
    onSignIn(run) {
      signInHooks.push(run);
    },
  } satisfies AuthHooks);

  app.decorate('checkPassword', passwordChecker(auth, passwords));

  const sessions = sessionCache(app.changes, { ttlMs: app.config.SESSION_CACHE_MS });
  app.decorate('sessionKnown', (token: string) => sessions.get(token) !== null);
  // A write by a session (a sign-out, a new username) ends what was kept of it before the answer goes out.
  app.addHook('onSend', function forgetSessionOnWrite(request, _reply, payload, done) {
    if (UNSAFE_METHODS.has(request.method)) sessions.forget(sessionTokenOf(request.headers.cookie));
    done(null, payload);
  });

  /** The signed-in account's profile, or null. */
  async function loadProfile(request: FastifyRequest): Promise<Profile | null> {
    if (request.profile) return request.profile;
    const token = sessionTokenOf(request.headers.cookie);
    const kept = sessions.get(token);
    if (kept) {
      request.profile = kept;
      return kept;
    }
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    request.profile = await profileOf(session.user);
    sessions.set(token, request.profile, session.session);
    return request.profile;
  }

  app.decorate('loadUser', async function loadUser(request: FastifyRequest) {
    await loadProfile(request);
  });
  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    if (!(await loadProfile(request))) throw AppError.said('UNAUTHORIZED', FAN_ERRORS.signIn);
  });
  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
    const profile = await loadProfile(request);
    if (!profile) throw AppError.said('UNAUTHORIZED', FAN_ERRORS.signIn);
    if (profile.role !== 'admin') throw AppError.said('FORBIDDEN', FAN_ERRORS.adminsOnly);
  });

  refuseCrossSiteWrites(app);

  const secret = required(auth.options.secret, 'the auth secret');
  const secureCookies = publicUrl(app.config).startsWith('https:');
  const limits = authRateLimits(app, {
    enabled: app.config.RATE_LIMIT_ENABLED,
    deviceOf: (request, email) => trustedDevice(secret, request.headers.cookie, email),
  });

  // better-auth's own routes (sign-up, sign-in, verify, reset, session, sign-out), passed through.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    preHandler: beforeAuthRoute(limits, passwords),
    async onResponse(request) {
      releases.get(request)?.();
    },
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: request.method === 'GET' || request.body === undefined ? undefined : JSON.stringify(request.body),
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      // A browser that signs in is known to that account from now on (device cookie, rate-limits.ts).
      const email = textField(request.body, 'email');
      if (url.pathname === '/api/auth/sign-in/email' && response.status === 200 && email !== undefined) {
        cookies.push(deviceCookie(secret, email, { secure: secureCookies }));
        // The browser's own id, whichever account signs in on it (account reviews, issue 62 point 5).
        const browser = browserOfSignIn(request.headers.cookie, secureCookies);
        if (browser.header) cookies.push(browser.header);
        for (const run of signInHooks) await run({ email, browserId: browser.id });
      }
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      // What a sign-out ends beyond the session (push: that session's devices).
      const token = sessionTokenOf(request.headers.cookie);
      if (url.pathname === '/api/auth/sign-out' && response.ok && token) {
        for (const run of signOutHooks) await run(token);
      }
      // better-auth's own protocol (errors as { code, message }), which its browser client reads.
      const text = await response.text();
      return reply.send(withoutTokens(text, response.headers.get('content-type')) || null);
    },
  });
}

/**
 * An answer of better-auth's without the session tokens it puts in JSON bodies (sign-in's and sign-up's
 * `token`, get-session's `session.token`): the browser needs only the HttpOnly cookie, and a token in a
 * body is one script away from being read.
 */
export function withoutTokens(text: string, contentType: string | null): string {
  if (!text || !contentType?.includes('application/json')) return text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(body, (key, value) => (key === 'token' ? undefined : value));
}

/**
 * The signed-in fan of a request that passed `requireUser` (or `requireAdmin`). A route that reads it
 * without that guard is a bug, and says so rather than reading another's data.
 */
export function signedInProfile(request: FastifyRequest): Profile {
  if (!request.profile) throw new Error(`${request.routeOptions.url} reads the signed-in fan without requireUser`);
  return request.profile;
}

export const authentication = fp(registerAuth, { name: 'auth', fastify: '5.x', dependencies: ['read-caches'] });
