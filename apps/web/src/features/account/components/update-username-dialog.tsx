import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type UserDetails, UsernameSchema } from '@squash/core';
import { USERNAME_CHECK_DEBOUNCE_MS } from '@squash/core/rules';
import { CircleAlert, CircleCheck, LoaderCircle, Pencil } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
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
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useUsernameAvailability } from '../api/check-username';
import { useUpdateUser } from '../api/update-user';
import { type Availability, usernameFeedback } from '../utils/username-feedback';

/** The edit button of the Profile card and its 'Update Username' dialog. */
export function UpdateUsernameDialog({ user }: { user: UserDetails }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          <Trans>
            Edit<span className="sr-only"> username</span>
          </Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        {/* Mounted only while open, so each opening starts from the current name. */}
        {open && <UpdateUsernameForm user={user} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function UpdateUsernameForm({ user, onDone }: { user: UserDetails; onDone: () => void }) {
  const id = useId();
  const updateUser = useUpdateUser();
  const [value, setValue] = useState(user.username);
  const settled = useDebouncedValue(value, USERNAME_CHECK_DEBOUNCE_MS);
  const candidate = UsernameSchema.safeParse(value);
  const shouldCheck = settled === value && candidate.success && candidate.data !== user.username;
  const check = useUsernameAvailability(candidate.data ?? '', { enabled: shouldCheck });

  let availability: Availability | undefined;
  if (shouldCheck) {
    if (check.isFetching) availability = 'checking';
    else if (check.isError) availability = 'failed';
    else if (check.data !== undefined) availability = check.data ? 'available' : 'taken';
    else availability = 'checking';
  }
  const feedback = usernameFeedback(value, user.username, availability);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!feedback.valid) return;
    try {
      await updateUser.mutateAsync({ username: feedback.valid });
    } catch {
      toast.error(t`Error`, { description: t`Failed to update username` });
      return;
    }
    toast.success(t`Success`, { description: t`Username updated successfully` });
    onDone();
  };

  const messageId = `${id}-message`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>
          <Trans>Update Username</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Your username is shown on leaderboards. Other fans will see it.</Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-username`}>
          <Trans>Username</Trans>
        </Label>
        <Input
          id={`${id}-username`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={feedback.tone === 'error' ? true : undefined}
          aria-describedby={messageId}
        />
        <p
          id={messageId}
          aria-live="polite"
          className={cn(
            'flex min-h-5 items-center gap-1.5 text-sm font-medium',
            feedback.tone === 'error' && 'text-destructive',
            feedback.tone === 'success' && 'text-success',
            feedback.tone === 'neutral' && 'text-muted-foreground',
          )}
        >
          {feedback.message && <FeedbackIcon tone={feedback.tone} checking={availability === 'checking'} />}
          {feedback.message}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <PendingButton
          type="submit"
          disabled={!feedback.valid}
          pending={updateUser.isPending}
          pendingLabel={t`Updating...`}
        >
          <Trans>Update</Trans>
        </PendingButton>
      </DialogFooter>
    </form>
  );
}

function FeedbackIcon({ tone, checking }: { tone: 'error' | 'success' | 'neutral'; checking: boolean }) {
  if (checking) return <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />;
  if (tone === 'error') return <CircleAlert aria-hidden="true" className="size-4 shrink-0" />;
  if (tone === 'success') return <CircleCheck aria-hidden="true" className="size-4 shrink-0" />;
  return null;
}
