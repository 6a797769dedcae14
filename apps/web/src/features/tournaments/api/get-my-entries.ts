import type { MyEntry } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';

// Read on the tournament page's first render: checked by the server (`MyEntrySchema`), see `serverTyped`.
const MyEntriesResponseSchema = serverTyped<{ data: MyEntry[] }>();

/** `GET /api/entries`: the signed-in fan's entries, each with its tournament and figures. */
export async function getMyEntries(signal?: AbortSignal): Promise<MyEntry[]> {
  return (await api.get('/entries', MyEntriesResponseSchema, { signal })).data;
}

/**
 * The dashboard has the same call under the same key and shape (features don't import each other), so
 * a submitted entry refreshes both through this key.
 */
export const getMyEntriesQueryOptions = () =>
  queryOptions({ queryKey: ['entries', 'mine'], queryFn: ({ signal }) => getMyEntries(signal) });

/** The fan's entry in one tournament, or null; only asked for a signed-in user. */
export function useMyTournamentEntry(tournamentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...getMyEntriesQueryOptions(),
    enabled,
    select: (entries) => entries.find((entry) => entry.tournamentId === tournamentId) ?? null,
  });
}
