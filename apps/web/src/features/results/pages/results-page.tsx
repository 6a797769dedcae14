import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLiveChanges } from '@/lib/live-stream';
import { queryKeys } from '@/lib/query-keys';
import { AllResults } from '../components/all-results';
import { MyTips } from '../components/my-tips';

const TABS = ['all', 'mine'] as const;
type ResultsTab = (typeof TABS)[number];

/** Completed matches: everyone's results, and the fan's own tips on them. Tab and page live in the address. */
export function ResultsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ResultsTab = searchParams.get('tab') === 'mine' ? 'mine' : 'all';
  const page = readPage(searchParams);
  // New results arrive while the page is open: the live stream says when.
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.completedMatches.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.entries.myTips() });
  }, [queryClient]);
  useLiveChanges(true, refresh);

  function changeTab(next: string) {
    setSearchParams(next === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  }

  function changePage(next: number) {
    // Each tab pages on its own; the tab stays as it is.
    setSearchParams({ ...(tab === 'mine' ? { tab: 'mine' } : {}), ...(next > 0 ? { page: String(next + 1) } : {}) });
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <title>{t`Results · ${PRODUCT_NAME}`}</title>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-display text-4xl tracking-tight sm:text-5xl">
          <Trans>Results</Trans>
        </h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>Every completed match across the tour, the latest first.</Trans>
        </p>
      </header>
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label={t`Results`} className="w-full sm:w-fit">
          <TabsTrigger value="all" className="px-5">
            <Trans>All Results</Trans>
          </TabsTrigger>
          <TabsTrigger value="mine" className="px-5">
            <Trans>My Tips</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="mt-6">
          <AllResults page={tab === 'all' ? page : 0} onPageChange={changePage} />
        </TabsContent>
        <TabsContent value="mine" className="mt-6">
          <MyTips page={page} onPageChange={changePage} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** `?page=2` is the second page (people count from one; the API counts from zero). */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}
