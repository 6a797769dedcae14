import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PageInfo } from '@squash/core';
import { Check, LockKeyhole, Repeat2, RotateCw, Target, X } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { cn } from '@/lib/utils';
import { RESULTS_PAGE_SIZE } from '../api/get-completed-matches';
import { useMyTips } from '../api/get-my-tips';
import { type MyTip, summarise } from '../utils/my-tips';
import { ResultCard } from './result-card';
import { ResultsSkeleton } from './results-skeleton';

/** The fan's tips on completed matches: right or wrong and the points each earned, latest first, paged. */
export function MyTips({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const currentUser = useCurrentUserQuery();
  const signedIn = currentUser.data != null;
  const tips = useMyTips({ enabled: signedIn });

  if (currentUser.isPending || (signedIn && tips.isPending)) return <ResultsSkeleton label={t`Loading your tips`} />;
  if (!signedIn) return <SignInForTips />;

  if (tips.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border bg-card px-4 py-14 text-center">
        <p className="font-semibold">
          <Trans>Error loading matches: {errorMessage(tips.error)}</Trans>
        </p>
        <Button variant="outline" onClick={() => void tips.refetch()}>
          <RotateCw aria-hidden="true" />
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }

  const all = tips.data ?? [];
  if (all.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-16 text-center">
        <Target className="mb-2 size-8 text-muted-foreground" aria-hidden="true" />
        <h3 className="text-lg font-bold">
          <Trans>No Tips Yet</Trans>
        </h3>
        <p className="text-muted-foreground">
          <Trans>You haven't made any predictions for completed matches yet.</Trans>
        </p>
        <ButtonLink to={paths.tournaments.getHref()} className="mt-3">
          <Trans>Browse tournaments</Trans>
        </ButtonLink>
      </div>
    );
  }

  const pageInfo = pageOf(all.length, page);
  const shown = all.slice(pageInfo.currentPage * RESULTS_PAGE_SIZE, (pageInfo.currentPage + 1) * RESULTS_PAGE_SIZE);
  const summary = summarise(all);
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t`Your tips so far`}>
        <dl className="grid grid-cols-3 gap-3">
          <Figure label={t`Tips`} value={summary.tips} />
          <Figure label={t`Right`} value={summary.right} />
          <Figure label={t`Points`} value={summary.points} />
        </dl>
      </section>
      <ul className="flex flex-col gap-3" aria-label={t`Your tips on completed matches`}>
        {shown.map((tip) => (
          <li key={tip.match.id}>
            <ResultCard match={tip.match}>
              <TipVerdict tip={tip} />
            </ResultCard>
          </li>
        ))}
      </ul>
      {pageInfo.totalRecords > pageInfo.pageSize && (
        <Pager pageInfo={pageInfo} onPageChange={onPageChange} label={t`Your tips pages`} />
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card px-4 py-3 shadow-sm">
      <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className="font-display text-2xl tabular-nums sm:text-3xl">{value}</dd>
    </div>
  );
}

const VERDICTS = {
  exact: { label: msg`Right, exact score`, icon: Check, className: 'border-success/40 bg-success/10 text-success' },
  right: { label: msg`Right`, icon: Check, className: 'border-success/40 bg-success/10 text-success' },
  wrong: { label: msg`Wrong`, icon: X, className: 'border-destructive/40 bg-destructive/10 text-destructive' },
} as const;

/** 'Your tip: Crowne 3-1 · Right, exact score · +11' under the scoreboard. */
function TipVerdict({ tip }: { tip: MyTip }) {
  const verdict = VERDICTS[tip.verdict];
  const Icon = verdict.icon;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t pt-3 text-sm" data-verdict={tip.verdict}>
      <p className="min-w-0 basis-full sm:basis-auto sm:flex-1">
        <span className="text-muted-foreground">
          <Trans>Your tip:</Trans>{' '}
        </span>
        <span className="font-semibold">{tip.picked?.fullName ?? t`A player no longer in the draw`}</span>
        {tip.tip.predictedScore && <span className="tabular-nums"> {tip.tip.predictedScore}</span>}
        {tip.tip.adjustedFromPlayerId && (
          <span className="ms-2 inline-flex items-center gap-1 text-xs text-warning">
            <Repeat2 className="size-3.5" aria-hidden="true" />
            <Trans>given by a late draw change</Trans>
          </span>
        )}
      </p>
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
          verdict.className,
        )}
      >
        <Icon className="size-3.5" strokeWidth={3} aria-hidden="true" />
        {i18n._(verdict.label)}
      </span>
      <span
        className={cn(
          'ms-auto min-w-12 text-end font-display text-lg tabular-nums sm:ms-0',
          tip.points > 0 ? 'text-success' : 'text-muted-foreground',
        )}
      >
        {tip.points > 0 ? `+${tip.points}` : '0'}
        <span className="sr-only">
          {' '}
          <Trans>points</Trans>
        </span>
      </span>
    </div>
  );
}

/** The spec: signed-out My Tips shows 'Sign In Required' with a link to /login. */
function SignInForTips() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-16 text-center shadow-sm">
      <IconTile icon={LockKeyhole} tone="muted" className="rounded-full" />
      <h3 className="text-lg font-bold">
        <Trans>Sign In Required</Trans>
      </h3>
      <p className="max-w-sm text-muted-foreground">
        <Trans>Sign in to see how your tips fared on every completed match.</Trans>
      </p>
      <ButtonLink to={paths.login.getHref()} className="mt-2">
        <Trans>Sign In</Trans>
      </ButtonLink>
    </div>
  );
}

/** The pager's view of a list paged in the browser; a page past the end shows the last one. */
function pageOf(totalRecords: number, requested: number): PageInfo {
  const last = Math.max(0, Math.ceil(totalRecords / RESULTS_PAGE_SIZE) - 1);
  const currentPage = Math.min(Math.max(0, requested), last);
  return {
    currentPage,
    previousPage: currentPage > 0 ? currentPage - 1 : null,
    nextPage: currentPage < last ? currentPage + 1 : null,
    pageSize: RESULTS_PAGE_SIZE,
    totalRecords,
  };
}
