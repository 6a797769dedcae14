import { dataResponse, ImportResultSchema, type UploadDrawRequest } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../lib/admin-api';
import { getTournamentsQueryOptions } from './get-tournaments';

/** `POST /api/admin/tournaments-upload`: creates (or refreshes) the tournament of an uploaded draw file. */
export async function importUpload(body: UploadDrawRequest) {
  return (await adminApi.post('/admin/tournaments-upload', body, dataResponse(ImportResultSchema))).data;
}

export function useImportUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTournamentsQueryOptions().queryKey }),
  });
}
