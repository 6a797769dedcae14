import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CourtLines } from './court-lines';
import { HeroButton } from './hero-frame';

/** The closing call to action: Sign Up Now for visitors, View Tournaments for a signed-in fan. */
export function ClosingCta({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:py-24">
      <div className="relative isolate overflow-hidden rounded-3xl bg-hero px-6 py-14 text-center text-hero-foreground sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -bottom-40 left-1/2 -z-10 h-[28rem] w-[44rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(57_209_119/0.3),transparent)]"
        />
        <CourtLines className="absolute inset-0 -z-10 size-full text-white/[0.06]" />
        <h2 id="cta-heading" className="font-display text-3xl tracking-tight sm:text-5xl">
          <Trans>Think you can read the draw?</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-lg text-hero-foreground/80">
          {signedIn
            ? t`Every round of the world tour is open for your picks until the first serve.`
            : t`Join the fans tipping every round of the world tour. Sign up in a minute and make your picks before the first serve.`}
        </p>
        <div className="mt-8 flex flex-col items-center gap-4">
          <HeroButton
            to={signedIn ? paths.tournaments.getHref() : paths.login.getHref()}
            iconEnd={ArrowRight}
            className="w-full sm:w-auto"
          >
            {signedIn ? t`View Tournaments` : t`Sign Up Now`}
          </HeroButton>
          <Link
            to={paths.rules.getHref()}
            className="rounded-sm text-sm text-hero-foreground/80 underline underline-offset-4 hover:text-hero-foreground focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
          >
            <Trans>Read the rules</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
