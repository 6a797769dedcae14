import {
  type BreakRequest,
  type DepositLimitsRequest,
  DepositLimitsSchema,
  dataResponse,
  PlayPauseSchema,
  type SelfExclusionRequest,
} from '@squash/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const LimitsResponseSchema = dataResponse(DepositLimitsSchema);
const PauseResponseSchema = dataResponse(PlayPauseSchema.nullable());
const PauseTakenResponseSchema = dataResponse(z.object({ pause: PlayPauseSchema, refundedEntries: z.number() }));

/** `GET /api/user/limits`: each period's limit in force, with a raise still waiting. */
export function useDepositLimits() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.responsiblePlay.limits(),
      queryFn: async ({ signal }) => (await api.get('/user/limits', LimitsResponseSchema, { signal })).data,
    }),
  );
}

/** `GET /api/user/pause`: the break or self-exclusion in force, or null. */
export function usePlayPause() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.responsiblePlay.pause(),
      queryFn: async ({ signal }) => (await api.get('/user/pause', PauseResponseSchema, { signal })).data,
    }),
  );
}

/** `PUT /api/user/limits`: lowered at once, raised or removed a day later (the answer says when). */
export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (limits: DepositLimitsRequest) =>
      (await api.put('/user/limits', limits, LimitsResponseSchema)).data,
    onSuccess: (limits) => queryClient.setQueryData(queryKeys.responsiblePlay.limits(), limits),
  });
}

/** `POST /api/user/break` or `/api/user/self-exclusion`: paid play closes now; upcoming paid entries are refunded. */
export function useTakePause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { break: BreakRequest } | { exclusion: SelfExclusionRequest }) =>
      (
        await ('break' in request
          ? api.post('/user/break', request.break, PauseTakenResponseSchema)
          : api.post('/user/self-exclusion', request.exclusion, PauseTakenResponseSchema))
      ).data,
    onSuccess: ({ pause }) => {
      queryClient.setQueryData(queryKeys.responsiblePlay.pause(), pause);
      // Refunded entries moved the fan's credits and left their tournaments.
      for (const queryKey of [queryKeys.creditBalance(), queryKeys.creditTransactions.all(), queryKeys.myPayments()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.entries.mine() });
    },
  });
}
