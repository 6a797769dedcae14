import { dataResponse, type UserDetails, UserDetailsSchema } from '@squash/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from './api-client';
import { forgetKeptAnswers } from './offline-cache';
import { queryKeys } from './query-keys';
import { runSignOutTasks } from './sign-out-tasks';

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
 * After the session changed (sign-in, sign-out): the answers the installed app kept offline are forgotten,
 * the new user goes into the cache, and every other query starts over, since lists such as 'My Tips' or a leaderboard's own rows depend on who asks. On sign-out
 * they are dropped rather than asked again: the members-only ones would only answer 401, and each page
 * asks for what it shows when it next renders, with the visitor's view of what it may ask.
 */
export async function setCurrentUser(queryClient: QueryClient, user: UserDetails | null): Promise<void> {
  // What the installed app kept for offline use was the last user's.
  await forgetKeptAnswers();
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

/**
 * What this device forgets once the server ended the session itself (the account was closed): the page goes
 * home, the user and the answers kept offline are forgotten, and the device's own sign-out tasks run.
 */
export function useForgetSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home.getHref());
    await setCurrentUser(queryClient, null);
    await forgetKeptAnswers();
    await runSignOutTasks();
  }, [queryClient, navigate]);
}

/**
 * Signs out: returns to the home page, forgets the user, then ends the server session. The page forgets
 * first so that nothing asks for members-only data once the session is gone: a live notice arriving while
 * the server signs out would otherwise refetch a members-only read of the page being left, which the server
 * answers 401.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home.getHref());
    await setCurrentUser(queryClient, null);
    try {
      // Loaded on demand: better-auth's client is not part of the first page.
      const { authClient } = await import('./auth-client');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? error.statusText);
    } catch (error) {
      // The spec: a failed sign-out is only logged. The page has forgotten the user all the same.
      console.warn('Sign out failed', error);
    }
    // Answers the installed app kept while the session ended (a read already under way) go too, and this
    // device's notifications end with the session (the server forgot the device).
    await forgetKeptAnswers();
    await runSignOutTasks();
  }, [queryClient, navigate]);
}
