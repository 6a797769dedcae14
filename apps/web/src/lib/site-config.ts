import type { SiteConfig } from '@squash/core';
import { DEFAULT_CURRENCY } from '@squash/core/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { api, serverTyped } from './api-client';

/*
 * The server's public settings (migration notice, social links, currency). Shared infrastructure like the
 * API client rather than a feature's: the layout, the content pages and the tournament pages all read it,
 * and features don't import each other (CONVENTIONS.md, rule 14).
 */

// Every first page asks this: not checked again here (see `serverTyped`).
const SiteConfigResponse = serverTyped<{ data: SiteConfig }>();

export async function getSiteConfig({ signal }: { signal?: AbortSignal } = {}): Promise<SiteConfig> {
  const body = await api.get('/site-config', SiteConfigResponse, { signal });
  return body.data;
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.siteConfig(),
    queryFn: ({ signal }) => getSiteConfig({ signal }),
    // Read once per visit (the server answers it no-cache): the footer's links an administrator sets in the back
    // office show on the next page a visitor opens, and at once in the administrator's own tab.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The site config; `data` stays undefined while loading or when the server can't answer (nothing optional shows). */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/** The configured currency, or the default until the config has arrived. */
export function useCurrency(): string {
  return useSiteConfig().data?.currency ?? DEFAULT_CURRENCY;
}
