import { dataResponse, JurisdictionSchema, type JurisdictionUpdate } from '@squash/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/jurisdictions`: where paid pools and fixed prizes are allowed, and from what age. */
export function useAdminPlaces() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.places(),
      queryFn: async ({ signal }) =>
        (await api.get('/admin/jurisdictions', dataResponse(z.array(JurisdictionSchema)), { signal })).data,
    }),
  );
}

/** `PUT /api/admin/jurisdictions/:code`: a new place or a change, audited. */
export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, ...update }: JurisdictionUpdate & { code: string }) =>
      (await api.put(`/admin/jurisdictions/${encodeURIComponent(code)}`, update, dataResponse(JurisdictionSchema)))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.places() }),
  });
}

/** `DELETE /api/admin/jurisdictions/:code`: the place's fans come under their country's row, or everywhere else's. */
export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await api.delete(
          `/admin/jurisdictions/${encodeURIComponent(code)}`,
          dataResponse(z.object({ code: z.string() })),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.places() }),
  });
}
