import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { BadgeKind, FanBadge, FanRecord, FanTournament } from '@squash/core';
import { accuracyPercent, BADGE_KINDS } from '@squash/core/rules';
import { type Award, Crown, Medal, Sparkles, Target } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateRange, formatMoney } from '@/lib/format';
import { creditsLabel, genderLabel, ordinal, roundLabel, tournamentTitle } from '@/lib/labels';
import { useCurrency } from '@/lib/site-config';
import { cn } from '@/lib/utils';

/*
 * The parts of a fan's record page: the summary figures, the badges with what earns each, accuracy over time,
 * season ranks and every tournament played.
 */

const BADGE_ICONS: Record<BadgeKind, typeof Award> = {
  WINNER: Crown,
  TOP_TEN_PERCENT: Medal,
  CHAMPION_PICKED: Target,
  PERFECT_ROUND: Sparkles,
};

const started = (tournament: FanTournament) => tournament.rank !== null;

export function RecordSummary({ record }: { record: FanRecord }) {
  const played = record.tournaments.filter(started);
  const score = played.reduce((sum, each) => sum + each.score, 0);
  const possible = played.reduce((sum, each) => sum + each.possibleScore, 0);
  const best = record.bestFinish;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      <Figure
        label={t`Tournaments`}
        value={String(record.tournaments.length)}
        note={t`${played.length} under way or played`}
      />
      <Figure
        label={t`Best finish`}
        value={best ? ordinal(best.rank) : '–'}
        note={best ? t`of ${best.entrants} · ${tournamentTitle(best)}` : t`no tournament finished yet`}
      />
      <Figure
        label={t`Accuracy`}
        value={`${accuracyPercent(score, possible)}%`}
        note={t`${score}/${possible} winners picked`}
      />
      <Figure label={t`Badges`} value={String(record.badges.length)} note={t`earned from the scores`} />
    </dl>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card px-3.5 py-3 shadow-sm sm:p-5">
      <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="font-display text-2xl tabular-nums sm:text-3xl">{value}</dd>
      <dd className="truncate text-muted-foreground text-xs">{note}</dd>
    </div>
  );
}

/** A badge's name in the reader's language (core's BADGES has the English). */
function badgeTitle(kind: BadgeKind): string {
  switch (kind) {
    case 'WINNER':
      return t`Tournament winner`;
    case 'TOP_TEN_PERCENT':
      return t`Top 10%`;
    case 'CHAMPION_PICKED':
      return t`Called the champion`;
    case 'PERFECT_ROUND':
      return t`Perfect round`;
  }
}

/** What earns a badge, in the reader's language. */
function badgeRule(kind: BadgeKind): string {
  switch (kind) {
    case 'WINNER':
      return t`Finish first on a tournament’s leaderboard.`;
    case 'TOP_TEN_PERCENT':
      return t`Finish in the top tenth of a finished tournament’s entries (ten entries or more).`;
    case 'CHAMPION_PICKED':
      return t`Pick the player who wins the tournament.`;
    case 'PERFECT_ROUND':
      return t`Pick every winner of a round of two matches or more.`;
  }
}

/** How a badge was earned, in the reader's language, from its facts ('Finished 1st of 45 in …'). */
function badgeDetail({ kind, facts }: FanBadge): string {
  const { tournament, rank = 0, entrants = 0, champion = '', round = '', right = 0, matches = 0 } = facts;
  const place = ordinal(rank);
  switch (kind) {
    case 'WINNER':
      return t`Finished ${place} of ${entrants} in ${tournament}.`;
    case 'TOP_TEN_PERCENT':
      return t`Finished ${place} of ${entrants} in ${tournament}: in the top 10%.`;
    case 'CHAMPION_PICKED':
      return t`Picked ${champion} to win ${tournament}, and they did.`;
    case 'PERFECT_ROUND': {
      const roundName = roundLabel(round);
      return t`Every pick right in the ${roundName} of ${tournament} (${right} of ${matches}).`;
    }
  }
}

const earnedCount = (badges: readonly FanBadge[], kind: BadgeKind) =>
  Math.min(1, badges.filter((badge) => badge.kind === kind).length);

/** Each kind of badge earned, with its rule and how each was earned; the kinds not yet earned, with their rules. */
export function BadgeList({ badges }: { badges: readonly FanBadge[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {[...BADGE_KINDS]
        .sort((a, b) => earnedCount(badges, b) - earnedCount(badges, a))
        .map((kind) => {
          const earned = badges.filter((badge) => badge.kind === kind);
          const Icon = BADGE_ICONS[kind];
          return (
            <li
              key={kind}
              data-badge={kind}
              data-earned={earned.length > 0 || undefined}
              className={cn(
                'flex gap-3 rounded-xl border p-4',
                earned.length > 0 ? 'bg-card shadow-sm' : 'border-dashed',
              )}
            >
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  earned.length > 0 ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <h3 className="font-semibold">
                  {badgeTitle(kind)}
                  {earned.length > 1 && <span className="text-muted-foreground"> × {earned.length}</span>}
                  {earned.length === 0 && (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      <Trans>· not yet</Trans>
                    </span>
                  )}
                </h3>
                <p className="text-muted-foreground text-xs">{badgeRule(kind)}</p>
                {earned.slice(0, 3).map((badge) => (
                  <p key={badge.detail} className="text-xs">
                    {badgeDetail(badge)}
                  </p>
                ))}
                {earned.length > 3 && (
                  <p className="text-muted-foreground text-xs">
                    <Trans>and {earned.length - 3} more</Trans>
                  </p>
                )}
              </div>
            </li>
          );
        })}
    </ul>
  );
}

/** Accuracy per tournament, oldest first: a bar each, its figure written in it for everyone. */
export function AccuracyOverTime({ tournaments }: { tournaments: readonly FanTournament[] }) {
  const played = tournaments.filter((each) => started(each) && each.possibleScore > 0).reverse();
  if (played.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        <Trans>No decided matches yet.</Trans>
      </p>
    );
  return (
    <ol aria-label={t`Accuracy per tournament, oldest first`} className="flex flex-col gap-1.5">
      {played.map((tournament) => {
        const percent = accuracyPercent(tournament.score, tournament.possibleScore);
        return (
          <li
            key={tournament.entryId}
            className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-xs sm:grid-cols-[16rem_1fr_auto]"
          >
            <span className="truncate text-muted-foreground">{tournamentTitle(tournament)}</span>
            <span aria-hidden="true" className="relative h-3 overflow-hidden rounded-full bg-muted">
              <span className="absolute inset-y-0 start-0 rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </span>
            <span className="font-semibold tabular-nums">
              {percent}%{' '}
              <span className="font-normal text-muted-foreground">
                ({tournament.score}/{tournament.possibleScore})
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function SeasonRanks({ seasons }: { seasons: FanRecord['seasons'] }) {
  if (seasons.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        <Trans>No season played yet.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-wrap gap-2">
      {seasons.map((season) => (
        <li key={season.label} className="rounded-xl border bg-card px-4 py-3 text-sm shadow-sm">
          <p className="text-muted-foreground text-xs">
            <Trans>{season.label} season</Trans>
          </p>
          <p className="font-display text-xl">
            {ordinal(season.rank)}{' '}
            <span className="font-sans text-muted-foreground text-xs">
              <Trans>of {season.fans}</Trans>
            </span>
          </p>
          <p className="text-xs tabular-nums">
            <Trans>{season.points} points</Trans>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function TournamentHistory({ tournaments }: { tournaments: readonly FanTournament[] }) {
  const currency = useCurrency();
  if (tournaments.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        <Trans>No tournaments entered yet.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col gap-2">
      {tournaments.map((tournament) => (
        <li
          key={tournament.entryId}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border bg-card px-4 py-3 shadow-sm"
        >
          <div className="min-w-0">
            <Link to={paths.tournament.getHref(tournament.tournamentId)} className="font-semibold hover:text-primary">
              {tournament.name}
            </Link>
            <p className="text-muted-foreground text-xs">
              {genderLabel(tournament.gender)} · {formatDateRange(tournament.startDate, tournament.startDate)}
              {tournament.prize && ` · ${t`Won ${prizeWords(tournament.prize, currency)}`}`}
            </p>
          </div>
          <div className="flex items-center gap-4 text-sm">
            <span className="tabular-nums">
              {started(tournament) ? t`${ordinal(tournament.rank ?? 0)} of ${tournament.entrants}` : t`Not started`}
            </span>
            <span className="font-display text-base tabular-nums">
              <Trans>{tournament.points} pts</Trans>
            </span>
            {started(tournament) && (
              <Link
                to={paths.entryPicks.getHref(tournament.tournamentId, tournament.entryId)}
                className="text-primary text-xs underline-offset-4 hover:underline"
              >
                <Trans>
                  Picks<span className="sr-only"> in {tournament.name}</span>
                </Trans>
              </Link>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function prizeWords(prize: NonNullable<FanTournament['prize']>, currency: string): string {
  return [
    prize.cashCents === null ? null : formatMoney(prize.cashCents, currency),
    prize.credits === null ? null : creditsLabel(prize.credits),
  ]
    .filter((part) => part !== null)
    .join(' + ');
}
