import { Trans } from '@lingui/react/macro';
import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/icon-tile';
import { formatCreditsIn as formatCredits } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { useCreditBalance } from '../api/credit-balance';

/**
 * The fan's credit balance beside what they can do with it (My Credits shows it large, the dashboard as
 * one card among others). '…' while it loads, '—' when it could not be read.
 */
export function CreditBalanceCard({
  label,
  caption,
  large = false,
  actions,
}: {
  /** The card's name for screen readers. */
  label: string;
  /** The words over the figure. */
  caption: string;
  large?: boolean;
  actions: ReactNode;
}) {
  const balance = useCreditBalance();
  return (
    <section
      aria-label={label}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-card sm:flex-row sm:items-center sm:justify-between',
        large ? 'p-6' : 'p-5',
      )}
    >
      <div className={cn('flex items-center', large ? 'gap-4' : 'gap-3')}>
        <IconTile icon={Coins} />
        <div>
          <p className="text-muted-foreground text-sm">{caption}</p>
          <p className={cn('font-display tabular-nums', large ? 'text-4xl' : 'text-2xl')} data-testid="credit-balance">
            {balance.data === undefined ? (balance.isError ? '—' : '…') : formatCredits(balance.data)}
            <span className={cn('font-sans text-muted-foreground', large ? 'ms-2 text-base' : 'ms-1.5 text-sm')}>
              <Trans>credits</Trans>
            </span>
          </p>
        </div>
      </div>
      {actions}
    </section>
  );
}
