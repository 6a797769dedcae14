import { t } from '@lingui/core/macro';
import { UsernameSchema } from '@squash/core';
import { inReaderLanguage } from '@/lib/known-texts';

export type Availability = 'checking' | 'available' | 'taken' | 'failed';

export interface UsernameFeedback {
  /** The line under the field; null while nothing is known yet. */
  message: string | null;
  tone: 'error' | 'success' | 'neutral';
  /** The username to save, when Update may be pressed. */
  valid: string | null;
}

/**
 * What the Update Username dialog says about `value`: the schema's message first, then 'Username
 * unchanged', then the server's answer. Update is allowed only for a valid, changed, available name.
 * `availability` is undefined while the typed value has not settled (the 500 ms debounce).
 */
export function usernameFeedback(
  value: string,
  current: string,
  availability: Availability | undefined,
): UsernameFeedback {
  const parsed = UsernameSchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return { message: message ? inReaderLanguage(message) : null, tone: 'error', valid: null };
  }
  if (parsed.data === current) return { message: t`Username unchanged`, tone: 'neutral', valid: null };
  switch (availability) {
    case 'available':
      return { message: t`This username is available`, tone: 'success', valid: parsed.data };
    case 'taken':
      return { message: t`This username is not available`, tone: 'error', valid: null };
    case 'failed':
      return { message: t`Error checking username`, tone: 'error', valid: null };
    case 'checking':
      return { message: t`Checking availability...`, tone: 'neutral', valid: null };
    default:
      return { message: null, tone: 'neutral', valid: null };
  }
}
