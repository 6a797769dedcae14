import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
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
      const { listHref, listLabel } = RESOURCES[thing];
      return <NotFoundView title={`${thing} not found`} backHref={listHref} backLabel={`Back to ${listLabel}`} />;
    }
    return <ErrorAlert title={`Error loading ${thing.toLowerCase()}`}>{errorMessage(query.error)}</ErrorAlert>;
  }
  return children(query.data);
}

/**
 * An edit page ('/admin/players/:playerId/edit'): the record named in the URL, through its load
 * states, into its form. The form takes the record as a key, so it starts from the stored values.
 */
export function editPage<T>(
  thing: Resource,
  useRecord: (id: string) => UseQueryResult<T>,
  form: (record: T) => ReactNode,
) {
  return function EditPage() {
    const query = useRecord(useParams()[`${thing.toLowerCase()}Id`] ?? '');
    return (
      <RecordState query={query} thing={thing}>
        {form}
      </RecordState>
    );
  };
}
