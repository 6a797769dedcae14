import { Trans } from '@lingui/react/macro';
import { displayName, type UserDetails } from '@squash/core';
import { Coins, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PendingButton } from '@/components/pending-button';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useCreditBalance, useCreditsEnabled } from '@/features/credits';
import { formatCreditsIn as formatCredits } from '@/lib/labels';
import { useSignOut } from '@/lib/session';
import { cn } from '@/lib/utils';

/**
 * The fan's credit balance, to their credits page (while credits are on). `compact` is the phone header's:
 * the figure beside the menu button, always in sight, its words for screen readers.
 */
export function CreditBalanceLink({ compact = false, className }: { compact?: boolean; className?: string }) {
  const enabled = useCreditsEnabled();
  const balance = useCreditBalance();
  if (!enabled) return null;
  return (
    <Link
      to={paths.credits.getHref()}
      className={cn(
        'flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1.5 text-sm font-semibold tabular-nums transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:gap-1.5 sm:px-2',
        className,
      )}
    >
      <Coins aria-hidden="true" className="size-4 text-primary" />
      {balance.data === undefined ? (
        <span className={cn(compact && 'sr-only')}>
          <Trans>Credits</Trans>
        </span>
      ) : (
        <>
          {formatCredits(balance.data)}
          <span className="sr-only">
            {' '}
            <Trans>credits</Trans>
          </span>
        </>
      )}
    </Link>
  );
}

/** The signed-in user's avatar and name (to their dashboard) and Sign Out (back to the home page). */
export function SignedInActions({ user, mobile = false }: { user: UserDetails; mobile?: boolean }) {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <>
      <Link
        to={paths.dashboard.getHref()}
        className={cn(
          'flex min-w-0 items-center gap-2 rounded-md font-semibold transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
          mobile ? 'px-3 py-2 text-base' : 'px-2 py-1.5 text-sm',
        )}
      >
        <UserAvatar user={user} />
        <span className={cn('truncate', !mobile && 'max-w-40')}>{displayName(user)}</span>
      </Link>
      {/* On a phone the balance sits in the header bar itself (site-header.tsx), not in the menu. */}
      {!mobile && <CreditBalanceLink />}
      <PendingButton
        variant="outline"
        size={mobile ? 'lg' : 'default'}
        className={cn(mobile && 'w-full')}
        pending={signingOut}
        icon={LogOut}
        onClick={() => void onSignOut()}
      >
        <Trans>Sign Out</Trans>
      </PendingButton>
    </>
  );
}
