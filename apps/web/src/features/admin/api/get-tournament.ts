import { dataResponse, TournamentDetailSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminApi } from '../lib/admin-api';

const AdminTournamentDetailSchema = TournamentDetailSchema.extend({
  entryCount: z.number().int(),
  sourceKey: z.string().nullable(),
});
export type AdminTournamentDetail = z.infer<typeof AdminTournamentDetailSchema>;

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

export const getTournamentQueryOptions = (tournamentId?: string) =>
  queryOptions({
    queryKey: tournamentId ? ['admin', 'tournaments', 'detail', tournamentId] : ['admin', 'tournaments', 'detail'],
    queryFn: ({ signal }) => getTournament(tournamentId ?? '', signal),
  });

export function useTournament(tournamentId: string) {
  return useQuery(getTournamentQueryOptions(tournamentId));
}
