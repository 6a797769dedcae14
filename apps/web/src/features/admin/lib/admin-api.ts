import { ErrorResponseSchema } from '@squash/core';
import { z } from 'zod';
import { ApiError, api, type ResponseSchema } from '@/lib/api-client';

/*
 * The shared client (lib/api-client.ts) has get, post and patch only; the back office also deletes and
 * replaces. These two mirror its request/error handling so failures are the same `ApiError`.
 * TODO(lead): add `put` and `delete` to `api` in lib/api-client.ts and drop `send` here.
 */
async function send<T>(method: 'PUT' | 'DELETE', path: `/${string}`, schema: ResponseSchema<T>, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError('Could not reach the server. Check your connection and try again.', {
      status: 0,
      code: 'NETWORK_ERROR',
      cause: error,
    });
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(message, { status: response.status, code, fields });
    }
    throw new ApiError(`Request failed with status ${response.status}`, {
      status: response.status,
      code: 'HTTP_ERROR',
    });
  }
  return schema.parse(payload);
}

export const DeletedResponseSchema = z.object({ data: z.object({ id: z.uuid() }) });

export const adminApi = {
  get: api.get,
  post: api.post,
  patch: api.patch,
  put: <T>(path: `/${string}`, body: unknown, schema: ResponseSchema<T>) => send('PUT', path, schema, body),
  delete: (path: `/${string}`) => send('DELETE', path, DeletedResponseSchema),
};
