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

/**
 * better-auth's own refusals a fan can meet, by code, in the reader's language (its English words as it says
 * them); a code not here shows its message as it is.
 */
function knownAuthMessage(code: string | undefined): string | undefined {
  switch (code) {
    case 'USER_NOT_FOUND':
      return t`User not found`;
    case 'FAILED_TO_CREATE_USER':
      return t`Failed to create user`;
    case 'FAILED_TO_UPDATE_USER':
      return t`Failed to update user`;
    case 'INVALID_PASSWORD':
      return t`Invalid password`;
    case 'INVALID_EMAIL':
      return t`Invalid email`;
    case 'INVALID_EMAIL_OR_PASSWORD':
      return t`Invalid email or password`;
    case 'INVALID_TOKEN':
      return t`Invalid token`;
    case 'TOKEN_EXPIRED':
      return t`Token expired`;
    case 'EMAIL_NOT_VERIFIED':
      return t`Email not verified`;
    case 'PASSWORD_TOO_SHORT':
      return t`Password too short`;
    case 'PASSWORD_TOO_LONG':
      return t`Password too long`;
    case 'USER_ALREADY_EXISTS':
      return t`User already exists.`;
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return t`User already exists. Use another email.`;
    case 'EMAIL_CAN_NOT_BE_UPDATED':
      return t`Email can not be updated`;
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return t`Credential account not found`;
    case 'SESSION_EXPIRED':
      return t`Session expired. Re-authenticate to perform this action.`;
    case 'EMAIL_ALREADY_VERIFIED':
      return t`Email is already verified`;
    default:
      return undefined;
  }
}

/** The text to show for a failed auth call: the server's message (in the reader's language), else the HTTP status text. */
export function authErrorMessage(error: AuthClientError): string {
  const nested = (error as { error?: { message?: unknown } }).error?.message;
  const known = knownAuthMessage(error.code);
  if (known) return known;
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
