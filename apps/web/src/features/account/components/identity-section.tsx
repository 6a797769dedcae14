import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { IdentityState } from '@squash/core';
import { CircleAlert, IdCard, LoaderCircle, ShieldCheck } from 'lucide-react';
import { ErrorAlert } from '@/components/error-alert';
import { PendingButton } from '@/components/pending-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { useIdentity, useSimulateIdentity, useStartIdentity } from '../api/identity';

/**
 * The fan's own identity check on the account page (issue 62, point 6): cash prizes are paid only to verified
 * winners. The document is shown to the identity service on its own page; the answer comes back here.
 */
export function IdentitySection() {
  const identity = useIdentity();
  return (
    <section aria-labelledby="identity-title" className="flex flex-col gap-3 border-t pt-5">
      <h3 id="identity-title" className="font-semibold">
        <Trans>Your identity</Trans>
      </h3>
      {identity.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : identity.isError ? (
        <ErrorAlert>{errorMessage(identity.error)}</ErrorAlert>
      ) : (
        <IdentityStatus state={identity.data} />
      )}
    </section>
  );
}

function IdentityStatus({ state }: { state: IdentityState }) {
  if (state.status === 'verified') {
    const when = state.decidedAt ? formatMoment(state.decidedAt) : '';
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <Trans>Your identity is verified ({when}). Cash prizes you win can be paid to you.</Trans>
      </p>
    );
  }
  if (state.status === 'pending') return <PendingCheck state={state} />;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Cash prizes are paid only to winners whose identity is verified. Verify yours now or when you win: it takes a
          photo of your passport, driving licence or identity card, matched to your name and date of birth here.
        </Trans>
      </p>
      {state.status === 'failed' && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>
            <Trans>Your identity wasn't verified</Trans>
          </AlertTitle>
          <AlertDescription>{state.reason}</AlertDescription>
        </Alert>
      )}
      <StartButton again={state.status === 'failed'} />
    </>
  );
}

function StartButton({ again }: { again: boolean }) {
  const start = useStartIdentity();
  const onClick = () =>
    start.mutate(undefined, {
      // The identity service's own page; the test service's choices show here instead.
      onSuccess: (started) => {
        if (!started.testMode) window.location.assign(started.url);
      },
    });
  return (
    <div className="flex flex-col items-start gap-2">
      <PendingButton type="button" variant="outline" pending={start.isPending} onClick={onClick}>
        <IdCard aria-hidden="true" />
        {again ? <Trans>Try again</Trans> : <Trans>Verify your identity</Trans>}
      </PendingButton>
      {start.isError && <ErrorAlert>{errorMessage(start.error)}</ErrorAlert>}
    </div>
  );
}

const OUTCOMES = () =>
  [
    { outcome: 'matching', label: t`My own document` },
    { outcome: 'another-person', label: t`Someone else's document` },
    { outcome: 'unreadable', label: t`A document that can't be read` },
  ] as const;

function PendingCheck({ state: { testMode, checkId } }: { state: IdentityState }) {
  const simulate = useSimulateIdentity();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm" role="status">
        <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary" />
        <Trans>Your document is being checked. This page updates when the answer comes.</Trans>
      </p>
      {testMode && (
        <fieldset className="flex flex-col gap-2 rounded-lg border border-dashed p-3">
          <legend className="px-1 text-sm font-medium">
            <Trans>Test mode: no document is checked. Show the test service…</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {OUTCOMES().map(({ outcome, label }) => (
              <Button
                key={outcome}
                type="button"
                size="sm"
                variant="outline"
                disabled={simulate.isPending}
                onClick={() => checkId && simulate.mutate({ checkId, outcome })}
              >
                {label}
              </Button>
            ))}
          </div>
          {simulate.isError && <ErrorAlert>{errorMessage(simulate.error)}</ErrorAlert>}
        </fieldset>
      )}
    </div>
  );
}
