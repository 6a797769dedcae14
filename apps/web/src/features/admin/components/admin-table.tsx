import { Trans } from '@lingui/react/macro';
import type { PageInfo } from '@squash/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pager } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RESOURCES, type Resource } from '../utils/resources';
import { ListState } from './list-state';

export interface Column<T> {
  /** Also the column's key: unique within a table. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the body cell ('font-medium', 'whitespace-nowrap'). */
  className?: string;
}

/** A list's first column: the record's name, a link to its page. */
export function nameColumn<T extends { id: string }>(
  header: string,
  resource: Resource,
  name: (row: T) => string,
): Column<T> {
  return {
    header,
    className: 'font-medium',
    cell: (row) => (
      <Link to={RESOURCES[resource].detailHref(row.id)} className="hover:underline">
        {name(row)}
      </Link>
    ),
  };
}

interface PagedList<T> {
  data: T[];
  pageInfo: PageInfo;
}

/**
 * A back-office list: loading, error and empty states (ListState), the table from a column list, an
 * Actions column, and the pager under it. With `rowHref`, a click anywhere on a row opens the record.
 */
export function AdminTable<T extends { id: string }>({
  query,
  columns,
  actions,
  rowHref,
  emptyMessage,
  loadingMessage,
  renderError,
  pagerLabel,
  onPageChange,
}: {
  query: UseQueryResult<PagedList<T>>;
  columns: Column<T>[];
  /** The row's buttons, in a right-aligned Actions column. */
  actions?: (row: T) => ReactNode;
  rowHref?: (row: T) => string;
  emptyMessage: string;
  loadingMessage?: string;
  renderError?: (error: Error) => ReactNode;
  /** Names the pager for screen readers ('User pages'). */
  pagerLabel: string;
  onPageChange: (page: number) => void;
}) {
  const navigate = useNavigate();
  const openRow = (row: T) => (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as Element;
    // Links and buttons in the row do their own thing, and so do dialogs they open: React bubbles
    // events from a portal through its parent, though the dialog is not inside the row on the page.
    if (!rowHref || !event.currentTarget.contains(target) || target.closest('a, button')) return;
    void navigate(rowHref(row));
  };
  return (
    <ListState
      query={query}
      isEmpty={(list) => list.data.length === 0}
      emptyMessage={emptyMessage}
      loadingMessage={loadingMessage}
      renderError={renderError}
    >
      {(list) => (
        <>
          <Table>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column.header}>{column.header}</TableHead>
                ))}
                {actions && (
                  <TableHead className="text-end">
                    <Trans>Actions</Trans>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((row) => (
                <TableRow key={row.id} className={rowHref && 'cursor-pointer'} onClick={openRow(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.header} className={column.className}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {actions && (
                    <TableCell>
                      <div className="flex justify-end gap-1">{actions(row)}</div>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager className="mt-4" label={pagerLabel} pageInfo={list.pageInfo} onPageChange={onPageChange} />
        </>
      )}
    </ListState>
  );
}
