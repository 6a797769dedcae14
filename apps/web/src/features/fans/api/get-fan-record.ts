import { type FanRecord, FanRecordSchema } from '@squash/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const FanRecordResponse = z.object({ data: FanRecordSchema });

/**
 * A fan's record: `GET /api/fans/:username`, or the reader's own (`GET /api/user/record`, whole even when
 * private) when `own`. Not read until `enabled`: the page waits to know who is reading.
 */
export function useFanRecord(username: string, { own, enabled = true }: { own: boolean; enabled?: boolean }) {
  return useQuery({
    enabled,
    queryKey: own ? queryKeys.fans.own() : queryKeys.fans.record(username),
    queryFn: async ({ signal }): Promise<FanRecord> =>
      (
        await api.get(own ? '/user/record' : `/fans/${encodeURIComponent(username)}`, FanRecordResponse, {
          signal,
        })
      ).data,
    // No such fan is the answer; anything else may pass.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
