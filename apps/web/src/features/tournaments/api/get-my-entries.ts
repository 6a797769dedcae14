import { useQuery } from '@tanstack/react-query';
import { myEntriesQueryOptions } from './my-entries';

/** The fan's entry in one tournament, or null; only asked for a signed-in user. */
export function useMyTournamentEntry(tournamentId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...myEntriesQueryOptions(),
    enabled,
    select: (entries) => entries.find((entry) => entry.tournamentId === tournamentId) ?? null,
  });
}
