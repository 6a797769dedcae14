import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { backToRecords, errorLoadingRecord, recordKind, recordNotFound } from '../utils/record-words';
import { RESOURCES, type Resource } from '../utils/resources';
import { NotFoundView } from './not-found-view';

/**
 * One record's loading states: a spinner, '{Thing} not found' with a way back to its list (an id that
 * is not a UUID included), 'Error loading {thing}' with the message (spec 001 §8), else the page.
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
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) {
      const kind = recordKind(thing);
      return (
        <NotFoundView
          title={recordNotFound(kind)}
          backHref={RESOURCES[thing].listHref}
          backLabel={backToRecords(kind)}
        />
      );
    }
    return <ErrorAlert title={errorLoadingRecord(recordKind(thing))}>{errorMessage(query.error)}</ErrorAlert>;
  }
  return children(query.data);
}

/** The id of the record a page is about, from its path ('/admin/players/:playerId/edit': the player's). */
export function useRecordId(thing: Resource): string {
  return useParams()[`${thing.toLowerCase()}Id`] ?? '';
}
