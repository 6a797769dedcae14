import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

/** Loading, error ('the message, or Unknown error occurred'), empty, else the list itself. */
export function ListState<T>({
  query,
  isEmpty,
  emptyMessage,
  loadingMessage,
  renderError,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyMessage: string;
  loadingMessage?: string;
  /** Replaces the default error alert (the tournaments list shows the spec's Error Loading Data screen). */
  renderError?: (error: Error) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return loadingMessage ? <p className="py-8 text-center text-muted-foreground">{loadingMessage}</p> : <Spinner />;
  }
  if (query.isError) {
    if (renderError) return renderError(query.error);
    return <ErrorAlert title={t`Error`}>{errorMessage(query.error)}</ErrorAlert>;
  }
  if (isEmpty(query.data)) return <p className="py-8 text-center text-muted-foreground">{emptyMessage}</p>;
  return children(query.data);
}
