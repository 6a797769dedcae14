import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match } from '@squash/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MatchTime } from '@/components/match-time';
import { paths } from '@/config/paths';
import { roundLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { describeResult, type ResultSide, resultSides } from '../utils/result';

const MAX_GAMES = 5;

/**
 * A finished match as a scoreboard: both players, the winner marked, games won and the points of each
 * game. `children` goes below the scoreboard (the fan's tip, on My Tips).
 */
export function ResultCard({ match, children }: { match: Match; children?: ReactNode }) {
  const sides = resultSides(match);
  // Always five slots (best of five): the games-won boxes line up from one card to the next.
  const gameCount = Math.max(MAX_GAMES, match.games?.length ?? 0);
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="min-w-0">
          <Link
            to={paths.tournament.getHref(match.tournamentId)}
            className="rounded-sm font-semibold underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {match.tournamentName}
          </Link>
          <span className="text-muted-foreground"> · {roundLabel(match.roundName)}</span>
        </p>
        {match.startsAt && (
          <MatchTime
            startsAt={match.startsAt}
            timeZone={match.tournamentTimezone}
            className="text-xs text-muted-foreground"
          />
        )}
      </header>
      <p className="sr-only">{describeResult(match)}</p>
      <div aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5">
        {sides.map((side, index) => (
          <ScoreRow
            key={side.player?.id ?? index}
            side={side}
            other={sides[index === 0 ? 1 : 0]}
            gameCount={gameCount}
            outcome={match.outcome}
          />
        ))}
      </div>
      {children}
    </article>
  );
}

function ScoreRow({
  side,
  other,
  gameCount,
  outcome,
}: {
  side: ResultSide;
  other: ResultSide;
  gameCount: number;
  outcome: Match['outcome'];
}) {
  return (
    <>
      <div className={cn('flex min-w-0 items-center gap-2', !side.won && 'text-muted-foreground')}>
        <span
          className={cn(
            'flex size-4.5 shrink-0 items-center justify-center rounded-full sm:size-5',
            side.won ? 'bg-primary text-primary-foreground' : 'bg-transparent',
          )}
        >
          {side.won && <Check className="size-3 sm:size-3.5" strokeWidth={3} />}
        </span>
        <span
          className={cn(
            'min-w-0 leading-snug [overflow-wrap:anywhere]',
            side.won ? 'font-bold text-foreground' : 'font-medium',
          )}
        >
          {side.player ? side.player.fullName : t`TBD`}
          {side.player?.worldRank != null && (
            <span className="font-normal text-muted-foreground"> ({side.player.worldRank})</span>
          )}
          {side.player?.seed != null && (
            <span className="ms-1.5 align-middle text-[0.6875rem] font-semibold text-muted-foreground">
              [{side.player.seed}]
            </span>
          )}
        </span>
        {!side.won && outcome === 'retired' && (
          <span className="shrink-0 text-[0.6875rem] font-semibold uppercase">
            <Trans>Ret.</Trans>
          </span>
        )}
      </div>
      <div className="flex items-center gap-0.5 sm:gap-1.5">
        {side.won && outcome === 'walkover' ? (
          <span className="text-xs font-bold tracking-wide text-primary uppercase">
            <Trans>Walkover</Trans>
          </span>
        ) : (
          <span
            className={cn(
              'me-1 flex size-7 items-center justify-center rounded-md font-display text-lg tabular-nums sm:me-0',
              side.won ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
            )}
          >
            {side.games ?? '–'}
          </span>
        )}
        {Array.from({ length: gameCount }, (_, game) => {
          const points = side.points[game];
          const wonGame = points !== undefined && points > (other.points[game] ?? 0);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: games are positional
              key={game}
              className={cn(
                'w-5.5 text-center text-sm tabular-nums sm:w-7',
                wonGame ? 'font-bold text-foreground' : 'text-muted-foreground',
              )}
            >
              {points ?? ''}
            </span>
          );
        })}
      </div>
    </>
  );
}
