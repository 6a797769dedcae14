import { dataResponse, SyncReportSchema } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `POST /api/admin/tournaments/:id/sync`: pulls results and players from the PSA page now. */
export async function syncTournament(tournamentId: string) {
  return (
    await adminApi.post(
      `/admin/tournaments/${encodeURIComponent(tournamentId)}/sync`,
      undefined,
      dataResponse(SyncReportSchema),
    )
  ).data;
}

export function useSyncTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncTournament(tournamentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.detail(tournamentId) }),
  });
}
