import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { EntryComparison, EntryPicks, Match, MatchPlayer, TournamentDetail } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ArrowLeftRight, Lock, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { DataLoadError } from '@/components/data-load-error';
import { IconTile } from '@/components/icon-tile';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { ordinal, roundLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { useEntryComparison } from '../api/get-entry-picks';
import { StartedEntriesFrame, StartedEntriesLoading, useStartedTournament } from '../components/started-entries-frame';
import { matchesById, matchLabel, type Sides, swingSentences } from '../utils/compare';
import { isUuid } from '../utils/ids';
import { playersById } from '../utils/tipping';

type Difference = EntryComparison['differences'][number];
type Tip = Difference['a'];

/**
 * Two entries side by side once the tournament has started: their figures, the matches where their picks
 * differ (decided ones with the points each earned, undecided ones with what each outcome is worth), and, on
 * demand, every match.
 */
export function ComparePage() {
  const { tournamentId = '', entryId = '', otherId = '' } = useParams();
  const valid = [tournamentId, entryId, otherId].every(isUuid) && entryId !== otherId;
  const { tournament, live } = useStartedTournament(tournamentId, valid);
  const comparison = useEntryComparison(entryId, otherId, { live: { on: live, tournamentId } });
  const error = comparison.error ?? tournament.error;
  return (
    <StartedEntriesFrame
      tournamentId={tournamentId}
      backLabel={tournament.data ? t`${tournament.data.name} leaderboard` : t`Leaderboard`}
      width="max-w-5xl"
    >
      {!valid ? (
        <CompareUnavailable locked={false} tournamentId={tournamentId} />
      ) : error ? (
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? (
          <CompareUnavailable locked={error.status === 409} tournamentId={tournamentId} />
        ) : (
          <>
            <title>{`${t`Compare entries`} · ${PRODUCT_NAME}`}</title>
            <DataLoadError
              error={error}
              onRetry={() => void Promise.all([comparison.refetch(), tournament.refetch()])}
              headingLevel="h1"
            />
          </>
        )
      ) : comparison.data && tournament.data ? (
        <Comparison comparison={comparison.data} tournament={tournament.data} />
      ) : (
        <StartedEntriesLoading title={t`Compare entries`} label={t`Loading the comparison`} tall="h-96" />
      )}
    </StartedEntriesFrame>
  );
}

function Comparison({ comparison, tournament }: { comparison: EntryComparison; tournament: TournamentDetail }) {
  const user = useCurrentUser();
  const { a, b } = comparison;
  const sides: Sides = {
    a: a.userId === user?.id ? 'you' : a.username,
    b: b.userId === user?.id ? 'you' : b.username,
  };
  const players = useMemo(() => playersById(tournament.rounds, tournament.players), [tournament]);
  const matches = useMemo(() => matchesById(tournament.rounds), [tournament.rounds]);
  const [everything, setEverything] = useState(false);
  const switchId = useId();
  const title = `${a.username} v ${b.username}`;
  return (
    <>
      <title>{`${title} · ${tournament.name} · ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-1">
        <p className="text-muted-foreground text-sm">{tournament.name}</p>
        <h1 className="break-words font-display text-3xl sm:text-4xl">{title}</h1>
      </header>
      <div className="grid grid-cols-2 gap-2 sm:gap-4">
        <SideCard picks={a} name={sides.a} tournamentId={tournament.id} />
        <SideCard picks={b} name={sides.b} tournamentId={tournament.id} />
      </div>
      <Summary comparison={comparison} sides={sides} />
      <div className="flex items-center gap-2">
        <Checkbox id={switchId} checked={everything} onCheckedChange={(checked) => setEverything(checked === true)} />
        <Label htmlFor={switchId} className="font-normal">
          <Trans>Show every match, not only the differences</Trans>
        </Label>
      </div>
      <MatchList
        comparison={comparison}
        everything={everything}
        matches={matches}
        players={players}
        sides={sides}
        tournament={tournament}
      />
      <p className="text-center">
        <Link
          to={paths.compareEntries.getHref(tournament.id, b.entryId, a.entryId)}
          className="inline-flex items-center gap-1.5 text-primary text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeftRight aria-hidden="true" className="size-4" />
          <Trans>Swap sides</Trans>
        </Link>
      </p>
    </>
  );
}

function SideCard({ picks, name, tournamentId }: { picks: EntryPicks; name: string; tournamentId: string }) {
  return (
    <Link
      to={paths.entryPicks.getHref(tournamentId, picks.entryId)}
      className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card px-3.5 py-3 shadow-sm hover:border-primary/50 sm:p-5"
    >
      <span className="truncate font-semibold">{name === 'you' ? t`You` : name}</span>
      <span className="font-display text-2xl tabular-nums sm:text-3xl">
        {picks.points}
        <span className="ms-1 font-sans text-muted-foreground text-sm">
          <Trans>pts</Trans>
        </span>
      </span>
      <span className="text-muted-foreground text-xs">
        {picks.rank === null ? (
          <Trans>Unranked · max {picks.maxPoints}</Trans>
        ) : (
          <Trans>
            {ordinal(picks.rank)} on the leaderboard · max {picks.maxPoints}
          </Trans>
        )}
      </span>
    </Link>
  );
}

/**
 * What the matches still to be played can change between the two, with the reader's own side said as 'you'
 * (its own sentence in each language: 'you can gain', not 'you can gains').
 */
function atStakeSentence(sides: Sides, atStake: EntryComparison['atStake']): string {
  const { a: first, b: second } = sides;
  const { a: gainA, b: gainB } = atStake;
  if (first === 'you') {
    return t`From those still to be played, you can gain up to ${gainA} on ${second}, and ${second} up to ${gainB} on you.`;
  }
  if (second === 'you') {
    return t`From those still to be played, ${first} can gain up to ${gainA} on you, and you up to ${gainB} on ${first}.`;
  }
  return t`From those still to be played, ${first} can gain up to ${gainA} on ${second}, and ${second} up to ${gainB} on ${first}.`;
}

function Summary({ comparison, sides }: { comparison: EntryComparison; sides: Sides }) {
  const { differences, agreed, atStake } = comparison;
  const open = differences.filter((difference) => difference.points === null).length;
  return (
    <section aria-label={t`Summary`} className="rounded-xl border bg-muted/40 px-4 py-3 text-sm leading-6">
      <p>
        {open > 0
          ? plural(agreed, {
              one: `Same pick in # match, different in ${differences.length} (${open} still to be played).`,
              other: `Same pick in # matches, different in ${differences.length} (${open} still to be played).`,
            })
          : plural(agreed, {
              one: `Same pick in # match, different in ${differences.length}.`,
              other: `Same pick in # matches, different in ${differences.length}.`,
            })}
      </p>
      {open > 0 && <p>{atStakeSentence(sides, atStake)}</p>}
    </section>
  );
}

function MatchList({
  comparison,
  everything,
  matches,
  players,
  sides,
  tournament,
}: {
  comparison: EntryComparison;
  everything: boolean;
  matches: ReadonlyMap<string, Match>;
  players: ReadonlyMap<string, MatchPlayer>;
  sides: Sides;
  tournament: TournamentDetail;
}) {
  const byMatch = new Map(comparison.differences.map((difference) => [difference.matchId, difference]));
  const tipsA = new Map(comparison.a.matchTips.map((tip) => [tip.matchId, tip]));
  const tipsB = new Map(comparison.b.matchTips.map((tip) => [tip.matchId, tip]));
  const rounds = tournament.rounds
    .map((round) => ({
      round,
      shown: round.matches.filter((match) => !match.isBye && (everything || byMatch.has(match.id))),
    }))
    .filter(({ shown }) => shown.length > 0);
  if (rounds.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground">
        <Trans>These two entries picked every match the same way.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {rounds.map(({ round, shown }) => (
        <section key={round.id} aria-labelledby={`round-${round.id}`} className="flex flex-col gap-2">
          <h2 id={`round-${round.id}`} className="font-display text-lg">
            {roundLabel(round.name)}
          </h2>
          <ul className="flex flex-col gap-2">
            {shown.map((match) => (
              <MatchRow
                key={match.id}
                match={matches.get(match.id) ?? match}
                difference={byMatch.get(match.id)}
                tips={{ a: tipsA.get(match.id) ?? null, b: tipsB.get(match.id) ?? null }}
                players={players}
                sides={sides}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MatchRow({
  match,
  difference,
  tips,
  players,
  sides,
}: {
  match: Match;
  difference: Difference | undefined;
  tips: { a: Tip; b: Tip };
  players: ReadonlyMap<string, MatchPlayer>;
  sides: Sides;
}) {
  const differs = difference !== undefined;
  const title = `${match.playerOne?.fullName ?? t`To be decided`} v ${match.playerTwo?.fullName ?? t`To be decided`}`;
  const sentences = difference ? swingSentences(difference, match, players, sides) : [];
  return (
    <li
      data-differs={differs || undefined}
      className={cn(
        'rounded-xl border bg-card px-3 py-2.5 shadow-sm sm:px-4',
        differs && 'border-warning/60 bg-warning/5',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium text-sm">
          <span className="sr-only">{matchLabel(match)}: </span>
          {title}
        </p>
        <p className="text-muted-foreground text-xs">
          {match.isCompleted && match.winnerId
            ? wonBy(players.get(match.winnerId)?.fullName ?? t`Winner`, match.gameScore)
            : t`To be played`}
          {differs && (
            <Badge variant="outline" className="ms-2 border-warning/60 text-[0.6875rem]">
              {difference.scoreOnly ? t`Score differs` : t`Picks differ`}
            </Badge>
          )}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <PickCell side={sides.a} tip={tips.a} points={difference?.points?.a ?? null} players={players} />
        <PickCell side={sides.b} tip={tips.b} points={difference?.points?.b ?? null} players={players} />
      </dl>
      {sentences.length > 0 && (
        <ul className="mt-2 flex flex-col gap-0.5 text-muted-foreground text-xs">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

function PickCell({
  side,
  tip,
  points,
  players,
}: {
  side: string;
  tip: Tip;
  points: number | null;
  players: ReadonlyMap<string, MatchPlayer>;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-muted/50 px-2.5 py-1.5">
      <dt className="truncate text-muted-foreground text-xs">{side === 'you' ? t`You` : side}</dt>
      <dd className="flex items-baseline justify-between gap-2">
        <span className="min-w-0 break-words font-semibold">
          {tip ? (players.get(tip.predictedWinnerId)?.fullName ?? t`A player no longer in the draw`) : t`No pick`}
          {tip?.predictedScore && <span className="font-normal"> {tip.predictedScore}</span>}
        </span>
        {points !== null && (
          <span
            className={cn('shrink-0 tabular-nums', points > 0 ? 'font-bold text-success' : 'text-muted-foreground')}
          >
            {points > 0 ? `+${points}` : '0'}
          </span>
        )}
      </dd>
    </div>
  );
}

function CompareUnavailable({ locked, tournamentId }: { locked: boolean; tournamentId: string }) {
  const title = locked ? t`Picks are hidden until the start` : t`Nothing to compare`;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <IconTile icon={locked ? Lock : SearchX} size="lg" tone="muted" className="rounded-full" />
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="text-muted-foreground">
        {locked
          ? t`Entries can be compared once the tournament starts.`
          : t`One of these entries doesn’t exist, isn’t in this tournament, or the two are the same.`}
      </p>
      <ButtonLink to={paths.tournament.getHref(tournamentId, 'leaderboard')} variant="outline">
        <Trans>Back to the leaderboard</Trans>
      </ButtonLink>
    </div>
  );
}

/** 'Hania El Hammamy won 3-1', or without a score ('won' by walkover). */
function wonBy(winner: string, score: string | null): string {
  return score ? t`${winner} won ${score}` : t`${winner} won`;
}
