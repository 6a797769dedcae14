import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ENTRY_SEARCH_LIMIT, type EntryPicks, type MatchPlayer, type TournamentDetail } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ArrowLeft, Columns2, Lock, SearchX, Trophy } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { DataLoadError } from '@/components/data-load-error';
import { FanLink } from '@/components/fan-link';
import { IconTile } from '@/components/icon-tile';
import { ShareButton } from '@/components/share-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEntryPicks } from '../api/get-entry-picks';
import { useMyTournamentEntry } from '../api/get-my-entries';
import { useTournamentLeaderboard } from '../api/get-tournament-leaderboard';
import { useEntrySearch } from '../api/search-entries';
import { Bracket } from '../components/bracket/bracket';
import { EntryStats } from '../components/entry-stats';
import { StartedEntriesFrame, StartedEntriesLoading, useStartedTournament } from '../components/started-entries-frame';
import { isUuid } from '../utils/ids';
import { matchReviews, playersById } from '../utils/tipping';

/** How long the name typed in 'Compare with' settles before it is looked up. */
const SEARCH_DEBOUNCE_MS = 250;
/** The leaderboard's top entries offered before a name is typed (a phone keeps the draw in reach). */
const TOP_SHOWN = 5;

/**
 * Another fan's bracket, read-only, once the tournament has started (opened from a leaderboard row): their
 * picks on the draw with each match's points so far, their figures, the champion they picked, and a way to
 * compare it with the reader's own entry or any other on the leaderboard.
 */
export function EntryPicksPage() {
  const { tournamentId = '', entryId = '' } = useParams();
  const valid = isUuid(tournamentId) && isUuid(entryId);
  const { tournament, live } = useStartedTournament(tournamentId, valid);
  const picks = useEntryPicks(entryId, { live: { on: live, tournamentId } });

  return (
    <StartedEntriesFrame
      tournamentId={tournamentId}
      backLabel={tournament.data ? t`${tournament.data.name} leaderboard` : t`Leaderboard`}
      width="max-w-7xl"
    >
      {!valid ? (
        <PicksUnavailable reason="missing" tournamentId={tournamentId} />
      ) : picks.isError || tournament.isError ? (
        <PicksError
          error={picks.error ?? tournament.error}
          tournamentId={tournamentId}
          onRetry={() => void Promise.all([picks.refetch(), tournament.refetch()])}
        />
      ) : picks.data && tournament.data ? (
        picks.data.tournamentId === tournament.data.id ? (
          <PicksView picks={picks.data} tournament={tournament.data} />
        ) : (
          <PicksUnavailable reason="missing" tournamentId={tournamentId} />
        )
      ) : (
        <StartedEntriesLoading title={t`Picks`} label={t`Loading the picks`} tall="h-[600px]" />
      )}
    </StartedEntriesFrame>
  );
}

function PicksView({ picks, tournament }: { picks: EntryPicks; tournament: TournamentDetail }) {
  const players = useMemo(() => playersById(tournament.rounds, tournament.players), [tournament]);
  const user = useCurrentUser();
  const isMine = user?.id === picks.userId;
  const reviews = useMemo(
    () => matchReviews(tournament.rounds, picks, undefined, players, isMine ? undefined : picks.username),
    [tournament.rounds, picks, players, isMine],
  );
  const champion = picks.championId ? players.get(picks.championId) : undefined;
  return (
    <>
      <title>{t`${picks.username}'s picks · ${tournament.name} · ${PRODUCT_NAME}`}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-muted-foreground text-sm">{tournament.name}</p>
          <h1 className="break-words font-display text-3xl sm:text-4xl">
            {isMine ? t`Your picks` : t`${picks.username}'s picks`}
          </h1>
          <FanLink username={picks.username} className="text-primary text-sm">
            {isMine ? (
              <Trans>Your record: every tournament, finish and badge</Trans>
            ) : (
              <Trans>{picks.username}'s record: every tournament, finish and badge</Trans>
            )}
          </FanLink>
        </div>
        <ShareButton
          path={paths.entryPicks.getHref(tournament.id, picks.entryId)}
          title={t`${picks.username}'s picks · ${tournament.name}`}
          text={
            isMine
              ? t`My picks for ${tournament.name} on SquashTips: ${picks.points} points so far`
              : t`${picks.username}'s picks for ${tournament.name} on SquashTips`
          }
        />
      </header>
      <EntryStats figures={picks} heading={t`${picks.username}'s entry`} />
      <ChampionPick champion={champion} eliminated={champion ? isOut(champion.id, tournament) : false} />
      <CompareControls picks={picks} tournamentId={tournament.id} isMine={isMine} />
      <section aria-labelledby="picks-draw-heading" className="flex flex-col gap-3">
        <h2 id="picks-draw-heading" className="font-display text-xl">
          {isMine ? <Trans>The draw as you picked it</Trans> : <Trans>The draw as {picks.username} picked it</Trans>}
        </h2>
        <Bracket rounds={tournament.rounds} timeZone={tournament.timezone} reviews={reviews} />
      </section>
    </>
  );
}

function ChampionPick({ champion, eliminated }: { champion: MatchPlayer | undefined; eliminated: boolean }) {
  return (
    <p className="flex items-center gap-2 rounded-xl border bg-card px-4 py-3 text-sm shadow-sm">
      <Trophy aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span>
        <Trans>
          Champion picked: <span className="font-semibold">{champion?.fullName ?? 'No pick'}</span>
        </Trans>
        {eliminated && (
          <span className="text-muted-foreground">
            {' '}
            <Trans>(out of the tournament)</Trans>
          </span>
        )}
      </span>
    </p>
  );
}

/** Whether a player has lost a match of the draw. */
function isOut(playerId: string, tournament: TournamentDetail): boolean {
  return tournament.rounds.some((round) =>
    round.matches.some(
      (match) =>
        match.isCompleted &&
        !match.isBye &&
        match.winnerId !== null &&
        match.winnerId !== playerId &&
        (match.playerOne?.id === playerId || match.playerTwo?.id === playerId),
    ),
  );
}

/**
 * 'Compare with your entry' when the reader has one, and any entry of the tournament to compare with: the top of
 * the leaderboard at first, any fan's by name as the reader types (issue 63).
 */
function CompareControls({
  picks,
  tournamentId,
  isMine,
}: {
  picks: EntryPicks;
  tournamentId: string;
  isMine: boolean;
}) {
  const user = useCurrentUser();
  const mine = useMyTournamentEntry(tournamentId, { enabled: user !== null });
  const myEntryId = mine.data?.id;
  return (
    <section aria-label={t`Compare`} className="flex flex-col gap-3">
      {myEntryId && !isMine && (
        <ButtonLink
          to={paths.compareEntries.getHref(tournamentId, picks.entryId, myEntryId)}
          icon={Columns2}
          className="self-start"
        >
          <Trans>Compare with your entry</Trans>
        </ButtonLink>
      )}
      <CompareSearch picks={picks} tournamentId={tournamentId} />
    </section>
  );
}

function CompareSearch({ picks, tournamentId }: { picks: EntryPicks; tournamentId: string }) {
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const board = useTournamentLeaderboard({ tournamentId, page: 0, pageSize: TOP_SHOWN + 1 });
  const found = useEntrySearch(tournamentId, q);
  const candidates = (q ? (found.data ?? []) : (board.data?.data ?? [])).filter((row) => row.entryId !== picks.entryId);
  return (
    <div className="flex min-w-0 max-w-md flex-col gap-1.5">
      <Label htmlFor={searchId}>
        <Trans>Compare with</Trans>
      </Label>
      <Input
        id={searchId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Any fan's name`}
        autoComplete="off"
        aria-controls={`${searchId}-results`}
      />
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {q
          ? found.isFetching && !found.data
            ? t`Looking…`
            : candidates.length === 0
              ? t`No entry by a name with “${q}”.`
              : t`Entries by a name with “${q}”:`
          : t`The top of the leaderboard, or type a name:`}
      </p>
      <ul id={`${searchId}-results`} aria-label={t`Entries to compare with`} className="divide-y rounded-lg border">
        {candidates.slice(0, q ? ENTRY_SEARCH_LIMIT : TOP_SHOWN).map((row) => (
          <li key={row.entryId}>
            <Link
              to={paths.compareEntries.getHref(tournamentId, picks.entryId, row.entryId)}
              className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm hover:bg-accent focus-visible:bg-accent"
            >
              <span className="min-w-0 break-words font-medium">
                {row.rank === null ? '' : `${row.rank}. `}
                {row.username}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                <Trans>{row.points} pts</Trans>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PicksError({ error, tournamentId, onRetry }: { error: unknown; tournamentId: string; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 409)
    return <PicksUnavailable reason="locked" tournamentId={tournamentId} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <PicksUnavailable reason="missing" tournamentId={tournamentId} />;
  }
  return (
    <>
      <title>{`${t`Picks`} · ${PRODUCT_NAME}`}</title>
      <DataLoadError error={error} onRetry={onRetry} headingLevel="h1" />
    </>
  );
}

/** Before the start nobody sees another fan's picks; an entry that doesn't exist (or was refunded) isn't shown. */
function PicksUnavailable({ reason, tournamentId }: { reason: 'locked' | 'missing'; tournamentId: string }) {
  const locked = reason === 'locked';
  const title = locked ? t`Picks are hidden until the start` : t`Entry not found`;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <IconTile icon={locked ? Lock : SearchX} size="lg" tone="muted" className="rounded-full" />
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-muted-foreground">
        {locked
          ? t`A fan's picks are shown once the tournament starts, so nobody can copy them.`
          : t`This entry doesn't exist or is no longer in the tournament.`}
      </p>
      <ButtonLink to={paths.tournament.getHref(tournamentId)} variant="outline" icon={ArrowLeft}>
        <Trans>Back to the tournament</Trans>
      </ButtonLink>
    </div>
  );
}
