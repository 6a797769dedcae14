import { Trans } from '@lingui/react/macro';
import type { PageInfo } from '@squash/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pagination';
import { ListState } from './list-state';

/** A filter form's buttons: Filter, and Show all while a filter is on. */
export function FilterActions({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <>
      <Button type="submit" variant="outline">
        <Trans>Filter</Trans>
      </Button>
      {filtered ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <Trans>Show all</Trans>
        </Button>
      ) : null}
    </>
  );
}

/** One page of a list shown as cards (the outbox's mails, the audit log's changes), with its pager. */
export function CardList<T extends { id: string }>({
  query,
  label,
  pagerLabel,
  emptyMessage,
  onPageChange,
  renderItem,
}: {
  query: UseQueryResult<{ data: T[]; pageInfo: PageInfo }>;
  label: string;
  pagerLabel: string;
  emptyMessage: string;
  onPageChange: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <ListState query={query} isEmpty={(list) => list.data.length === 0} emptyMessage={emptyMessage}>
      {(list) => (
        <>
          <ul aria-label={label} className="grid gap-3">
            {list.data.map(renderItem)}
          </ul>
          <Pager className="mt-4" label={pagerLabel} pageInfo={list.pageInfo} onPageChange={onPageChange} />
        </>
      )}
    </ListState>
  );
}
