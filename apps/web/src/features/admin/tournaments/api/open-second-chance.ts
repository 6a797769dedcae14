import { AdminTournamentDetailSchema, dataResponse, type SecondChanceRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `POST /api/admin/tournaments/:id/second-chance`: opens the tournament's Second Chance (decision 020). */
export async function openSecondChance(tournamentId: string, request: SecondChanceRequest) {
  return (
    await adminApi.post(
      `/admin/tournaments/${encodeURIComponent(tournamentId)}/second-chance`,
      request,
      dataResponse(AdminTournamentDetailSchema),
    )
  ).data;
}

export function useOpenSecondChance(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SecondChanceRequest) => openSecondChance(tournamentId, request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.detail(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.lists() });
    },
  });
}
