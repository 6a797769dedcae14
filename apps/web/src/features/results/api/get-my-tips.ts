import { dataResponse, EntrySchema, TournamentDetailSchema } from '@squash/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyEntries } from '@/features/tournaments';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { judgeTips, latestFirst, type MyTip } from '../utils/my-tips';

const EntryResponseSchema = dataResponse(EntrySchema);
const TournamentResponseSchema = dataResponse(TournamentDetailSchema);

/**
 * The fan's tips on completed matches, latest first. There is no endpoint for exactly this, so it is
 * put together from `GET /api/entries` (which entries have decided matches at all: possibleScore > 0),
 * then, in parallel for those only, the entry's tips (`GET /api/entries/:id`) and the tournament's draw
 * (`GET /api/tournaments/:id`). A fan enters a handful of tournaments a season, so this stays a few
 * small requests; a server-side list would be the next step if that changes.
 */
export async function getMyTips(signal?: AbortSignal): Promise<MyTip[]> {
  const entries = await getMyEntries(signal);
  const lists = await Promise.all(
    entries
      .filter((entry) => entry.possibleScore > 0)
      .map(async (entry) => {
        const [detail, tournament] = await Promise.all([
          api.get(`/entries/${encodeURIComponent(entry.id)}`, EntryResponseSchema, { signal }),
          api.get(`/tournaments/${encodeURIComponent(entry.tournamentId)}`, TournamentResponseSchema, { signal }),
        ]);
        return judgeTips(tournament.data.rounds, detail.data.matchTips, tournament.data.players);
      }),
  );
  return latestFirst(lists.flat());
}

/** Under the fan's entries key, so anything that refreshes their entries refreshes this too. */
export const getMyTipsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.entries.myTips(), queryFn: ({ signal }) => getMyTips(signal) });

export function useMyTips({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMyTipsQueryOptions(), enabled });
}
