import { PRODUCT_NAME } from '@squash/core';
import { ClosingCta } from '../components/closing-cta';
import { Hero } from '../components/hero';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { UpcomingTournaments } from '../components/upcoming-tournaments';

export function HomePage() {
  return (
    <>
      <title>{`${PRODUCT_NAME} · Predict. Win. Celebrate.`}</title>
      {/* Sign-in arrives with a later issue: until then every visitor sees the signed-out home page. */}
      <Hero />
      <HowItWorksSteps />
      <UpcomingTournaments />
      <ClosingCta />
    </>
  );
}
