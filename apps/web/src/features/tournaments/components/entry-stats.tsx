import { t } from '@lingui/core/macro';
import { accuracyPercent } from '@squash/core/rules';
import type { ReactNode } from 'react';
import { ordinal } from '@/lib/labels';
import { cn } from '@/lib/utils';

export interface EntryFigures {
  points: number;
  score: number;
  possibleScore: number;
  maxPoints: number;
  rank: number | null;
}

/**
 * The fan's entry once play has started: Points (and the most still reachable), Tipped (correct
 * winners over decided matches), Accuracy, and the current rank.
 */
export function EntryStats({
  figures,
  className,
  heading = t`Your entry`,
}: {
  figures: EntryFigures;
  className?: string;
  /** For screen readers: whose entry the figures are. */
  heading?: string;
}) {
  const { points, score, possibleScore, maxPoints, rank } = figures;
  return (
    <section aria-labelledby="entry-stats-heading" className={cn('flex flex-col gap-3', className)}>
      <h2 id="entry-stats-heading" className="sr-only">
        {heading}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <Stat label={t`Points`} value={points} note={t`Max possible: ${maxPoints}`} highlight />
        <Stat
          label={t`Tipped`}
          value={
            <>
              {score}
              <span className="text-muted-foreground">/{possibleScore}</span>
            </>
          }
          note={t`correct winners so far`}
        />
        <Stat label={t`Accuracy`} value={`${accuracyPercent(score, possibleScore)}%`} note={t`of decided matches`} />
        <Stat label={t`Rank`} value={rank === null ? '–' : ordinal(rank)} note={t`on the leaderboard`} />
      </dl>
    </section>
  );
}

function Stat({
  label,
  value,
  note,
  highlight = false,
}: {
  label: string;
  value: ReactNode;
  note: string;
  highlight?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-1 rounded-xl border bg-card px-3.5 py-3 shadow-sm sm:p-5',
        highlight && 'border-primary/40 bg-primary/5',
      )}
    >
      <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className="font-display text-2xl leading-none tabular-nums sm:text-4xl">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}
