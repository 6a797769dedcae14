import { dataResponse, type ImportPreview, ImportPreviewSchema, type UploadDrawPreviewRequest } from '@squash/core';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../utils/admin-api';

/** `POST /api/admin/tournaments-upload/preview`: what creating from this draw file would create. */
export async function previewUpload(body: UploadDrawPreviewRequest): Promise<ImportPreview> {
  return (await adminApi.post('/admin/tournaments-upload/preview', body, dataResponse(ImportPreviewSchema))).data;
}

/** A mutation, not a query: it runs when the admin asks for the preview, and the file is a body. */
export function usePreviewUpload() {
  return useMutation({ mutationFn: previewUpload });
}
