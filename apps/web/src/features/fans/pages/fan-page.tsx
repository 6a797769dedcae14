import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { FanRecord } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { DataLoadError } from '@/components/data-load-error';
import { IconTile } from '@/components/icon-tile';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useFanRecord } from '../api/get-fan-record';
import {
  AccuracyOverTime,
  BadgeList,
  RecordSummary,
  SeasonRanks,
  TournamentHistory,
} from '../components/record-sections';

/**
 * A fan's record, from their name wherever it appears: tournaments played with finish, points and prize, best
 * finish, accuracy over time, season ranks and badges, each explained. A private record shows others the name
 * alone; the fan sees theirs whole, with a note that it is private.
 */
export function FanPage() {
  const { username = '' } = useParams();
  const currentUser = useCurrentUserQuery();
  const user = currentUser.data ?? null;
  const own = user !== null && user.username.toLowerCase() === username.toLowerCase();
  // Who is reading decides which record is read: read before the session is known, a fan's own private
  // record would show them 'This record is private' for a moment, and be read twice.
  const record = useFanRecord(username, { own, enabled: !currentUser.isPending });
  const navigate = useNavigate();
  // A link with the fan's old name (issue 63): the record is theirs; the address says the name they have now.
  const current = record.data?.username;
  useEffect(() => {
    if (current && current.toLowerCase() !== username.toLowerCase()) {
      void navigate(paths.fan.getHref(current), { replace: true });
    }
  }, [current, username, navigate]);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 sm:py-10">
      {record.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-6">
          <title>{`${username} · ${PRODUCT_NAME}`}</title>
          <span className="sr-only">
            <Trans>Loading the record</Trans>
          </span>
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : record.isError ? (
        record.error instanceof ApiError && record.error.status === 404 ? (
          <NoSuchFan username={username} />
        ) : (
          <>
            <title>{`${username} · ${PRODUCT_NAME}`}</title>
            <DataLoadError error={record.error} onRetry={() => void record.refetch()} headingLevel="h1" />
          </>
        )
      ) : (
        <Record record={record.data} />
      )}
    </div>
  );
}

function Record({ record }: { record: FanRecord }) {
  const hidden = record.private && !record.isOwn;
  return (
    <>
      <title>{`${record.username} · ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-2">
        <p className="text-muted-foreground text-sm">{record.isOwn ? t`Your record` : t`Fan record`}</p>
        <h1 className="break-words font-display text-3xl sm:text-4xl">{record.username}</h1>
        {record.private && record.isOwn && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Lock aria-hidden="true" className="size-4" />
            <Trans>
              Private: others see only your name.{' '}
              <a href={`${paths.account.getHref()}#record`} className="text-primary underline-offset-4 hover:underline">
                Change it on your account page
              </a>
            </Trans>
          </p>
        )}
      </header>
      {hidden ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <IconTile icon={Lock} size="lg" tone="muted" className="rounded-full" />
          <p className="font-semibold">
            <Trans>This record is private</Trans>
          </p>
          <p className="text-muted-foreground text-sm">
            <Trans>{record.username} shows only their name.</Trans>
          </p>
        </div>
      ) : (
        <>
          <RecordSummary record={record} />
          <Section title={t`Badges`}>
            <BadgeList badges={record.badges} />
          </Section>
          <Section title={t`Accuracy over time`}>
            <AccuracyOverTime tournaments={record.tournaments} />
          </Section>
          <Section title={t`Season ranks`}>
            <SeasonRanks seasons={record.seasons} />
          </Section>
          <Section title={t`Tournaments`}>
            <TournamentHistory tournaments={record.tournaments} />
          </Section>
        </>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `record-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NoSuchFan({ username }: { username: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{t`Fan Not Found · ${PRODUCT_NAME}`}</title>
      <IconTile icon={SearchX} size="lg" tone="muted" className="rounded-full" />
      <h1 className="font-display text-3xl">
        <Trans>Fan not found</Trans>
      </h1>
      <p className="break-words text-muted-foreground">
        <Trans>No fan goes by the name {username}.</Trans>
      </p>
      <ButtonLink to={paths.leaderboard.getHref()} variant="outline" icon={ArrowLeft}>
        <Trans>Season leaderboard</Trans>
      </ButtonLink>
    </div>
  );
}
