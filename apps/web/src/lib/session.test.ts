import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fan } from '@/testing/mock-api/data';
import { queryKeys } from './query-keys';
import { setCurrentUser } from './session';
import { onSignOut, runSignOutTasks } from './sign-out-tasks';

/*
 * Who is signed in changing: the answers the installed app kept offline are forgotten first, the new user goes
 * into the cache before anything asks again, and every other read starts over (signed in: asked again as the new
 * fan; signed out: dropped, since the members-only ones would only answer 401).
 */

const forgotten = vi.hoisted(() => ({ count: 0 }));
vi.mock('./offline-cache', () => ({
  forgetKeptAnswers: async () => {
    forgotten.count += 1;
  },
}));

let client: QueryClient;

beforeEach(() => {
  forgotten.count = 0;
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(queryKeys.currentUser(), fan({ username: 'nour_drops' }));
  client.setQueryData(['entries', 'mine'], [{ id: 'entry-of-nour' }]);
  client.setQueryData(['credit-balance'], 1200);
});

afterEach(() => client.clear());

describe('a change of who is signed in', () => {
  it('on sign-out forgets the offline answers, the user and every other read', async () => {
    await setCurrentUser(client, null);
    expect(forgotten.count).toBe(1);
    expect(client.getQueryData(queryKeys.currentUser())).toBeNull();
    expect(client.getQueryCache().findAll({ queryKey: ['entries'] })).toHaveLength(0);
    expect(client.getQueryData(['credit-balance'])).toBeUndefined();
  });

  it('on sign-in puts the new fan in, and every other read starts over', async () => {
    const next = fan({ username: 'nick_hunter' });
    await setCurrentUser(client, next);
    expect(forgotten.count).toBe(1);
    expect(client.getQueryData(queryKeys.currentUser())).toEqual(next);
    // Reset: kept in the cache, but its data gone, so whatever shows it asks again as the new fan.
    expect(client.getQueryState(['entries', 'mine'])?.data).toBeUndefined();
    expect(client.getQueryState(['credit-balance'])?.data).toBeUndefined();
  });

  it("runs this device's sign-out tasks, one after another, when asked", async () => {
    const ran: string[] = [];
    onSignOut(async () => {
      ran.push('push');
    });
    onSignOut(async () => {
      ran.push('drafts');
    });
    await runSignOutTasks();
    expect(ran).toEqual(['push', 'drafts']);
  });
});
