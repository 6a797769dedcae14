import { AdminTournamentSchema, dataResponse, type TournamentUpdateSchema } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export type TournamentUpdate = z.input<typeof TournamentUpdateSchema>;

/** `PATCH /api/admin/tournaments/:id`: only the changed fields. */
export async function updateTournament(tournamentId: string, changes: TournamentUpdate) {
  return (
    await adminApi.patch(
      `/admin/tournaments/${encodeURIComponent(tournamentId)}`,
      changes,
      dataResponse(AdminTournamentSchema),
    )
  ).data;
}

export function useUpdateTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TournamentUpdate) => updateTournament(tournamentId, changes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.detail(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.lists() });
    },
  });
}
