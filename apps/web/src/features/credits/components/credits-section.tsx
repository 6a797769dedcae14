import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

/**
 * One of /credits' lists (latest transactions, prizes, payments): its heading (with an optional action
 * beside it), then a spinner while it loads, the error if it failed, `empty` when `isEmpty` says so, or
 * the list `children` makes of the data.
 */
export function CreditsSection<T>({
  title,
  action,
  query,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  action?: ReactNode;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="font-semibold text-lg">
          {title}
        </h2>
        {action}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorAlert title={t`Error`}>{errorMessage(query.error)}</ErrorAlert>
      ) : isEmpty(query.data) ? (
        <div className="rounded-xl border p-6 text-center text-muted-foreground text-sm">{empty}</div>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
