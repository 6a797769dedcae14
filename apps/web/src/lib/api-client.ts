import { t } from '@lingui/core/macro';
import type { ErrorResponse } from '@squash/core';
import { afterChangeHeaders } from './after-change';

/** Anything with zod's `parse`: the response schemas from `@squash/core`. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * The body taken as the server typed it, not checked again here. For the requests every first page
 * makes (who is signed in, the site config, the home page's tournaments) and those of the public
 * tournament pages: the server already puts each response through its schema from `@squash/core`
 * (fastify-type-provider-zod's serializer answers 500 rather than send a body that doesn't match), and
 * checking it here too would put zod, 26 kB gzip, on the first load of those pages
 * (docs/decisions/004-web-bundle-budget.md). Other requests keep the schema.
 */
export function serverTyped<T>(): ResponseSchema<T> {
  return { parse: (data) => data as T };
}

export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key` for a write that must happen once). */
  headers?: Record<string, string>;
}

interface RequestInit extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
}

/** A failed call. `message` is the server's `error.message`, fit to show to the user as it is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(
    message: string,
    { status, code, fields, cause }: { status: number; code: string; fields?: Record<string, string>; cause?: unknown },
  ) {
    super(message, { cause });
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const API_BASE = '/api';

function buildUrl(path: `/${string}`, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const queryString = search.toString();
  return `${API_BASE}${path}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The API's error shape, checked by hand: zod stays off the first load, and a proxy may answer instead. */
function isErrorResponse(payload: unknown): payload is ErrorResponse {
  const error = (payload as { error?: unknown } | null | undefined)?.error as Record<string, unknown> | undefined;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined ||
      (typeof fields === 'object' &&
        fields !== null &&
        Object.values(fields).every((value) => typeof value === 'string')))
  );
}

function toApiError(response: Response, payload: unknown): ApiError {
  if (isErrorResponse(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(message, { status: response.status, code, fields });
  }
  // Not our error shape: a proxy or gateway answered.
  return new ApiError(t`Request failed with status ${response.status}`, {
    status: response.status,
    code: 'HTTP_ERROR',
  });
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: `/${string}`,
  schema: ResponseSchema<T>,
  { query, signal, body, headers }: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? afterChangeHeaders() : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // A cancelled query is not a failure; TanStack Query expects the AbortError back.
    if (signal?.aborted) throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', {
      status: 0,
      code: 'NETWORK_ERROR',
      cause: error,
    });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response, payload);

  try {
    return schema.parse(payload);
  } catch (error) {
    // The zod issue list is for developers (kept as `cause`), not for the error screen.
    throw new ApiError('The server sent a response this page does not understand.', {
      status: response.status,
      code: 'INVALID_RESPONSE',
      cause: error,
    });
  }
}

export const api = {
  get: <T>(path: `/${string}`, schema: ResponseSchema<T>, options?: RequestOptions) =>
    request('GET', path, schema, options),
  post: <T>(path: `/${string}`, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, body }),
  patch: <T>(path: `/${string}`, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions) =>
    request('PATCH', path, schema, { ...options, body }),
  put: <T>(path: `/${string}`, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions) =>
    request('PUT', path, schema, { ...options, body }),
  /** `body`: for the few deletes that name what to delete in one (a device's push endpoint). */
  delete: <T>(path: `/${string}`, schema: ResponseSchema<T>, options?: RequestOptions & { body?: unknown }) =>
    request('DELETE', path, schema, options),
};

/** The text the spec's error states show: the error's message, else 'Unknown error occurred'. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t`Unknown error occurred`;
}
