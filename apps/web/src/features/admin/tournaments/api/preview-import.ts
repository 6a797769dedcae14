import { dataResponse, type Gender, type ImportPreview, ImportPreviewSchema } from '@squash/core';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../utils/admin-api';

/** `GET /api/admin/tournaments-psa`: what importing this PSA page would create. */
export async function previewImport({ url, gender }: { url: string; gender: Gender }): Promise<ImportPreview> {
  return (await adminApi.get('/admin/tournaments-psa', dataResponse(ImportPreviewSchema), { query: { url, gender } }))
    .data;
}

/** A mutation, not a query: it runs when the admin presses Fetch Tournament, never by itself. */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
