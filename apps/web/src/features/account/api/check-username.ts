import { CheckUsernameResponseSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/check-username?username=`: is the name free (case-insensitive; the user's own name counts as free)? */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const body = await api.get('/check-username', CheckUsernameResponseSchema, { query: { username }, signal });
  return body.data.isAvailable;
}

export function checkUsernameQueryOptions(username: string) {
  return queryOptions({
    queryKey: queryKeys.checkUsername(username),
    queryFn: ({ signal }) => checkUsername(username, signal),
    // Someone else may take the name at any moment: a fresh answer each time the dialog asks.
    staleTime: 0,
    gcTime: 0,
    // The spec shows 'Error checking username' rather than waiting through retries.
    retry: false,
  });
}

/** The availability of `username`, asked only while `enabled` (a valid, changed, settled value). */
export function useUsernameAvailability(username: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...checkUsernameQueryOptions(username), enabled });
}
