import { t } from '@lingui/core/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { ClosingCta } from '../components/closing-cta';
import { Hero } from '../components/hero';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { UpcomingTournaments } from '../components/upcoming-tournaments';

// Members only (and it needs core's name and rank helpers): a visitor's first load doesn't carry it.
const WelcomeBack = lazy(async () => ({ default: (await import('../components/welcome-back')).WelcomeBack }));

/**
 * Spec 000, Home. Visitors get 'Predict. Win. Celebrate.' and Sign Up Now; a signed-in fan a greeting
 * with where they stand and what to tip next, and View Tournaments. The first paint (prerendered) is the
 * visitor's; it turns into the fan's as soon as the session is known.
 */
export function HomePage() {
  const user = useCurrentUser();
  return (
    <>
      <title>{t`${PRODUCT_NAME} · Predict. Win. Celebrate.`}</title>
      {user ? (
        // While its code arrives, the hero's dark band without the visitor's buttons.
        <Suspense fallback={<section aria-hidden="true" className="h-[28rem] bg-hero" />}>
          <WelcomeBack user={user} />
        </Suspense>
      ) : (
        <Hero />
      )}
      <HowItWorksSteps />
      <UpcomingTournaments />
      <ClosingCta signedIn={user !== null} />
    </>
  );
}
