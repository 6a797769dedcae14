import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { PageInfo } from '@squash/core';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Number of pages in a list; an empty list still has one (empty) page. */
export function pageCount({ pageSize, totalRecords }: Pick<PageInfo, 'pageSize' | 'totalRecords'>): number {
  return Math.max(1, Math.ceil(totalRecords / Math.max(1, pageSize)));
}

export interface PagerProps {
  /** The API's pageInfo; `currentPage` is zero based. */
  pageInfo: PageInfo;
  /** Called with the zero-based page to show. */
  onPageChange: (page: number) => void;
  /** Names the list being paged, for screen readers ('Credit transactions pages'). */
  label?: string;
  className?: string;
}

/** Previous / next with 'Page x of y', driven by the API's pageInfo. */
export function Pager({ pageInfo, onPageChange, label, className }: PagerProps) {
  const { currentPage, previousPage, nextPage } = pageInfo;
  return (
    <nav aria-label={label ?? t`Pagination`} className={cn('flex items-center justify-between gap-4', className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={previousPage === null}
        onClick={() => previousPage !== null && onPageChange(previousPage)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Trans>
          Page {currentPage + 1} of {pageCount(pageInfo)}
        </Trans>
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={nextPage === null}
        onClick={() => nextPage !== null && onPageChange(nextPage)}
      >
        <Trans>Next</Trans>
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
