import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client, for its own routes under /api/auth (sign-up, sign-in, password reset,
 * sign-out). Import it lazily (`await import('@/lib/auth-client')`) or from the sign-in pages only: it is
 * not part of the first page's bundle. Who is signed in comes from `useCurrentUser` (lib/current-user.ts).
 */
export const authClient = createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });

/** better-auth's error codes this app reacts to (its own protocol: `{ code, message }`). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  userAlreadyExists: 'USER_ALREADY_EXISTS',
  invalidToken: 'INVALID_TOKEN',
} as const;
