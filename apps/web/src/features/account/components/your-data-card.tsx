import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ClosingAccount } from '@squash/core';
import { CircleAlert, Download, UserX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { PendingButton } from '@/components/pending-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { creditsLabel } from '@/lib/labels';
import { EXPORT_URL, useCloseAccount, useClosingAccount } from '../api/my-data';

/** A fan's data rights on the account page (issue 62, point 7): everything kept about them, and closing. */
export function YourDataCard() {
  return (
    <Card id="your-data" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Download everything we keep about you, or close your account.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col items-start gap-2">
          <Button asChild variant="outline">
            <a href={EXPORT_URL} download>
              <Download aria-hidden="true" />
              <Trans>Download your data</Trans>
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">
            <Trans>
              One file (JSON): your profile, consents, sign-ins, devices, entries and picks, payments, credits, prizes,
              leagues, limits, breaks and messages.
            </Trans>
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 border-t pt-5">
          <CloseAccountDialog />
          <p className="text-sm text-muted-foreground">
            <Trans>
              Your sign-ins end and what identifies you is erased. Records of payments and prizes are kept, anonymised,
              as the law requires.
            </Trans>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function CloseAccountDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <UserX aria-hidden="true" />
          <Trans>Close your account</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">{open && <CloseAccountForm />}</DialogContent>
    </Dialog>
  );
}

/** What closing gives up, read when the dialog opens; then the password, and the closing itself. */
function CloseAccountForm() {
  const id = useId();
  const closing = useClosingAccount({ enabled: true });
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const refused = close.error instanceof ApiError ? close.error : null;
  const passwordError = refused?.fields?.password;
  const blocked = (closing.data?.prizesOwed ?? 0) > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || blocked) return;
    close.mutate(password);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>
          <Trans>Close your account?</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            You are signed out on every device, and your email, names, date of birth and place are erased. Your past
            entries stay on their leaderboards under an anonymous name. This can't be undone.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      {closing.isPending && <Spinner className="py-4" />}
      {closing.isError && <ErrorAlert>{errorMessage(closing.error)}</ErrorAlert>}
      {closing.data && <WhatIsGivenUp closing={closing.data} />}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>
          <Trans>Your password</Trans>
        </Label>
        <Input
          id={`${id}-password`}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? `${id}-error` : undefined}
          disabled={blocked}
        />
        {passwordError && (
          <p id={`${id}-error`} className="flex items-center gap-1.5 text-sm font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {passwordError}
          </p>
        )}
      </div>
      {refused && !passwordError && <ErrorAlert>{refused.message}</ErrorAlert>}
      {close.isError && !refused && <ErrorAlert>{errorMessage(close.error)}</ErrorAlert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Keep my account</Trans>
          </Button>
        </DialogClose>
        <PendingButton
          type="submit"
          variant="destructive"
          disabled={!password || blocked || !closing.data}
          pending={close.isPending}
          pendingLabel={t`Closing...`}
        >
          <Trans>Close my account</Trans>
        </PendingButton>
      </DialogFooter>
    </form>
  );
}

/** The warnings: credits lost, upcoming entries removed, and a prize still owed, which stops the closing. */
function WhatIsGivenUp({ closing }: { closing: ClosingAccount }) {
  if (closing.prizesOwed > 0) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>
          <Trans>A cash prize is still to be paid to you</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>Your account can close once it is paid. Contact us if you need it sooner.</Trans>
        </AlertDescription>
      </Alert>
    );
  }
  const credits = creditsLabel(closing.balance);
  const warnings = [
    closing.balance > 0 ? t`You still hold ${credits}: they are lost when your account closes.` : null,
    closing.upcomingEntries > 0
      ? plural(closing.upcomingEntries, {
          one: "Your entry in a tournament that hasn't started is withdrawn; a fee paid for it goes back to your credits, which close with the account.",
          other:
            "Your # entries in tournaments that haven't started are withdrawn; fees paid for them go back to your credits, which close with the account.",
        })
      : null,
  ].filter((warning) => warning !== null);
  if (warnings.length === 0) return null;
  return (
    <Alert>
      <CircleAlert aria-hidden="true" />
      <AlertTitle>
        <Trans>Before you go</Trans>
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc ps-5">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
