import { Trans } from '@lingui/react/macro';
import { ArrowRight, PlayCircle } from 'lucide-react';
import { paths } from '@/config/paths';
import { HeroButton, HeroFrame } from './hero-frame';

/** The visitor's hero (a signed-in fan gets WelcomeBack). */
export function Hero() {
  return (
    <HeroFrame>
      <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wider text-hero-foreground/85 uppercase">
        <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />
        <Trans>Professional squash tipping</Trans>
      </p>
      <h1 id="hero-heading" className="font-display text-5xl leading-[0.95] tracking-tight sm:text-7xl lg:text-8xl">
        <Trans>
          Predict. <span className="text-brand">Win.</span> Celebrate.
        </Trans>
      </h1>
      <p className="mt-6 max-w-xl text-base text-hero-foreground/80 sm:text-lg">
        <Trans>
          Call the winner of every match in the PSA World Tour draws, back your game-score hunches and climb the
          leaderboard against squash fans worldwide.
        </Trans>
      </p>
      <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <HeroButton
          to={paths.login.getHref()}
          iconEnd={ArrowRight}
          className="shadow-[0_0_0_1px_rgb(57_209_119/0.4),0_8px_30px_-6px_rgb(57_209_119/0.55)]"
        >
          <Trans>Get Started</Trans>
        </HeroButton>
        <HeroButton outline to={paths.howItWorks.getHref()} icon={PlayCircle}>
          <Trans>How It Works</Trans>
        </HeroButton>
      </div>
    </HeroFrame>
  );
}
