import type { Entry, SubmitTipsRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The picking draw's answer, checked by the server (`dataResponse(EntrySchema)`): zod stays off the page that
// renders the draw (see `serverTyped`).
const EntryResponseSchema = serverTyped<{ data: Entry }>();

/** `POST /api/tournaments/:id/entries`: the fan's first submission of a whole draw. */
export async function submitEntry(tournamentId: string, body: SubmitTipsRequest): Promise<Entry> {
  return (await api.post(`/tournaments/${encodeURIComponent(tournamentId)}/entries`, body, EntryResponseSchema)).data;
}

export function useSubmitEntry(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitTipsRequest) => submitEntry(tournamentId, body),
    onSuccess: async (entry) => {
      queryClient.setQueryData(queryKeys.entries.detail(entry.id), entry);
      await queryClient.invalidateQueries({ queryKey: queryKeys.entries.mine() });
    },
  });
}
