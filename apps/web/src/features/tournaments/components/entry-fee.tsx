import type { Tournament } from '@squash/core';
import { creditsLabel, creditsWorthCents } from '@squash/core/rules';
import { Coins, Trophy } from 'lucide-react';
import { IconFact } from '@/components/icon-fact';
import { useCreditsEnabled } from '@/features/credits';
import { formatMoney } from '@/lib/format';
import { useCurrency } from '@/lib/site-config';

/**
 * A paid tournament's entry fee and the pool its entries have paid in so far, each with its worth in money,
 * as definition-list rows for a card or the tournament header. Nothing for a free tournament or while
 * credits are off.
 */
export function EntryFeeRows({ tournament }: { tournament: Pick<Tournament, 'entryFee' | 'prizePool'> }) {
  const enabled = useCreditsEnabled();
  const currency = useCurrency();
  if (!enabled || tournament.entryFee <= 0) return null;
  return (
    <>
      <IconFact icon={Coins} label="Entry fee">
        {creditsLabel(tournament.entryFee)} to enter{' '}
        <span className="text-muted-foreground">({formatMoney(creditsWorthCents(tournament.entryFee), currency)})</span>
      </IconFact>
      <IconFact icon={Trophy} label="Prize pool">
        {creditsLabel(tournament.prizePool)} in the pool
        {tournament.prizePool > 0 && (
          <span className="text-muted-foreground">
            {' '}
            ({formatMoney(creditsWorthCents(tournament.prizePool), currency)})
          </span>
        )}
      </IconFact>
    </>
  );
}
