import { dataResponse, LeagueReminderSentSchema, LeagueRosterSchema } from '@squash/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const RosterResponse = dataResponse(LeagueRosterSchema);
const ReminderResponse = dataResponse(LeagueReminderSentSchema);

/** `GET /api/leagues/:id/roster`: who has picked the league's next tournament (the owner's). */
export function useLeagueRoster(leagueId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.leagues.roster(leagueId),
    queryFn: async ({ signal }) =>
      (await api.get(`/leagues/${encodeURIComponent(leagueId)}/roster`, RosterResponse, { signal })).data,
    enabled,
  });
}

/** `POST /api/leagues/:id/reminders`: the day's reminder to the members who haven't finished. */
export function useSendReminder(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tournamentId: string) =>
      (await api.post(`/leagues/${encodeURIComponent(leagueId)}/reminders`, { tournamentId }, ReminderResponse)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leagues.roster(leagueId) }),
  });
}
