import { dataResponse, ImportResultSchema, type UploadDrawRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminApi } from '../../utils/admin-api';

/** `POST /api/admin/tournaments-upload`: creates (or refreshes) the tournament of an uploaded draw file. */
export async function importUpload(body: UploadDrawRequest) {
  return (await adminApi.post('/admin/tournaments-upload', body, dataResponse(ImportResultSchema))).data;
}

export function useImportUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.lists() }),
  });
}
