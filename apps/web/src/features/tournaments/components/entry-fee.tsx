import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@squash/core';
import { creditsWorthCents } from '@squash/core/rules';
import { Coins, Trophy } from 'lucide-react';
import { IconFact } from '@/components/icon-fact';
import { useCreditsEnabled } from '@/features/credits';
import { formatMoney } from '@/lib/format';
import { creditsLabel } from '@/lib/labels';
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
      <IconFact icon={Coins} label={t`Entry fee`}>
        <Trans>
          {creditsLabel(tournament.entryFee)} to enter{' '}
          <span className="text-muted-foreground">
            ({formatMoney(creditsWorthCents(tournament.entryFee), currency)})
          </span>
        </Trans>
      </IconFact>
      <IconFact icon={Trophy} label={t`Prize pool`}>
        <Trans>{creditsLabel(tournament.prizePool)} in the pool</Trans>
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
