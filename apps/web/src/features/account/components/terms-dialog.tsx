import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UserDetails } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { PendingButton } from '@/components/pending-button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useUpdateUser } from '../api/update-user';

/**
 * The spec's terms-acceptance dialog (spec 001): a member must confirm eligibility and accept the terms
 * before anything else; the two notification choices are ticked by default. It can't be dismissed: it
 * closes when the acceptance is saved (the current user then has acceptedTermsAt, and the gate unmounts it).
 */
export function TermsDialog({ user }: { user: UserDetails }) {
  const id = useId();
  const updateUser = useUpdateUser();
  const [confirmed, setConfirmed] = useState(false);
  const [updates, setUpdates] = useState(true);
  const [results, setResults] = useState(true);

  const onContinue = async () => {
    try {
      await updateUser.mutateAsync({
        acceptedTermsAt: new Date().toISOString(),
        tournamentUpdatesEnabled: updates,
        tournamentResultsEnabled: results,
      });
    } catch (error) {
      // The spec: a failed save is only logged; the dialog stays open for another try.
      console.warn(`Could not save the terms acceptance of ${user.username}`, error);
    }
  };

  return (
    <Dialog open>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="max-w-[500px] gap-5"
      >
        <DialogHeader>
          <DialogTitle className="font-display text-2xl">
            <Trans>Welcome to {PRODUCT_NAME}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Before you start tipping, please read our </Trans>
            <Link
              to={paths.terms.getHref()}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              <Trans>Terms and Conditions</Trans>
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </Link>
            <Trans> and confirm the following.</Trans>
          </DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-4">
          <CheckRow
            id={`${id}-confirm`}
            checked={confirmed}
            onChange={setConfirmed}
            required
            className="rounded-lg border bg-muted/50 p-3"
          >
            <Trans>
              I confirm that I am over 18 years old, I am not a current PSA player, and I accept the Terms and
              Conditions.
            </Trans>
          </CheckRow>
          <CheckRow id={`${id}-updates`} checked={updates} onChange={setUpdates} className="px-3">
            <Trans>I want to be notified of upcoming events</Trans>
          </CheckRow>
          <CheckRow id={`${id}-results`} checked={results} onChange={setResults} className="px-3">
            <Trans>I want to be notified of tournament results</Trans>
          </CheckRow>
        </div>

        <DialogFooter>
          <PendingButton
            size="lg"
            className="w-full sm:w-auto"
            disabled={!confirmed}
            pending={updateUser.isPending}
            pendingLabel={t`Updating...`}
            onClick={() => void onContinue()}
          >
            <Trans>Continue</Trans>
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A checkbox with its sentence beside it (the whole sentence is its label). */
function CheckRow({
  id,
  checked,
  onChange,
  required = false,
  className,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-required={required || undefined}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="block leading-snug font-medium">
        {children}
      </Label>
    </div>
  );
}
