import { t } from '@lingui/core/macro';
import type { MyPrize } from '@squash/core';
import { useQuery } from '@tanstack/react-query';
import { api, serverTyped } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { creditsLabel, ordinal } from '@/lib/labels';
import { readerDateTime } from '@/lib/match-time';
import { queryKeys } from '@/lib/query-keys';

/*
 * The fan's prizes (`GET /api/prizes`): /credits lists them all, and a tournament's page shows its own
 * (through this feature's index).
 */
// Read on a tournament's page, a first page: not checked again here (see `serverTyped`).
const MyPrizesResponse = serverTyped<{ data: MyPrize[] }>();

export function useMyPrizes({ tournamentId, enabled }: { tournamentId?: string; enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.myPrizes(tournamentId ?? null),
    queryFn: async ({ signal }) =>
      (
        await api.get('/prizes', MyPrizesResponse, {
          query: tournamentId ? { tournament_id: tournamentId } : {},
          signal,
        })
      ).data,
    enabled,
  });
}

/** 'Cash prize: $33.00 AUD' / 'Credit prize: 0.55 credits ($5.50 AUD)'. */
export function prizeAmount(prize: MyPrize, currency: string): string {
  return prize.kind === 'CASH'
    ? t`Cash prize: ${formatMoney(prize.cents, currency)}`
    : t`Credit prize: ${creditsLabel(prize.credits)} (${formatMoney(prize.cents, currency)})`;
}

/** Where it stands: owed until the back office pays the cash; credits are in the balance at once. */
export function prizeState(prize: MyPrize): string {
  if (prize.kind === 'CREDITS') return t`Added to your balance`;
  if (prize.status === 'OWED') return t`Owed: the organisers will pay it and mail you`;
  return prize.paidAt ? `Paid ${readerDateTime(prize.paidAt)}` : 'Paid';
}

/** '1st place' (or nothing when the rank is unknown). */
export const prizePlace = (prize: MyPrize) => (prize.rank === null ? null : `${ordinal(prize.rank)} place`);
