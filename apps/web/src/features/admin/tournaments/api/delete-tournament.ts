import { plural, t } from '@lingui/core/macro';
import { dataResponse, type TournamentDeleted, TournamentDeletedSchema } from '@squash/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `DELETE /api/admin/tournaments/:id`: what was refunded, in the server's words. */
export async function deleteTournament(tournamentId: string) {
  return (
    await api.delete(`/admin/tournaments/${encodeURIComponent(tournamentId)}`, dataResponse(TournamentDeletedSchema))
  ).data;
}

/**
 * What deleting a tournament does to its entries, for the confirmation: before its start the fees come
 * back (the rules: refund if cancelled before the start); after it, none does.
 */
export function deleteConsequence({ entryCount, status }: { entryCount: number; status: string }): string | undefined {
  if (entryCount === 0) return undefined;
  const entries = plural(entryCount, {
    one: 'It has # entry: deleted with it.',
    other: 'It has # entries: deleted with it.',
  });
  return status === 'CREATING' || status === 'UPCOMING'
    ? t`${entries} Every entry fee paid is refunded to its fan's credits.`
    : t`${entries} No entry fee is refunded: the competition has begun.`;
}

/** What deleting it refunded, in the reader's language (the API's `refund` says it in English). */
export function refundText({
  refundedEntries,
  started,
}: Pick<TournamentDeleted, 'refundedEntries' | 'started'>): string {
  if (started) return t`No refund: the tournament had started, and entries are not refunded once a competition begins`;
  if (refundedEntries === 0) return t`No entry had paid a fee: nothing to refund`;
  return plural(refundedEntries, { one: '# paid entry refunded', other: '# paid entries refunded' });
}

export function useDeleteTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.tournaments.lists() }),
  });
}
