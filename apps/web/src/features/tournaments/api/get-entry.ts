import type { Entry } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useLiveRefetch } from './live';

// Read on the tournament page's first render: checked by the server (`dataResponse(EntrySchema)`), see `serverTyped`.
const EntryResponseSchema = serverTyped<{ data: Entry }>();

/** `GET /api/entries/:id`: one of the fan's entries with its tips and figures. */
export async function getEntry(entryId: string, signal?: AbortSignal): Promise<Entry> {
  return (await api.get(`/entries/${encodeURIComponent(entryId)}`, EntryResponseSchema, { signal })).data;
}

export const getEntryQueryOptions = (entryId: string) =>
  queryOptions({ queryKey: queryKeys.entries.detail(entryId), queryFn: ({ signal }) => getEntry(entryId, signal) });

export function useEntry(
  entryId: string | undefined,
  { live = false, tournamentId = '' }: { live?: boolean; tournamentId?: string } = {},
) {
  return useQuery({
    ...getEntryQueryOptions(entryId ?? ''),
    enabled: entryId !== undefined,
    // Points, rank and maximum change with every result while play is on.
    ...useLiveRefetch(live, tournamentId),
  });
}
