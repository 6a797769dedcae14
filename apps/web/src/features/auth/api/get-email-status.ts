import { type EmailStatus, EmailStatusResponseSchema } from '@squash/core';
import { api } from '@/lib/api-client';

/**
 * `GET /api/email-status/:email`: which step of the login flow comes next. 'auth-user' has a password
 * (log in); 'user' is a profile migrated from the old site without one, and 'non-user' is new (sign up).
 * A one-off lookup per submitted email, so a plain call rather than a cached query.
 */
export async function getEmailStatus(email: string): Promise<EmailStatus> {
  const body = await api.get(`/email-status/${encodeURIComponent(email)}`, EmailStatusResponseSchema);
  return body.data.status;
}
