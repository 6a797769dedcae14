import { dataResponse, ImportResultSchema, type ImportTournamentRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `POST /api/admin/tournaments-psa`: creates (or refreshes) the tournament from its PSA page. */
export async function importTournament(body: ImportTournamentRequest) {
  return (await adminApi.post('/admin/tournaments-psa', body, dataResponse(ImportResultSchema))).data;
}

export function useImportTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.lists() }),
  });
}
