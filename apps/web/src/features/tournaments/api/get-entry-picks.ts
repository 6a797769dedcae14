import { type EntryComparison, EntryComparisonSchema, type EntryPicks, EntryPicksSchema } from '@squash/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useLiveRefetch } from './live';

const EntryPicksResponse = z.object({ data: EntryPicksSchema });
const EntryComparisonResponse = z.object({ data: EntryComparisonSchema });

/** `GET /api/entries/:id/picks`: any fan's picks and figures, once the tournament has started (409 before). */
export function useEntryPicks(entryId: string, { live }: { live: { on: boolean; tournamentId: string } }) {
  return useQuery({
    queryKey: queryKeys.entries.picks(entryId),
    queryFn: async ({ signal }): Promise<EntryPicks> =>
      (await api.get(`/entries/${encodeURIComponent(entryId)}/picks`, EntryPicksResponse, { signal })).data,
    // A refusal (not started, not found) is the answer: asking again won't change it.
    retry: false,
    ...useLiveRefetch(live.on, live.tournamentId),
  });
}

/** `GET /api/entries/:id/compare/:otherId`: two entries side by side, where they differ and what it is worth. */
export function useEntryComparison(
  entryId: string,
  otherId: string,
  { live }: { live: { on: boolean; tournamentId: string } },
) {
  return useQuery({
    queryKey: queryKeys.entries.compare(entryId, otherId),
    queryFn: async ({ signal }): Promise<EntryComparison> =>
      (
        await api.get(
          `/entries/${encodeURIComponent(entryId)}/compare/${encodeURIComponent(otherId)}`,
          EntryComparisonResponse,
          { signal },
        )
      ).data,
    retry: false,
    ...useLiveRefetch(live.on, live.tournamentId),
  });
}
