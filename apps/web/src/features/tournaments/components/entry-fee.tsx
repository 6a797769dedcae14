import type { Tournament } from '@squash/core';
import { CREDIT_PRICE_CENTS, CREDIT_UNIT, formatCredits } from '@squash/core/rules';
import { Coins, Trophy } from 'lucide-react';
import { IconFact } from '@/components/icon-fact';
import { useCreditsEnabled } from '@/lib/credit-balance';
import { formatMoney } from '@/lib/format';
import { useCurrency } from '@/lib/site-config';

const credits = (hundredths: number) =>
  `${formatCredits(hundredths)} ${hundredths === CREDIT_UNIT ? 'credit' : 'credits'}`;

/**
 * A paid tournament's entry fee and the pool its entries have paid in so far (with its worth in money),
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
        {credits(tournament.entryFee)} to enter
      </IconFact>
      <IconFact icon={Trophy} label="Prize pool">
        {credits(tournament.prizePool)} in the pool
        {tournament.prizePool > 0 && (
          <span className="text-muted-foreground">
            {' '}
            ({formatMoney((tournament.prizePool / CREDIT_UNIT) * CREDIT_PRICE_CENTS, currency)})
          </span>
        )}
      </IconFact>
    </>
  );
}
