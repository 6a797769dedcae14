import {
  dataResponse,
  type RankingsApplyResult,
  RankingsApplyResultSchema,
  type RankingsImportRequest,
  type RankingsPreview,
  RankingsPreviewSchema,
} from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../utils/admin-api';

/** `POST /api/admin/rankings/preview`: what the list would change, who it doesn't know, what's wrong with it. */
export async function previewRankings(body: RankingsImportRequest): Promise<RankingsPreview> {
  return (await adminApi.post('/admin/rankings/preview', body, dataResponse(RankingsPreviewSchema))).data;
}

/** `POST /api/admin/rankings`: applies the list. */
export async function applyRankings(body: RankingsImportRequest): Promise<RankingsApplyResult> {
  return (await adminApi.post('/admin/rankings', body, dataResponse(RankingsApplyResultSchema))).data;
}

export function usePreviewRankings() {
  return useMutation({ mutationFn: previewRankings });
}

/** Applying moves ranks everywhere players are shown: every cached read of them is refreshed. */
export function useApplyRankings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRankings,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
