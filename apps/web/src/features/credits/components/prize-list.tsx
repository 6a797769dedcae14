import { t } from '@lingui/core/macro';
import type { MyPrize } from '@squash/core';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrency } from '@/lib/site-config';
import { cn } from '@/lib/utils';
import { prizeAmount, prizePlace, prizeState } from '../api/my-prizes';

/**
 * A fan's prizes: what (cash or credits, and how much), for which place, and where each stands (owed,
 * paid and when, in the balance). `linkTournaments` names each tournament with a link (on /credits).
 */
export function PrizeList({ prizes, linkTournaments = false }: { prizes: MyPrize[]; linkTournaments?: boolean }) {
  const currency = useCurrency();
  return (
    <ul aria-label={t`My prizes`} className="divide-y rounded-xl border bg-card">
      {prizes.map((prize) => (
        <li key={`${prize.tournamentId}-${prize.kind}`} className="flex items-start gap-3 px-4 py-3 sm:px-6">
          <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex min-w-0 flex-col gap-0.5">
            {linkTournaments && (
              <Link
                to={paths.tournament.getHref(prize.tournamentId)}
                className="font-semibold text-primary hover:underline"
              >
                {prize.tournamentName}
              </Link>
            )}
            <p className="font-medium">
              {prizeAmount(prize, currency)}
              {prizePlace(prize) && <span className="text-muted-foreground"> · {prizePlace(prize)}</span>}
            </p>
            <p className={cn('text-sm', prize.status === 'OWED' ? 'text-warning' : 'text-muted-foreground')}>
              {prizeState(prize)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
