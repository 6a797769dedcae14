import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@squash/core';
import { creditsWorthCents } from '@squash/core/rules';
import { Coins, Medal, Trophy } from 'lucide-react';
import { IconFact } from '@/components/icon-fact';
import { useCreditsEnabled } from '@/features/credits';
import { formatMoney } from '@/lib/format';
import { creditsLabel, ordinal } from '@/lib/labels';
import { useCurrency } from '@/lib/site-config';

/**
 * A paid tournament's entry fee and the pool its entries have paid in so far, each with its worth in money,
 * as definition-list rows for a card or the tournament header. Nothing for a free tournament or while
 * credits are off.
 */
export function EntryFeeRows({
  tournament,
}: {
  tournament: Pick<Tournament, 'entryFee' | 'prizePool' | 'prizeModel' | 'fixedPrizes' | 'prizeSponsor'>;
}) {
  const enabled = useCreditsEnabled();
  const currency = useCurrency();
  if (!enabled) return null;
  if (tournament.prizeModel === 'FREE') {
    return (
      <IconFact icon={Medal} label={t`Prizes`}>
        <Trans>Free for glory: no entry fee, no prize</Trans>
      </IconFact>
    );
  }
  if (tournament.prizeModel === 'FIXED') return <FixedPrizeRows tournament={tournament} />;
  if (tournament.entryFee <= 0) return null;
  return (
    <>
      <FeeRow fee={tournament.entryFee} />
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

function FeeRow({ fee }: { fee: number }) {
  const currency = useCurrency();
  return (
    <IconFact icon={Coins} label={t`Entry fee`}>
      <Trans>
        {creditsLabel(fee)} to enter{' '}
        <span className="text-muted-foreground">({formatMoney(creditsWorthCents(fee), currency)})</span>
      </Trans>
    </IconFact>
  );
}

/**
 * A fixed-prize tournament's prizes (issue 62, point 3), place by place, with who funds them: set before entries
 * opened, whatever the number of entrants. Ties share the prizes of the places they cover (the Rules page).
 */
function FixedPrizeRows({ tournament }: { tournament: Pick<Tournament, 'entryFee' | 'fixedPrizes' | 'prizeSponsor'> }) {
  const currency = useCurrency();
  const prizes = [...tournament.fixedPrizes].sort((a, b) => a.place - b.place);
  const sponsor = tournament.prizeSponsor;
  return (
    <>
      {tournament.entryFee > 0 && <FeeRow fee={tournament.entryFee} />}
      <IconFact icon={Trophy} label={t`Fixed prizes`}>
        <span className="flex flex-col">
          {prizes.map((prize) => {
            const place = ordinal(prize.place);
            const amount = prize.kind === 'CASH' ? formatMoney(prize.amount, currency) : creditsLabel(prize.amount);
            return (
              <span key={`${prize.place}-${prize.kind}`}>
                <Trans>
                  {place}: {amount}
                </Trans>
              </span>
            );
          })}
          <span className="text-muted-foreground">
            {sponsor ? (
              <Trans>Fixed before entries opened, from {sponsor}. Ties share the places they cover.</Trans>
            ) : (
              <Trans>Fixed before entries opened. Ties share the places they cover.</Trans>
            )}
          </span>
        </span>
      </IconFact>
    </>
  );
}
