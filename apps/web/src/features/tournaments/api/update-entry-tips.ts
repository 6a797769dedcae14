import type { Entry, SubmitTipsRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The picking draw's answer, checked by the server (`dataResponse(EntrySchema)`): zod stays off the page that
// renders the draw (see `serverTyped`).
const EntryResponseSchema = serverTyped<{ data: Entry }>();

/** `PUT /api/entries/:id/match-tips`: replaces the tips of the fan's entry until the start. */
export async function updateEntryTips(entryId: string, body: SubmitTipsRequest): Promise<Entry> {
  return (await api.put(`/entries/${encodeURIComponent(entryId)}/match-tips`, body, EntryResponseSchema)).data;
}

export function useUpdateEntryTips(entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitTipsRequest) => updateEntryTips(entryId, body),
    onSuccess: async (entry) => {
      queryClient.setQueryData(queryKeys.entries.detail(entry.id), entry);
      await queryClient.invalidateQueries({ queryKey: queryKeys.entries.mine() });
    },
  });
}
