import type { MyEntry } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Read on the tournament page's first render: checked by the server (`MyEntrySchema`), see `serverTyped`.
const MyEntriesResponseSchema = serverTyped<{ data: MyEntry[] }>();

/** `GET /api/entries`: the signed-in fan's entries, each with its tournament, figures and rank. */
export async function getMyEntries(signal?: AbortSignal): Promise<MyEntry[]> {
  return (await api.get('/entries', MyEntriesResponseSchema, { signal })).data;
}

/**
 * One key for the fan's entries wherever they are shown (dashboard, tournament page, My Tips under
 * it), so saving an entry refreshes them all.
 */
export const myEntriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.entries.mine(), queryFn: ({ signal }) => getMyEntries(signal) });

/** The spec: once a user is loaded, their entries are fetched. */
export function useMyEntries({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myEntriesQueryOptions(), enabled });
}
