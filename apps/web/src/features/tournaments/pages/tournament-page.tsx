import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Entry, MatchPlayer, TournamentDetail as TournamentDetailData } from '@squash/core';
import { COUNTDOWN_TICK_MS, PRODUCT_NAME, pendingRoundOneMatches, toTipDraw } from '@squash/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { ListOrdered, Network } from 'lucide-react';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DataLoadError } from '@/components/data-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { PrizeList, useMyPrizes } from '@/features/credits';
import { SecondChanceBanner, SecondChanceOf } from '@/features/second-chance';
import { afterNextPaint } from '@/lib/after-next-paint';
import { ApiError } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { pageBeingHydrated } from '@/lib/page-data';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useInBrowser } from '@/lib/use-in-browser';
import { useEntry } from '../api/get-entry';
import { useMyTournamentEntry } from '../api/get-my-entries';
import { usePickStats } from '../api/get-pick-stats';
import { useTournament } from '../api/get-tournament';
import { useUserLeaderboard } from '../api/get-user-leaderboard';
import { useLiveTournament } from '../api/live';
import { Bracket } from '../components/bracket/bracket';
import { EntryOutlook } from '../components/entry-outlook';
import { EntryStats } from '../components/entry-stats';
import { PickingDraw } from '../components/picking/picking-draw';
import { AdjustedTipsBanner, TippingBanners } from '../components/tournament-banners';
import { TournamentHeader, TournamentHeaderSkeleton } from '../components/tournament-header';
import { TournamentLeaderboard } from '../components/tournament-leaderboard';
import { TournamentNotFound } from '../components/tournament-not-found';
import { UpcomingMatches } from '../components/upcoming-matches';
import { useNow } from '../hooks/use-now';
import { prepareDateFormats } from '../utils/format';
import { isUuid } from '../utils/ids';
import { loadPickRules } from '../utils/load-pick-rules';
import { adjustedTipMessage, type MatchReview, matchReviews, playersById } from '../utils/tipping';
import { statusAt } from '../utils/tournament-filters';

/** A finished tournament's dispute window (issue 62): loaded on its own, only for a tournament in one. */
const PrizeWindowCard = lazy(() =>
  import('../components/prize-window-card').then((module) => ({ default: module.PrizeWindowCard })),
);

const LEADERBOARD_HASH = '#leaderboard';
const NO_REVIEWS: ReadonlyMap<string, MatchReview> = new Map();
type View = 'draw' | 'leaderboard';

export function TournamentPage() {
  const { tournamentId = '' } = useParams();
  // A malformed id can name no tournament: say so without asking the server.
  const isValidId = isUuid(tournamentId);
  const tournament = useTournament(tournamentId, { enabled: isValidId });
  // The draw of a tournament that arrives while the page is open is drawn after its header (see TournamentDetail),
  // and so is that of a page the server rendered with the tournament (lib/page-data.ts): its first render is
  // the server's, which draws the draw's placeholder.
  const [arrivesLater] = useState(() => tournament.data === undefined || pageBeingHydrated() !== undefined);
  const isUpcoming = tournament.data?.status === 'UPCOMING';
  // Ticks only while a countdown shows (the start, a Second Chance's lock); the status flips to Active when
  // the start passes.
  const now = useNow(COUNTDOWN_TICK_MS, isUpcoming || tournament.data?.secondChance?.status === 'UPCOMING');
  if (!isValidId || (!tournament.data && tournament.isError && isNotFound(tournament.error))) {
    return <TournamentNotFound />;
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-10">
      <BackLink to={paths.tournaments.getHref()}>
        <Trans>All tournaments</Trans>
      </BackLink>
      {tournament.isPending ? (
        <>
          <title>{t`Tournament · ${PRODUCT_NAME}`}</title>
          <TournamentHeaderSkeleton />
          <Skeleton className="h-[600px] w-full rounded-xl" />
        </>
      ) : tournament.data ? (
        // A failed live refresh keeps the draw on screen; the next one tries again.
        <TournamentDetail
          key={tournament.data.id}
          tournament={tournament.data}
          now={now}
          drawAfterHeader={arrivesLater}
        />
      ) : (
        <>
          <title>{t`Tournament · ${PRODUCT_NAME}`}</title>
          <DataLoadError error={tournament.error} onRetry={() => void tournament.refetch()} />
        </>
      )}
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The header (with the page's largest text, its name) shows as soon as the tournament has arrived; the draw,
 * most of the page's rendering, follows once that is painted, in a background render that leaves the main
 * thread free, with its placeholder up meanwhile. Data already in the cache (coming back to the page) shows at
 * once, draw and all (`later` false). Whether the draw may render now.
 */
function useDrawAfterHeader(later: boolean): boolean {
  const [drawReady, setDrawReady] = useState(!later);
  // The rounds' days need the browser's date data: loaded in a task of its own, once the header is painted.
  useEffect(() => afterNextPaint(prepareDateFormats), []);
  useEffect(() => {
    if (drawReady) return;
    return afterNextPaint(() => startTransition(() => setDrawReady(true)));
  }, [drawReady]);
  return drawReady;
}

function TournamentDetail({
  tournament,
  now,
  drawAfterHeader,
}: {
  tournament: TournamentDetailData;
  now: Date;
  drawAfterHeader: boolean;
}) {
  const drawReady = useDrawAfterHeader(drawAfterHeader);
  const location = useLocation();
  const navigate = useNavigate();
  const status = statusAt(tournament, now);
  const isUpcoming = status === 'UPCOMING';
  const isLive = status === 'ACTIVE';
  // A server has no address hash: a page it rendered shows the draw's tab until the browser has taken it over.
  const inBrowser = useInBrowser();
  const view: View = inBrowser && location.hash === LEADERBOARD_HASH ? 'leaderboard' : 'draw';

  const currentUser = useCurrentUserQuery();
  const user = currentUser.data ?? null;
  const myEntry = useMyTournamentEntry(tournament.id, { enabled: user !== null });
  const entry = useEntry(myEntry.data?.id, { live: isLive, tournamentId: tournament.id });
  useLiveTournament(tournament.id, isLive || isUpcoming, { drawOnly: isUpcoming });
  const isFinalized = pendingRoundOneMatches(toTipDraw(tournament.rounds)).length === 0;
  // The crowd's picks exist only once the server itself says tipping is over.
  // Asked for with the draw, which shows them: not before the header is up.
  const pickStats = usePickStats(tournament.id, {
    enabled: drawReady && !isUpcoming && tournament.status !== 'UPCOMING',
  });
  const players = useMemo(() => playersById(tournament.rounds, tournament.players), [tournament]);
  // Whether the fan can still win, and their chances: on their leaderboard row, worked out after each result.
  const myRows = useUserLeaderboard(tournament.id, { enabled: isLive && Boolean(myEntry.data), live: isLive });
  const outlook = isLive ? (myRows.data?.[0]?.outlook ?? null) : null;

  // No lock time yet (no match times): a submission would be refused as if the tournament had started.
  const hasLockTime = tournament.startsAt !== null;
  const canPick = isUpcoming && user !== null && isFinalized && hasLockTime;
  useTipsLock(tournament.id, { isUpcoming, canPick });

  const adjusted = useAdjustedMessages(entry.data, players);
  // Once play has started the cards have room for the review line from the first paint, before the crowd's
  // picks and the fan's entry arrive: the draw is drawn once at its final size, and nothing moves after.
  const reviews = useMemo(
    () =>
      isUpcoming
        ? undefined
        : (matchReviews(tournament.rounds, entry.data ?? null, pickStats.data, players) ?? NO_REVIEWS),
    [isUpcoming, tournament.rounds, entry.data, pickStats.data, players],
  );

  function changeView(next: string) {
    // The hash names the view, so a link or a reload opens the leaderboard; replace keeps Back for leaving.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: next === 'leaderboard' ? LEADERBOARD_HASH : '' },
      { replace: true, preventScrollReset: true },
    );
  }

  // Picking starts from the saved entry: wait for it rather than flash an empty draw.
  const pickingReady = myEntry.isSuccess && (myEntry.data === null || entry.isSuccess);
  const figures = entry.data ?? myEntry.data;

  const draw = !drawReady ? (
    <Skeleton className="h-[600px] w-full rounded-xl" />
  ) : canPick && user ? (
    <PickingDrawWhenReady tournament={tournament} userId={user.id} entry={entry.data ?? null} ready={pickingReady} />
  ) : (
    <Bracket rounds={tournament.rounds} timeZone={tournament.timezone} reviews={reviews} />
  );

  return (
    <>
      <title>{`${tournament.name} · ${PRODUCT_NAME}`}</title>
      <TournamentHeader tournament={tournament} status={status} now={now} />
      {tournament.parent && <SecondChanceOf parent={tournament.parent} />}
      {isUpcoming && (
        <TippingBanners
          signedOut={currentUser.isSuccess && user === null}
          entered={Boolean(myEntry.data)}
          finalized={isFinalized}
          hasLockTime={hasLockTime}
        />
      )}
      {adjusted.length > 0 && <AdjustedTipsBanner messages={adjusted} />}
      {!isUpcoming && figures && <EntryStats figures={figures} />}
      {isLive && myEntry.data && <EntryOutlook outlook={outlook} prizes={tournament.prizePool > 0} />}
      <SecondChanceBanner tournament={tournament} now={now} />
      <FinishedPrizes tournament={tournament} signedIn={Boolean(user)} />
      {isUpcoming ? (
        <UpcomingDraw
          draw={draw}
          upcoming={drawReady && <UpcomingMatches rounds={tournament.rounds} timeZone={tournament.timezone} />}
        />
      ) : (
        <DrawAndLeaderboard
          view={view}
          onView={changeView}
          draw={draw}
          upcoming={
            drawReady && isLive && <UpcomingMatches rounds={tournament.rounds} timeZone={tournament.timezone} />
          }
          leaderboard={
            <TournamentLeaderboard
              tournamentId={tournament.id}
              signedIn={user !== null}
              live={isLive}
              started={!isUpcoming && tournament.status !== 'UPCOMING'}
            />
          }
        />
      )}
    </>
  );
}

/**
 * The countdown reached zero while the page was open: tips lock now, here too (a fan who was picking is
 * told), and the server has the new status (the crowd's picks, the leaderboard). While the fan can pick, the
 * picking draw's rules (with zod) load beside their entry, not after it.
 */
function useTipsLock(tournamentId: string, { isUpcoming, canPick }: { isUpcoming: boolean; canPick: boolean }) {
  const queryClient = useQueryClient();
  const wasOpen = useRef(isUpcoming);
  const wasTipping = useRef(false);
  useEffect(() => {
    if (!canPick) return;
    wasTipping.current = true;
    loadPickRules().catch(() => {}); // The draw asks again, and shows the error, when it renders.
  }, [canPick]);
  useEffect(() => {
    if (isUpcoming) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (wasTipping.current) toast.info(t`Tips are locked`, { description: t`The tournament has started. Good luck!` });
    void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.detail(tournamentId) });
  }, [isUpcoming, queryClient, tournamentId]);
}

/** The fan's picking draw, once their saved entry (if any) is in: never an empty draw that then fills. */
function PickingDrawWhenReady({
  tournament,
  userId,
  entry,
  ready,
}: {
  tournament: TournamentDetailData;
  userId: string;
  entry: Entry | null;
  ready: boolean;
}) {
  const loading = (
    <div role="status">
      <span className="sr-only">
        <Trans>Loading your picks</Trans>
      </span>
      <Skeleton className="h-[600px] w-full rounded-xl" />
    </div>
  );
  if (!ready) return loading;
  return (
    // Until the tip rules have loaded (`loadPickRules`).
    <Suspense fallback={loading}>
      <PickingDraw key={userId} tournament={tournament} userId={userId} entry={entry} />
    </Suspense>
  );
}

/** Once play has started: the draw and the leaderboard as two tabs, the address's hash naming the one shown. */
function DrawAndLeaderboard({
  view,
  onView,
  draw,
  upcoming,
  leaderboard,
}: {
  view: View;
  onView: (next: string) => void;
  draw: ReactNode;
  upcoming: ReactNode;
  leaderboard: ReactNode;
}) {
  return (
    <Tabs value={view} onValueChange={onView} className="gap-0">
      <TabsList aria-label={t`Tournament view`} className="w-full sm:w-fit">
        {/* data-early-hash: a tap before the app has started is kept (the boot script, vite.config.ts). */}
        <TabsTrigger value="draw" className="px-5" data-early-hash="">
          <Network aria-hidden="true" className="rotate-90" />
          <Trans>Draw</Trans>
        </TabsTrigger>
        <TabsTrigger value="leaderboard" className="px-5" data-early-hash={LEADERBOARD_HASH}>
          <ListOrdered aria-hidden="true" />
          <Trans>Leaderboard</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="draw">
        {/* The rounds' headings (h3) sit under this one, as they do under the visible 'Draw' before the start. */}
        <h2 className="sr-only">
          <Trans>Draw</Trans>
        </h2>
        {draw}
        {upcoming}
      </TabsContent>
      <TabsContent value="leaderboard">{leaderboard}</TabsContent>
    </Tabs>
  );
}

/** Before the start: the draw (or the fan's picking draw) under its heading, then the first matches. */
function UpcomingDraw({ draw, upcoming }: { draw: ReactNode; upcoming: ReactNode }) {
  return (
    <section aria-labelledby="draw-heading" className="flex flex-col gap-3">
      <h2 id="draw-heading" className="font-display text-2xl">
        <Trans>Draw</Trans>
      </h2>
      {draw}
      {upcoming}
    </section>
  );
}

/**
 * A finished tournament's prizes: provisional during its dispute window (issue 62), then the signed-in fan's own
 * once settled.
 */
function FinishedPrizes({ tournament, signedIn }: { tournament: TournamentDetailData; signedIn: boolean }) {
  // Drawn by the browser alone: the server's HTML of the page has no chunk of the card to render.
  const inBrowser = useInBrowser();
  if (tournament.status === 'SCORED') {
    if (!inBrowser) return null;
    return (
      <Suspense fallback={null}>
        <PrizeWindowCard tournamentId={tournament.id} />
      </Suspense>
    );
  }
  if (signedIn && (tournament.status === 'PAYING' || tournament.status === 'PAID')) {
    return <YourPrizes tournamentId={tournament.id} />;
  }
  return null;
}

/** A settled tournament: the signed-in fan's prizes in it, if they won any (nothing shows otherwise). */
function YourPrizes({ tournamentId }: { tournamentId: string }) {
  const prizes = useMyPrizes({ tournamentId, enabled: true });
  if (!prizes.data || prizes.data.length === 0) return null;
  return (
    <section aria-labelledby="your-prizes-heading" className="flex flex-col gap-3">
      <h2 id="your-prizes-heading" className="font-display text-2xl">
        <Trans>Your prize</Trans>
      </h2>
      <PrizeList prizes={prizes.data} />
    </section>
  );
}

/** What the late-draw-change rule did to the fan's picks, one message per pick it replaced. */
function useAdjustedMessages(entry: Entry | undefined, players: ReadonlyMap<string, MatchPlayer>): string[] {
  return useMemo(
    () =>
      (entry?.matchTips ?? [])
        .map((tip) => adjustedTipMessage(tip, players))
        .filter((message): message is string => message !== null),
    [entry, players],
  );
}
