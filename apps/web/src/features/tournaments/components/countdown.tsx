import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { countdownParts } from '@squash/core/rules';
import { intlFormat } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const UNITS = [
  { key: 'days', label: <Trans>Days</Trans>, spoken: (n: number) => plural(n, { one: '# day', other: '# days' }) },
  { key: 'hours', label: <Trans>Hours</Trans>, spoken: (n: number) => plural(n, { one: '# hour', other: '# hours' }) },
  {
    key: 'minutes',
    label: <Trans>Minutes</Trans>,
    spoken: (n: number) => plural(n, { one: '# minute', other: '# minutes' }),
  },
  {
    key: 'seconds',
    label: <Trans>Seconds</Trans>,
    spoken: (n: number) => plural(n, { one: '# second', other: '# seconds' }),
  },
] as const;

/**
 * Days, hours, minutes and seconds to `target`; zeros once it has passed. The parent re-renders it
 * every second. `role="timer"` is not announced on every tick, so screen readers are not flooded.
 */
export function Countdown({ target, now, className }: { target: Date; now: Date; className?: string }) {
  const parts = countdownParts(target, now);
  const spoken = intlFormat(Intl.ListFormat, { style: 'short', type: 'unit' }).format(
    UNITS.map(({ key, spoken }) => spoken(parts[key])),
  );
  return (
    <div role="timer" aria-label={t`Starts in ${spoken}`} className={cn('flex gap-2', className)}>
      {UNITS.map(({ key, label }) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex min-w-16 flex-1 flex-col items-center rounded-lg border bg-background/60 px-2 py-2 sm:min-w-18"
        >
          <span className="font-display text-3xl tabular-nums leading-none sm:text-4xl" data-unit={key}>
            {String(parts[key]).padStart(2, '0')}
          </span>
          <span className="mt-1 text-[0.6875rem] font-semibold tracking-wider text-muted-foreground uppercase">
            {label}
          </span>
        </div>
      ))}
    </div>
  );
}
