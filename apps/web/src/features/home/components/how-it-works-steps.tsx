import { Trans } from '@lingui/react/macro';
import { SCORING } from '@squash/core/rules';
import { ArrowRight, ListChecks, Target, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';

const STEPS = [
  {
    icon: Target,
    title: <Trans>Pick a tournament</Trans>,
    body: <Trans>Choose an upcoming men's or women's PSA event and open its draw.</Trans>,
  },
  {
    icon: ListChecks,
    title: <Trans>Tip every match</Trans>,
    body: (
      <Trans>
        Pick the winner of each match, and the game score (3-0, 3-1 or 3-2) if you feel bold. Change your picks until
        play starts.
      </Trans>
    ),
  },
  {
    icon: Trophy,
    title: <Trans>Climb the leaderboard</Trans>,
    body: (
      <Trans>
        {SCORING.pointsPerCorrectWinner} points for every correct winner, plus {SCORING.bonusForCorrectGameScore} bonus
        point for the exact game score. The best tipsters share the prize pool.
      </Trans>
    ),
  },
] as const;

export function HowItWorksSteps() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:py-24">
      <div className="mb-10 flex flex-col gap-3 text-center">
        <p className="text-sm font-semibold tracking-wider text-primary uppercase">
          <Trans>Three steps</Trans>
        </p>
        <h2 id="how-heading" className="font-display text-3xl tracking-tight sm:text-5xl">
          <Trans>How It Works</Trans>
        </h2>
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.icon.displayName ?? index}
            className="relative flex flex-col gap-4 overflow-hidden rounded-2xl border bg-card p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="absolute -top-4 end-3 font-display text-8xl text-foreground/[0.05] select-none"
            >
              {index + 1}
            </span>
            <IconTile icon={step.icon} />
            <h3 className="text-lg font-bold">
              <span className="sr-only">
                <Trans>Step {index + 1}:</Trans>{' '}
              </span>
              {step.title}
            </h3>
            <p className="text-sm leading-relaxed text-muted-foreground">{step.body}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        <Trans>Every detail of scoring, ties and prizes is in the </Trans>
        <Link
          to={paths.rules.getHref()}
          className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Trans>tournament rules</Trans>
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </Link>
      </p>
    </section>
  );
}
