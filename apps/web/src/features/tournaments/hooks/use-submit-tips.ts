import { plural, t } from '@lingui/core/macro';
import type { Entry, MatchTip } from '@squash/core';
import { creditsWorthCents } from '@squash/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateCredits } from '@/features/credits';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { creditsLabel, formatCreditsIn as formatCredits } from '@/lib/labels';
import { queryKeys } from '@/lib/query-keys';
import { useCurrency } from '@/lib/site-config';
import { toast } from '@/lib/toast';
import { useSubmitEntry } from '../api/submit-entry';
import { useUpdateEntryTips } from '../api/update-entry-tips';

/**
 * Submitting the fan's tips, or updating them: what each answer does (a paid entry moves the fan's credits and
 * the pool; a refusal may mean the page is behind; a 402 says how many credits are short, and the picks stay).
 */
export function useSubmitTips({
  tournamentId,
  entry,
  fee,
  complete,
  tips,
  forgetDraft,
}: {
  tournamentId: string;
  entry: Entry | null;
  fee: number;
  /** Whether every match is picked (says what is missing when not). */
  complete: () => boolean;
  tips: () => MatchTip[];
  forgetDraft: () => void;
}) {
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const submitEntry = useSubmitEntry(tournamentId);
  const updateTips = useUpdateEntryTips(entry?.id ?? '');
  // The server's 402: how many credits the entry costs and how many more the fan needs.
  const [needCredits, setNeedCredits] = useState<string | null>(null);
  // The server's 403 to a paid entry: the fan may not play for money now (age, place, terms, a break).
  const [paidPlayRefused, setPaidPlayRefused] = useState<string | null>(null);
  function submit() {
    if (!complete()) return;
    const isUpdate = entry !== null;
    const options = {
      onSuccess: (saved: Entry) => {
        forgetDraft();
        setNeedCredits(null);
        setPaidPlayRefused(null);
        // A paid entry moved the fan's credits and the tournament's pool.
        if (!isUpdate && fee > 0) {
          void invalidateCredits(queryClient);
          void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
        }
        const count = saved.matchTips.length;
        toast.success(isUpdate ? t`Tips updated` : t`Tips submitted`, {
          description: isUpdate
            ? plural(count, {
                one: "You've updated # tip for this tournament.",
                other: "You've updated # tips for this tournament.",
              })
            : plural(count, {
                one: "You've submitted # tip for this tournament.",
                other: "You've submitted # tips for this tournament.",
              }),
        });
      },
      onError: (error: Error) => {
        // Not enough credits: the picks stay (the draft keeps them) and the bar offers to buy credits.
        if (error instanceof ApiError && error.status === 402) {
          setNeedCredits(shortOfCredits(error, currency));
          return;
        }
        // Paid play refused: the picks stay too, and the bar says why and where to change what can be.
        if (error instanceof ApiError && error.status === 403 && !isUpdate && fee > 0) {
          setPaidPlayRefused(error.message);
          return;
        }
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        toast.error(isUpdate ? t`Error updating tips` : t`Error submitting tips`, {
          description: refused ? error.message : t`Please try again.`,
        });
        // A refusal may mean the page is behind: play has started, or an entry was made elsewhere.
        if (refused) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.entries.mine() });
        }
      },
    };
    const body = { matchTips: tips() };
    if (isUpdate) updateTips.mutate(body, options);
    else submitEntry.mutate(body, options);
  }
  return { submit, isSaving: submitEntry.isPending || updateTips.isPending, needCredits, paidPlayRefused };
}

/**
 * The 402's words with what the credits cost: 'This entry costs 1.00 credit ($10.00 AUD) and you have
 * 0.00: buy 1.00 more ($10.00 AUD) to enter.' From its figures when it has them, else its message.
 */
function shortOfCredits(error: ApiError, currency: string): string {
  const figure = (field: string) => Number(error.fields?.[field] ?? Number.NaN);
  const [fee, balance, shortfall] = [figure('fee'), figure('balance'), figure('shortfall')];
  if (![fee, balance, shortfall].every(Number.isInteger)) return error.message;
  const worth = (hundredths: number) => formatMoney(creditsWorthCents(hundredths), currency);
  return t`This entry costs ${creditsLabel(fee)} (${worth(fee)}) and you have ${formatCredits(balance)}: buy ${formatCredits(shortfall)} more (${worth(shortfall)}) to enter.`;
}
