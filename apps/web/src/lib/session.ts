import { dataResponse, type UserDetails, UserDetailsSchema } from '@squash/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/*
 * Changes of who is signed in (sign-in, sign-out), apart from lib/current-user.ts, which every first page
 * loads: these are needed only by the sign-in pages and by a signed-in header.
 */

const UserDetailsResponseSchema = dataResponse(UserDetailsSchema);

/** `POST /api/users-sync`: creates or links the product profile of the account that just signed in. */
export async function syncCurrentUser(): Promise<UserDetails> {
  return (await api.post('/users-sync', {}, UserDetailsResponseSchema)).data;
}

/**
 * After the session changed (sign-in, sign-out): the new user goes into the cache, and every other query
 * starts over, since lists such as 'My Tips' or a leaderboard's own rows depend on who asks. On sign-out
 * they are dropped rather than asked again: the members-only ones would only answer 401, and each page
 * asks for what it shows when it next renders, with the visitor's view of what it may ask.
 */
export async function setCurrentUser(queryClient: QueryClient, user: UserDetails | null): Promise<void> {
  const queryKey = queryKeys.currentUser();
  const others = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== queryKey[0] };
  await queryClient.cancelQueries({ queryKey });
  // The user first: members-only queries are enabled by it, so none starts again once it is null.
  queryClient.setQueryData(queryKey, user);
  if (user === null) {
    await queryClient.cancelQueries(others);
    queryClient.removeQueries(others);
  } else {
    await queryClient.resetQueries(others);
  }
}

/** Signs out (ending the server session), returns to the home page and forgets the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // Loaded on demand: better-auth's client is not part of the first page.
      const { authClient } = await import('./auth-client');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? error.statusText);
    } catch (error) {
      // The spec: a failed sign-out is only logged. The page forgets the user all the same.
      console.warn('Sign out failed', error);
    }
    // Forget the user before leaving: with a user still set, the page on the way out (or the home page's
    // welcome) would ask for members-only data the server now answers 401.
    await setCurrentUser(queryClient, null);
    await navigate(paths.home.getHref());
  }, [queryClient, navigate]);
}
