import { type AdminTournamentDetail, AdminTournamentDetailSchema, dataResponse } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

export type { AdminTournamentDetail };

/** `GET /api/admin/tournaments/:id`: the tournament with its rounds and matches. */
export async function getTournament(tournamentId: string, signal?: AbortSignal): Promise<AdminTournamentDetail> {
  return (
    await adminApi.get(
      `/admin/tournaments/${encodeURIComponent(tournamentId)}`,
      dataResponse(AdminTournamentDetailSchema),
      { signal },
    )
  ).data;
}

export const getTournamentQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.tournaments.detail(tournamentId),
    queryFn: ({ signal }) => getTournament(tournamentId, signal),
  });

export function useTournament(tournamentId: string) {
  return useQuery(getTournamentQueryOptions(tournamentId));
}
