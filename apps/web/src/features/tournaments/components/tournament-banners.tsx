import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CircleCheck, LogIn, Repeat2, TriangleAlert } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** Upcoming tournament, signed-out visitor: tips need an account. */
export function SignInToTipBanner() {
  return (
    <Alert variant="info" className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4">
      <LogIn aria-hidden="true" className="hidden sm:block" />
      <div className="flex-1">
        <AlertTitle className="text-base">
          <Trans>Sign in to submit tips</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>Pick the winner of every match before the first one starts.</Trans>
        </AlertDescription>
      </div>
      <ButtonLink to={paths.login.getHref()} size="sm" className="w-fit">
        <Trans>Sign in</Trans>
      </ButtonLink>
    </Alert>
  );
}

/** Upcoming with a Round 1 match still waiting for a player: no tips until the draw is complete. */
export function NotFinalizedBanner() {
  return (
    <Alert className="border-warning/40 bg-warning/10 text-warning [&_[data-slot=alert-description]]:text-foreground">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>
        <Trans>Tournament Not Finalized</Trans>
      </AlertTitle>
      <AlertDescription>
        {/* Core's TOURNAMENT_NOT_FINALIZED_MESSAGE (spec 000), in the reader's language. */}
        <Trans>
          Some Round 1 matches are still pending player assignments. You won't be able to submit tips until all matches
          are finalized.
        </Trans>
      </AlertDescription>
    </Alert>
  );
}

/**
 * Upcoming, but no lock time yet (its matches have no start times): picks would be refused, so none are
 * taken until the back office sets one.
 */
export function NoLockTimeBanner() {
  return (
    <Alert className="border-warning/40 bg-warning/10 text-warning [&_[data-slot=alert-description]]:text-foreground">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>
        <Trans>Tips Not Open Yet</Trans>
      </AlertTitle>
      <AlertDescription>
        <Trans>
          The match times aren't set yet, so there is no lock time: tips open as soon as the organisers set one.
        </Trans>
      </AlertDescription>
    </Alert>
  );
}

/** Upcoming, and the fan has an entry: it counts as it is, and can still change until the start. */
export function EntrySubmittedBanner() {
  return (
    <Alert variant="success">
      <CircleCheck aria-hidden="true" />
      <AlertTitle>
        <Trans>Entry Submitted</Trans>
      </AlertTitle>
      <AlertDescription>
        <Trans>Your picks have been saved. You can still modify your predictions until the tournament begins.</Trans>
      </AlertDescription>
    </Alert>
  );
}

/** The late-draw-change rule replaced some of the fan's picks: say which, and why. */
export function AdjustedTipsBanner({ messages }: { messages: string[] }) {
  return (
    <Alert className="border-warning/40 bg-warning/10 text-warning [&_[data-slot=alert-description]]:text-foreground">
      <Repeat2 aria-hidden="true" />
      <AlertTitle>
        {messages.length === 1 ? t`A pick was changed by a late draw change` : t`Picks changed by late draw changes`}
      </AlertTitle>
      <AlertDescription>
        <ul className="flex flex-col gap-0.5">
          {messages.map((message) => (
            <li key={message}>{message}.</li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          <Trans>When a player leaves the draw, tips on them go to the worse-ranked player of that match at 3-0.</Trans>
        </p>
      </AlertDescription>
    </Alert>
  );
}

/** Before the start, what stands between the fan and a submitted bracket, if anything. */
export function TippingBanners({
  signedOut,
  entered,
  finalized,
  hasLockTime,
}: {
  signedOut: boolean;
  entered: boolean;
  finalized: boolean;
  hasLockTime: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      {signedOut && <SignInToTipBanner />}
      {entered && <EntrySubmittedBanner />}
      {!finalized && <NotFinalizedBanner />}
      {finalized && !hasLockTime && <NoLockTimeBanner />}
    </div>
  );
}
