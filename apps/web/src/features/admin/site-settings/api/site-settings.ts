import { dataResponse, SiteSettingsSchema, type SiteSettingsUpdate } from '@squash/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/site-settings`: the footer's social links as they are now. */
export function useAdminSiteSettings() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.siteSettings(),
      queryFn: async ({ signal }) =>
        (await api.get('/admin/site-settings', dataResponse(SiteSettingsSchema), { signal })).data,
    }),
  );
}

/** `PUT /api/admin/site-settings`: audited; the footer of this tab shows the new links at once, every other on its next page. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: SiteSettingsUpdate) =>
      (await api.put('/admin/site-settings', update, dataResponse(SiteSettingsSchema))).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.siteSettings(), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.siteConfig() });
    },
  });
}
