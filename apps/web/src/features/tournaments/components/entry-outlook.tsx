import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { EntryOutlook as EntryOutlookData } from '@squash/core';
import { chanceLabel } from '@squash/core/rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { outlookLines } from '../utils/outlook-words';

/**
 * The fan's outlook in a tournament under way (issue 27): what is still possible, proven over every way the
 * rest of the draw can go ('You can still finish 1st', 'Best finish still possible: 4th', 'Out of the prize
 * places'), and the chances of first place and of a prize place, from simulating it. Without an outlook
 * for the standings as they are (moments after a result, or while the fan's row loads) the card is there
 * all the same and says so: it takes its place with the page, and nothing below it moves when it fills in.
 */
export function EntryOutlook({
  outlook,
  prizes,
}: {
  outlook: EntryOutlookData | null;
  /** The tournament has prizes (a pool): a free one's prize places, which pay nothing, go unsaid. */
  prizes: boolean;
}) {
  return (
    <section
      aria-labelledby="entry-outlook-heading"
      className="flex flex-col gap-3 rounded-xl border bg-card px-3.5 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-5 sm:py-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="entry-outlook-heading" className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          <Trans>Still in it?</Trans>
        </h2>
        {outlook ? (
          <ul className="flex flex-col gap-0.5 font-semibold">
            {outlookLines(outlook, { prizes }).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          // A line of the card, like the sentences it stands in for: not a heading of the paragraph below.
          <div className="font-semibold text-muted-foreground">
            <Trans>Worked out after each result: back in a moment</Trans>
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          <Trans>
            Over every way the rest of the draw can go; the chances from world ranks.{' '}
            <Link
              to={`${paths.howItWorks.getHref()}#still-in-it`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              How it's worked out
            </Link>
          </Trans>
        </p>
      </div>
      <dl className={cn('grid shrink-0 gap-4 sm:gap-6', prizes ? 'grid-cols-2' : 'grid-cols-1')}>
        <Chance label={t`Chance of 1st`} value={outlook && chanceLabel(outlook.firstChance, outlook.first)} />
        {prizes && (
          <Chance
            label={t`Chance of a prize`}
            value={outlook && chanceLabel(outlook.prizeChance, outlook.prizePlaces)}
          />
        )}
      </dl>
    </section>
  );
}

/** A chance, or a dash while it is being worked out. */
function Chance({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl leading-none tabular-nums sm:text-3xl">
        {value ?? (
          <>
            <span aria-hidden="true" className="text-muted-foreground">
              –
            </span>
            <span className="sr-only">
              <Trans>not worked out yet</Trans>
            </span>
          </>
        )}
      </dd>
    </div>
  );
}
