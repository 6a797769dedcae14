import { dataResponse, EntryFoundSchema } from '@squash/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const EntriesFoundResponse = dataResponse(z.array(EntryFoundSchema));

/** `GET /api/tournaments/:id/entries-search?q=`: any entry by its fan's name, for 'Compare with' (issue 63). */
export function useEntrySearch(tournamentId: string, q: string) {
  return useQuery({
    queryKey: queryKeys.tournaments.entrySearch(tournamentId, q),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/entries-search`, EntriesFoundResponse, {
          query: { q },
          signal,
        })
      ).data,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
