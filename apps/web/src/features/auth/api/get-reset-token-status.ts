import { ResetTokenStatusResponseSchema } from '@squash/core';
import { api } from '@/lib/api-client';

/**
 * `GET /api/password-reset/:token`: whether a mailed reset link still works, asked before the form shows
 * (the spec's 'Verifying reset link...'). Asking spends nothing: the reset itself does.
 */
export async function getResetTokenStatus(token: string, signal?: AbortSignal): Promise<boolean> {
  const body = await api.get(`/password-reset/${encodeURIComponent(token)}`, ResetTokenStatusResponseSchema, {
    signal,
  });
  return body.data.valid;
}
