import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CourtLines } from './court-lines';

/** The visitor's hero (a signed-in fan gets WelcomeBack). */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-hero text-hero-foreground">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(57_209_119/0.28),transparent)]"
      />
      <CourtLines className="absolute bottom-0 left-1/2 -z-10 h-[85%] w-auto max-w-none -translate-x-1/2 text-white/[0.07]" />
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wider text-hero-foreground/85 uppercase">
          <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />
          Professional squash tipping
        </p>
        <h1 id="hero-heading" className="font-display text-5xl leading-[0.95] tracking-tight sm:text-7xl lg:text-8xl">
          Predict. <span className="text-brand">Win.</span> Celebrate.
        </h1>
        <p className="mt-6 max-w-xl text-base text-hero-foreground/80 sm:text-lg">
          Call the winner of every match in the PSA World Tour draws, back your game-score hunches and climb the
          leaderboard against squash fans worldwide.
        </p>
        <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button
            asChild
            size="lg"
            className="bg-brand text-brand-foreground shadow-[0_0_0_1px_rgb(57_209_119/0.4),0_8px_30px_-6px_rgb(57_209_119/0.55)] hover:bg-brand/90 focus-visible:ring-brand focus-visible:ring-offset-hero"
          >
            <Link to={paths.login.getHref()}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/25 bg-white/5 text-hero-foreground hover:bg-white/10 hover:text-hero-foreground focus-visible:ring-brand focus-visible:ring-offset-hero"
          >
            <Link to={paths.howItWorks.getHref()}>
              <PlayCircle aria-hidden="true" />
              How It Works
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
