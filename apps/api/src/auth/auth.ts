import { randomBytes } from 'node:crypto';
import { NewPasswordSchema, PRODUCT_NAME } from '@squash/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { openAPI } from 'better-auth/plugins/open-api';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import * as authSchema from '../db/auth-schema.js';
import type { Database } from '../db/client.js';
import { appSettings, users } from '../db/schema.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import { passwordResetMail, verificationMail } from '../integrations/mail/templates.js';
import { requestLocale, textsFor } from '../lib/texts.js';
import { emailStatus } from './email-status.js';
import type { PasswordHashing } from './password-hashing.js';
import { authSchemaOptions } from './schema-options.js';

export const SESSION_COOKIE_PREFIX = 'squashtips';

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** Origins allowed to send cookie-authenticated writes: the public URL, and local dev servers. */
export function trustedOrigins(config: Config): string[] {
  const origins = new Set([new URL(publicUrl(config)).origin]);
  if (config.NODE_ENV !== 'production') {
    for (const host of ['localhost', '127.0.0.1']) {
      origins.add(`http://${host}:${config.PORT}`);
      origins.add(`http://${host}:5173`);
    }
  }
  return [...origins];
}

/** AUTH_SECRET, or one generated on first start and kept in the database, so sessions survive restarts. */
export async function resolveAuthSecret(db: Database, config: Config): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const generated = randomBytes(32).toString('base64url');
  await db.insert(appSettings).values({ key: 'auth_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row?.value ?? generated;
}

/**
 * The language of an account's mail: the one on the fan's profile, else (a sign-up, before they chose) the one
 * they were reading the site in when they asked (issue 46).
 */
async function mailTexts(db: Database, email: string, request: Request | undefined) {
  const [profile] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email)).limit(1);
  if (profile?.locale) return textsFor(profile.locale);
  return textsFor(requestLocale(request?.headers.get('cookie'), request?.headers.get('accept-language')));
}

/** Every better-auth route that sets a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/** better-auth, email and password only, sessions in the database, mails through our mailer. */
export function createAuth({
  db,
  config,
  mailer,
  secret,
  passwords,
}: {
  db: Database;
  config: Config;
  mailer: Mailer;
  secret: string;
  /** Where passwords are hashed and checked: a niced worker thread (password-hashing.ts). */
  passwords: PasswordHashing;
}) {
  const baseURL = publicUrl(config);
  return betterAuth({
    ...authSchemaOptions,
    appName: PRODUCT_NAME,
    baseURL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      password: { hash: passwords.hash, verify: passwords.verify },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) =>
        mailer.send(passwordResetMail(user.email, url, await mailTexts(db, user.email, request))),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }, request) =>
        mailer.send(verificationMail(user.email, url, await mailTexts(db, user.email, request))),
    },
    session: {
      ...authSchemaOptions.session,
      expiresIn: 30 * 24 * 3600,
      // Sliding sessions: a session used after a day is extended (the spec's automatic refresh).
      updateAge: 24 * 3600,
    },
    // Its routes' OpenAPI description, merged into /api/openapi.json (plugins/api-docs.ts); no page of its own.
    plugins: [openAPI({ disableDefaultReference: true })],
    // Our own limiter (plugins/rate-limits.ts) covers these routes per address and per email.
    rateLimit: { enabled: false },
    advanced: {
      ...authSchemaOptions.advanced,
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: new URL(baseURL).protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ['x-forwarded-for'] : [], disableIpTracking: false },
    },
    hooks: {
      // The spec's strength rules apply whenever a password is chosen; better-auth checks only length.
      before: createAuthMiddleware(async (ctx) => {
        const passwordField = PASSWORD_FIELDS[ctx.path];
        if (!passwordField) return;
        // better-auth answers a sign-up for a taken email with a silent success (anti-enumeration);
        // the spec's flow tells the fan to sign in instead, and email-status already says as much.
        if (ctx.path === '/sign-up/email' && typeof ctx.body?.email === 'string') {
          if ((await emailStatus(db, ctx.body.email)) === 'auth-user') {
            throw new APIError('UNPROCESSABLE_ENTITY', {
              message: 'User already registered',
              code: 'USER_ALREADY_EXISTS',
            });
          }
        }
        const result = NewPasswordSchema.safeParse(ctx.body?.[passwordField]);
        if (!result.success) {
          throw new APIError('BAD_REQUEST', { message: result.error.issues[0]?.message, code: 'WEAK_PASSWORD' });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
