import { t } from '@lingui/core/macro';
/**
 * better-auth's client resolves failures as `{ error }` instead of throwing. Its own routes answer
 * `{ code, message }`; our rate limiter in front of them answers the API's `{ error: { code, message } }`.
 */
export interface AuthClientError {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
  statusText: string;
}

/** What a failure the server didn't explain says. */
export const unexpectedError = () => t`An unexpected error occurred`;

/** The text to show for a failed auth call: the server's message, else the HTTP status text. */
export function authErrorMessage(error: AuthClientError): string {
  const nested = (error as { error?: { message?: unknown } }).error?.message;
  if (error.message) return error.message;
  if (typeof nested === 'string' && nested) return nested;
  return error.statusText || unexpectedError();
}

/** The error's code, from better-auth's shape or the API's. */
export function authErrorCode(error: AuthClientError): string | undefined {
  const nested = (error as { error?: { code?: unknown } }).error?.code;
  return error.code ?? (typeof nested === 'string' ? nested : undefined);
}

export interface ToastMessage {
  title: string;
  description?: string;
}

/** The spec's login toasts: a wrong password gets its own words, anything else the provider's message. */
export function loginFailureToast(error: AuthClientError): ToastMessage {
  if (authErrorCode(error) === 'INVALID_EMAIL_OR_PASSWORD') {
    return { title: t`Incorrect password`, description: t`Please check your password and try again` };
  }
  return { title: t`Login failed`, description: authErrorMessage(error) };
}

/** True when a sign-up failed because the email already has an account ('User already registered'). */
export function isAlreadyRegistered(error: AuthClientError): boolean {
  return authErrorCode(error) === 'USER_ALREADY_EXISTS' || authErrorMessage(error) === 'User already registered';
}
