import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { COUNTDOWN_TICK_MS, PRODUCT_NAME } from '@squash/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Coins, History, Radio, Settings } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { DataLoadError } from '@/components/data-load-error';
import { SignInRequired } from '@/components/sign-in-required';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { CreditBalanceCard } from '@/features/credits';
import { NotificationsPrompt } from '@/features/push';
import { SecondChancesCard } from '@/features/second-chance';
import { useMyEntries } from '@/features/tournaments';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useLiveChanges } from '@/lib/live-stream';
import { queryKeys } from '@/lib/query-keys';
import { useSiteConfig } from '@/lib/site-config';
import { LeaguesCard } from '../components/leagues-card';
import { TournamentListCard } from '../components/tournament-list-card';
import { groupEntries, secondChancesToPlay } from '../utils/group-entries';

/** The dashboard's three lists of the fan's tournaments, in order. */
const LISTS = [
  { kind: 'active', title: msg`Active Tournaments`, icon: Radio },
  { kind: 'upcoming', title: msg`Upcoming Tournaments`, icon: CalendarClock },
  { kind: 'past', title: msg`Past Tournaments`, icon: History },
] as const;

/** The fan's balance with Buy Credits (while credits are on). */
function CreditsCard() {
  return (
    <CreditBalanceCard
      label={t`Credits`}
      caption={t`Credit balance`}
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.payment.getHref()} className="w-full sm:w-auto">
            <Trans>Buy Credits</Trans>
          </ButtonLink>
          <ButtonLink to={paths.credits.getHref()} variant="outline" className="w-full sm:w-auto">
            <Trans>My Credits</Trans>
          </ButtonLink>
        </div>
      }
    />
  );
}

/** The signed-in fan's home: a greeting, Manage Account, and their active, upcoming and past tournaments. */
export function DashboardPage() {
  const currentUser = useCurrentUserQuery();
  const siteConfig = useSiteConfig();
  const user = currentUser.data ?? null;
  const entries = useMyEntries({ enabled: user !== null });
  // Ranks and 'tips correct' move with every result: the live stream says when.
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.entries.mine() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.leagues.mine() });
  }, [queryClient]);
  useLiveChanges(user !== null, refresh);
  const now = useNow(COUNTDOWN_TICK_MS, (entries.data?.length ?? 0) > 0);
  const lists = useMemo(() => groupEntries(entries.data ?? [], now), [entries.data, now]);
  const chances = useMemo(() => secondChancesToPlay(entries.data ?? [], now), [entries.data, now]);

  if (currentUser.isPending) return <Spinner className="min-h-[60dvh]" />;
  if (!user) {
    return (
      <>
        <title>{t`Dashboard · ${PRODUCT_NAME}`}</title>
        <SignInRequired description={t`Please sign in to view your dashboard`} />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <title>{t`Dashboard · ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <UserAvatar user={user} className="size-14 text-lg" />
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-[0.2em] text-primary uppercase">
              <Trans>Dashboard</Trans>
            </p>
            <h1 className="font-display text-3xl break-words sm:text-4xl">
              <Trans>Hi, {user.username}!</Trans>
            </h1>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {siteConfig.data?.creditsEnabled && (
            <ButtonLink
              to={paths.creditTransactions.getHref()}
              variant="outline"
              className="w-full sm:w-auto"
              icon={Coins}
            >
              <Trans>Credit Transactions</Trans>
            </ButtonLink>
          )}
          <ButtonLink to={paths.account.getHref()} variant="outline" className="w-full sm:w-auto" icon={Settings}>
            <Trans>Manage Account</Trans>
          </ButtonLink>
        </div>
      </div>

      {siteConfig.data?.creditsEnabled && <CreditsCard />}

      <NotificationsPrompt />

      {chances.length > 0 && <SecondChancesCard chances={chances} now={now} />}

      {entries.isPending ? (
        <Spinner />
      ) : entries.isError ? (
        <DataLoadError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          {LISTS.map(({ kind, title, icon }) => (
            <TournamentListCard
              key={kind}
              kind={kind}
              title={i18n._(title)}
              icon={icon}
              entries={lists[kind]}
              now={now}
            />
          ))}
        </div>
      )}

      <LeaguesCard />
    </div>
  );
}

/** The current time, refreshed every `intervalMs` while `active` (the upcoming list's countdowns). */
function useNow(intervalMs: number, active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
