import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { backToRecords, errorLoadingRecord, recordKind, recordNotFound, recordPageTitle } from '../utils/record-words';
import { RESOURCES, type Resource } from '../utils/resources';
import { NotFoundView } from './not-found-view';

/**
 * One record's page until it has the record: a spinner, '{Thing} not found' with a way back to its list (an id
 * that is not a UUID included), 'Error loading {thing}' with the message and Retry (spec 001 §8), each under the
 * kind's page title; then the page, which titles itself by the record.
 */
export function RecordState<T>({
  query,
  thing,
  children,
}: {
  query: UseQueryResult<T>;
  thing: Resource;
  children: (data: T) => ReactNode;
}) {
  if (!query.isPending && !query.isError) return children(query.data);
  const kind = recordKind(thing);
  return (
    <>
      <title>{recordPageTitle(kind)}</title>
      {query.isPending ? (
        <Spinner />
      ) : query.error instanceof ApiError && [400, 404].includes(query.error.status) ? (
        <NotFoundView
          title={recordNotFound(kind)}
          backHref={RESOURCES[thing].listHref}
          backLabel={backToRecords(kind)}
        />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <ErrorAlert title={errorLoadingRecord(kind)}>{errorMessage(query.error)}</ErrorAlert>
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
    </>
  );
}

/** The id of the record a page is about, from its path ('/admin/players/:playerId/edit': the player's). */
export function useRecordId(thing: Resource): string {
  return useParams()[`${thing.toLowerCase()}Id`] ?? '';
}
