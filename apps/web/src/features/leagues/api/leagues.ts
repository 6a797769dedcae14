import {
  type CreateLeagueRequest,
  DeletedSchema,
  dataResponse,
  type League,
  LeagueInviteSchema,
  LeagueMemberSchema,
  LeagueResponseSchema,
  LeagueSchema,
  pagedResponse,
  TournamentSchema,
  type UpdateLeagueRequest,
} from '@squash/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const leaguePath = (leagueId: string) => `/leagues/${encodeURIComponent(leagueId)}` as const;
const DeletedResponseSchema = dataResponse(DeletedSchema);
const JoinResponseSchema = z.object({ data: LeagueSchema, joined: z.boolean() });

export const leagueQueryOptions = (leagueId: string) =>
  queryOptions({
    queryKey: queryKeys.leagues.detail(leagueId),
    queryFn: async ({ signal }) => (await api.get(leaguePath(leagueId), LeagueResponseSchema, { signal })).data,
    // A league one isn't in is a 404: say so at once, no retries.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function useLeague(leagueId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...leagueQueryOptions(leagueId), enabled });
}

export const LEAGUE_MEMBERS_PAGE_SIZE = 50;

export function useLeagueMembers(leagueId: string, page: number) {
  const params = { page, page_size: LEAGUE_MEMBERS_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.leagues.members(leagueId, params),
    queryFn: ({ signal }) =>
      api.get(`${leaguePath(leagueId)}/members`, pagedResponse(LeagueMemberSchema), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The tournaments a league's table can be shown for: the public ones, newest first. Keyed as the
 * tournaments list keys the same request (its parameters' names), so the two share one cached answer.
 */
export function useTableTournaments() {
  return useQuery({
    queryKey: queryKeys.tournaments.list({ sortBy: 'start_date', sortOrder: 'desc', pageSize: 50 }),
    queryFn: ({ signal }) =>
      api.get('/tournaments', pagedResponse(TournamentSchema), {
        query: { sort_by: 'start_date', sort_order: 'desc', page_size: 50 },
        signal,
      }),
    select: (page) => page.data,
  });
}

/** `GET /api/leagues/invites/:code`: what an invite is for, before joining. */
export function useLeagueInvite(code: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.leagues.invite(code),
    queryFn: async ({ signal }) =>
      (await api.get(`/leagues/invites/${encodeURIComponent(code)}`, dataResponse(LeagueInviteSchema), { signal }))
        .data,
    enabled,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** Every league read is refreshed after a change: the lists, the league, its members and tables. */
function useLeagueMutation<A, R>(write: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all() }),
  });
}

export const useCreateLeague = () =>
  useLeagueMutation(
    async (body: CreateLeagueRequest): Promise<League> => (await api.post('/leagues', body, LeagueResponseSchema)).data,
  );

export const useJoinLeague = () =>
  useLeagueMutation((code: string) => api.post('/leagues/join', { code }, JoinResponseSchema));

export const useUpdateLeague = (leagueId: string) =>
  useLeagueMutation(
    async (body: UpdateLeagueRequest) => (await api.patch(leaguePath(leagueId), body, LeagueResponseSchema)).data,
  );

/**
 * Leaving or deleting a league: its own reads (for members only) would answer 404 if asked again while
 * its page is still open, so nothing is refreshed on success. The page moves away first, then calls
 * `forget`: the league's reads are dropped and the lists refreshed.
 */
function useLeagueGoneMutation(leagueId: string, write: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: write });
  const ofThisLeague = (queryKey: readonly unknown[]) => queryKey[2] === leagueId;
  const forget = async () => {
    queryClient.removeQueries({
      queryKey: queryKeys.leagues.all(),
      predicate: (query) => ofThisLeague(query.queryKey),
    });
    await queryClient.invalidateQueries({ queryKey: queryKeys.leagues.all() });
  };
  return { ...mutation, forget };
}

export const useLeaveLeague = (leagueId: string) =>
  useLeagueGoneMutation(leagueId, () => api.post(`${leaguePath(leagueId)}/leave`, {}, DeletedResponseSchema));

export const useDeleteLeague = (leagueId: string) =>
  useLeagueGoneMutation(leagueId, () => api.delete(leaguePath(leagueId), DeletedResponseSchema));

export const useRemoveMember = (leagueId: string) =>
  useLeagueMutation((userId: string) =>
    api.delete(`${leaguePath(leagueId)}/members/${encodeURIComponent(userId)}`, DeletedResponseSchema),
  );

export const useTransferLeague = (leagueId: string) =>
  useLeagueMutation((userId: string) => api.post(`${leaguePath(leagueId)}/owner`, { userId }, LeagueResponseSchema));

export const useNewInviteCode = (leagueId: string) =>
  useLeagueMutation(async () => (await api.post(`${leaguePath(leagueId)}/invite-code`, {}, LeagueResponseSchema)).data);
