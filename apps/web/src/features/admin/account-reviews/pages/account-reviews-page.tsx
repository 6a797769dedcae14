import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AccountReview, AccountReviewOutcome, ReviewedAccount } from '@squash/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { creditsLabel } from '@/lib/labels';
import { PageHeader } from '../../components/page-header';
import { useAccountReviews, useResolveAccountReview } from '../api/account-reviews';

const SIGNAL: Record<AccountReview['signal'], () => string> = {
  card: () => t`The same card`,
  device: () => t`The same browser`,
  person: () => t`The same name and date of birth`,
};

const MARK: Record<NonNullable<ReviewedAccount['playMark']>, () => string> = {
  staff: () => t`Staff`,
  professional: () => t`Active professional`,
  duplicate: () => t`Second account`,
};

/**
 * The back office's account reviews (issue 62, point 5): pairs of accounts that a card, a browser, or a name with a
 * date of birth ties together. While one is open, both accounts' prizes are held; the administrator decides it.
 */
export function AdminAccountReviewsPage() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  return (
    <>
      <title>{t`Account reviews · Admin`}</title>
      <PageHeader title={t`Account reviews`} />
      <p className="mb-4 max-w-3xl text-sm text-muted-foreground">
        <Trans>
          One person may hold one account. When two accounts pay with the same card, sign in on the same browser or give
          the same name and date of birth, both are listed here and their prizes are held until you decide.
        </Trans>
      </p>
      <Tabs value={status} onValueChange={(value) => setStatus(value === 'resolved' ? 'resolved' : 'open')}>
        <TabsList>
          <TabsTrigger value="open">
            <Trans>To decide</Trans>
          </TabsTrigger>
          <TabsTrigger value="resolved">
            <Trans>Decided</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value={status}>
          <ReviewList status={status} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function ReviewList({ status }: { status: 'open' | 'resolved' }) {
  const reviews = useAccountReviews(status);
  if (reviews.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (reviews.isError) return <ErrorAlert>{errorMessage(reviews.error)}</ErrorAlert>;
  if (reviews.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        {status === 'open' ? t`No account is waiting for a review.` : t`No review has been decided yet.`}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={t`Account reviews`}>
      {reviews.data.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

function ReviewCard({ review }: { review: AccountReview }) {
  const [older, newer] = review.accounts;
  const seen = formatMoment(review.seenAt);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2 text-base">
          <Badge variant="outline">{SIGNAL[review.signal]()}</Badge>
          <span>
            {older.username} · {newer.username}
          </span>
        </CardTitle>
        <CardDescription>
          <Trans>Last seen {seen}</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 md:grid-cols-2">
          <AccountSummary account={older} older />
          <AccountSummary account={newer} older={false} />
        </div>
        {review.resolvedAt ? <Decision review={review} /> : <DecideForm review={review} />}
      </CardContent>
    </Card>
  );
}

function AccountSummary({ account, older }: { account: ReviewedAccount; older: boolean }) {
  const opened = formatMoment(account.createdAt);
  const held = creditsLabel(account.heldCredits);
  const cash = account.unpaidCashPrizes;
  return (
    <section className="min-w-0 rounded-lg border p-3 text-sm" aria-label={account.username}>
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <Link to={paths.admin.user.getHref(account.id)} className="break-all text-primary hover:underline">
          {account.username}
        </Link>
        <span className="text-xs font-normal text-muted-foreground">
          {older ? t`the older account` : t`the newer account`}
        </span>
        {account.playMark && <Badge variant="secondary">{MARK[account.playMark]()}</Badge>}
      </p>
      <p className="break-all text-muted-foreground">{account.email}</p>
      {account.fullName && <p>{account.fullName}</p>}
      <p className="text-muted-foreground">
        <Trans>Opened {opened}</Trans>
      </p>
      <p>
        {account.heldCredits > 0 ? <Trans>Prize credits held: {held}</Trans> : <Trans>No prize credits held</Trans>}
      </p>
      {cash > 0 && (
        <p>
          <Trans>Cash prizes not paid: {cash}</Trans>
        </p>
      )}
    </section>
  );
}

function Decision({ review }: { review: AccountReview }) {
  const when = review.resolvedAt ? formatMoment(review.resolvedAt) : '';
  const by = review.resolvedBy ?? t`an administrator`;
  return (
    <div className="rounded-lg bg-muted p-3 text-sm">
      <p className="font-medium">
        {review.outcome === 'SAME_PERSON' ? t`One person: the second account never wins` : t`Two different people`}
      </p>
      <p>{review.note}</p>
      <p className="text-muted-foreground">
        <Trans>
          Decided by {by}, {when}
        </Trans>
      </p>
    </div>
  );
}

const secondAccountLabel = (name: string) =>
  t`One person: ${name} is the second account (never wins; its held prizes are forfeited)`;

type Choice = 'DIFFERENT_PEOPLE' | `SAME_PERSON:${string}`;

function DecideForm({ review }: { review: AccountReview }) {
  const resolve = useResolveAccountReview();
  const [choice, setChoice] = useState<Choice>('DIFFERENT_PEOPLE');
  const [note, setNote] = useState('');
  const id = useId();
  const [older, newer] = review.accounts;
  const options: Array<{ value: Choice; label: string }> = [
    { value: 'DIFFERENT_PEOPLE', label: t`Two different people: release their held prizes` },
    {
      value: `SAME_PERSON:${newer.id}`,
      label: secondAccountLabel(newer.username),
    },
    {
      value: `SAME_PERSON:${older.id}`,
      label: secondAccountLabel(older.username),
    },
  ];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const duplicateUserId = choice.startsWith('SAME_PERSON:') ? choice.slice('SAME_PERSON:'.length) : undefined;
    const outcome: AccountReviewOutcome = duplicateUserId ? 'SAME_PERSON' : 'DIFFERENT_PEOPLE';
    resolve.mutate(
      { reviewId: review.id, outcome, note, ...(duplicateUserId ? { duplicateUserId } : {}) },
      { onSuccess: () => toast.success(t`Review decided`) },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate aria-label={t`Decide the review`}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Decision</Trans>
        </legend>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-choice`}
              className="mt-1 size-4 shrink-0 accent-primary"
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-note`}>
          <Trans>What you checked</Trans>
        </Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={500}
          required
        />
      </div>
      {resolve.isError && <ErrorAlert>{errorMessage(resolve.error)}</ErrorAlert>}
      <Button type="submit" className="self-start" disabled={resolve.isPending}>
        <Trans>Decide</Trans>
      </Button>
    </form>
  );
}
