import { dataResponse, IdentityStateSchema, StartIdentityResponseSchema, type TestIdentityRequest } from '@squash/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * `GET /api/user/identity`: verified or not, and why not. Read again while a check is pending (the fan back from the
 * identity service's page, whose answer can take a minute).
 */
export function useIdentity() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.identity(),
      queryFn: async ({ signal }) =>
        (await api.get('/user/identity', dataResponse(IdentityStateSchema), { signal })).data,
      refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5_000 : false),
    }),
  );
}

/** `POST /api/user/identity`: a new check; the browser then goes to the service's page (or the test service's). */
export function useStartIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post('/user/identity', {}, dataResponse(StartIdentityResponseSchema))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.identity() }),
  });
}

/** `POST /api/user/identity/test-verification`: the built-in test service's simulated outcome. */
export function useSimulateIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TestIdentityRequest) =>
      (await api.post('/user/identity/test-verification', request, dataResponse(IdentityStateSchema))).data,
    // A read in flight (the pending check's polling) would answer 'pending' over the decision: cancel it first.
    onSuccess: async (state) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.identity() });
      queryClient.setQueryData(queryKeys.identity(), state);
    },
  });
}
