import type { UserDetails } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { ApiError, api, type ResponseSchema, serverTyped } from './api-client';

/*
 * Who is signed in, for every part of the app (header, pages, dialogs). Sessions are HttpOnly cookies, so
 * the page can't tell by itself: it asks the server. This stays a plain fetch, not better-auth's client,
 * which only the sign-in pages load (it would weigh on every first page).
 */

// Every first page asks this: not checked again here (see `serverTyped`).
const UserDetailsResponse = serverTyped<{ data: UserDetails }>();

/** better-auth's `GET /api/auth/get-session`: `null` when signed out (a 200, so no console error). */
const SessionResponseSchema: ResponseSchema<{ userId: string } | null> = {
  parse(body) {
    const user = (body as { user?: { id?: unknown } } | null | undefined)?.user;
    return typeof user?.id === 'string' ? { userId: user.id } : null;
  },
};

/**
 * The signed-in user's profile, or null. Asks for the session first: `GET /api/user-details` answers a
 * visitor with 401, which the browser would log as an error on every page.
 */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<UserDetails | null> {
  const session = await api.get('/auth/get-session', SessionResponseSchema, { signal });
  if (!session) return null;
  try {
    return (await api.get('/user-details', UserDetailsResponse, { signal })).data;
  } catch (error) {
    // The session ended between the two calls.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    // Changes only through this app (sign-in, sign-out, profile edits), which update the cache itself.
    staleTime: 5 * 60 * 1000,
  });

/** The current-user query itself, for screens that must tell 'still loading' from 'signed out'. */
export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}

/** The signed-in user's profile; null while loading, when signed out, or when the server can't answer. */
export function useCurrentUser(): UserDetails | null {
  return useCurrentUserQuery().data ?? null;
}
