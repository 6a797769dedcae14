import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;

/**
 * A client error will fail the same way again; timeouts and rate limits may not. Nor is a request tried
 * again while the device is offline: the page says so at once (the installed app has already answered from
 * what it kept, if it kept the answer), and asks again when the connection is back.
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'NETWORK_ERROR' && !navigator.onLine) return false;
  if (error.status === 408 || error.status === 429) return true;
  return error.status < 400 || error.status >= 500;
}

/**
 * The spec's data-fetching defaults: 3 retries with a doubling delay capped at 30 s; unused data kept 5
 * minutes. Offline, a query still asks (offlineFirst): the installed app's service worker may answer from
 * what it kept; TanStack Query's default would hold every query until the connection is back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
      },
    },
  });
}
