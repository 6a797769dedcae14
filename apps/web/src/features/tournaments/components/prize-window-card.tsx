import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Dispute, PrizeWindow, ProvisionalPrize } from '@squash/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Hourglass, MessageSquareWarning } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, api, errorMessage, serverTyped } from '@/lib/api-client';
import { formatMoment, formatMoney } from '@/lib/format';
import { creditsLabel, ordinal } from '@/lib/labels';
import { queryKeys } from '@/lib/query-keys';
import { useCurrency } from '@/lib/site-config';

// Checked by the server (`PrizeWindowSchema`, `DisputeSchema`), see `serverTyped`.
const PrizeWindowResponse = serverTyped<{ data: PrizeWindow }>();
const DisputeResponse = serverTyped<{ data: Dispute }>();

function usePrizeWindow(tournamentId: string) {
  return useQuery({
    queryKey: queryKeys.tournaments.prizeWindow(tournamentId),
    queryFn: async ({ signal }) =>
      (await api.get(`/tournaments/${encodeURIComponent(tournamentId)}/prize-window`, PrizeWindowResponse, { signal }))
        .data,
  });
}

function useRaiseDispute(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      (await api.post(`/tournaments/${encodeURIComponent(tournamentId)}/disputes`, { message }, DisputeResponse)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.prizeWindow(tournamentId) }),
  });
}

/**
 * A finished tournament whose prizes are not settled yet (issue 62, point 6): provisional until the dispute window
 * ends, or on hold; what the ranks as they stand would pay; and, for a fan who entered, a dispute to raise.
 * Loaded on its own: the first page of a tournament doesn't carry it.
 */
export function PrizeWindowCard({ tournamentId }: { tournamentId: string }) {
  const window = usePrizeWindow(tournamentId).data;
  if (!window || (window.state !== 'PROVISIONAL' && window.state !== 'HELD')) return null;
  const until = window.settlesAt ? formatMoment(window.settlesAt) : null;
  return (
    <section
      aria-labelledby="prize-window-heading"
      className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-card p-4 sm:p-6"
    >
      <h2 id="prize-window-heading" className="flex items-center gap-2 font-display text-2xl">
        <Hourglass aria-hidden="true" className="size-5 text-warning" />
        {window.state === 'HELD' ? <Trans>Prizes on hold</Trans> : <Trans>Provisional result</Trans>}
      </h2>
      <p className="text-sm text-muted-foreground">
        {window.state === 'HELD' ? (
          <Trans>We are checking this tournament's result before paying its prizes. Nothing is lost.</Trans>
        ) : until ? (
          <Trans>
            The ranks and prizes below are provisional until {until}: a corrected result changes them. Prizes are paid
            after that if nothing is disputed.
          </Trans>
        ) : (
          <Trans>The ranks and prizes below are provisional.</Trans>
        )}
      </p>
      {window.provisional.length > 0 && <ProvisionalList prizes={window.provisional} />}
      {window.myDispute && <MyDispute dispute={window.myDispute} />}
      {window.canDispute && <DisputeDialog tournamentId={tournamentId} />}
    </section>
  );
}

function ProvisionalList({ prizes }: { prizes: ProvisionalPrize[] }) {
  const currency = useCurrency();
  return (
    <ul aria-label={t`Provisional prizes`} className="divide-y rounded-lg border">
      {prizes.map((prize) => {
        const place = ordinal(prize.rank);
        const parts = [
          prize.cashCents !== null ? formatMoney(prize.cashCents, currency) : null,
          prize.credits !== null ? creditsLabel(prize.credits) : null,
        ].filter((part) => part !== null);
        return (
          <li key={prize.entryId} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2 text-sm">
            <span>
              <span className="font-semibold">{place}</span> {prize.username}
            </span>
            <span className="font-medium">{parts.join(' + ')}</span>
          </li>
        );
      })}
    </ul>
  );
}

function MyDispute({ dispute }: { dispute: NonNullable<PrizeWindow['myDispute']> }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <MessageSquareWarning aria-hidden="true" className="size-4 text-warning" />
        {dispute.resolvedAt ? <Trans>Your dispute was answered</Trans> : <Trans>Your dispute is with us</Trans>}
      </p>
      <p className="whitespace-pre-line text-muted-foreground">{dispute.message}</p>
      {dispute.resolution ? (
        <p>
          <Trans>Our answer: {dispute.resolution}</Trans>
        </p>
      ) : (
        <p className="text-muted-foreground">
          <Trans>We answer before any prize is paid.</Trans>
        </p>
      )}
    </div>
  );
}

function DisputeDialog({ tournamentId }: { tournamentId: string }) {
  const [open, setOpen] = useState(false);
  const raise = useRaiseDispute(tournamentId);
  const [message, setMessage] = useState('');
  const id = useId();
  const fieldError = raise.error instanceof ApiError ? raise.error.fields?.message : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    raise.mutate(message, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start">
          <MessageSquareWarning aria-hidden="true" />
          <Trans>Dispute the result</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              <Trans>Dispute the result</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Tell us what you think is wrong (a result, a score, a rank). No prize is paid until we have answered.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>
              <Trans>What is wrong</Trans>
            </Label>
            <Textarea
              id={id}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={1000}
              rows={5}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            {fieldError && (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {fieldError}
              </p>
            )}
          </div>
          {raise.isError && !fieldError && <ErrorAlert>{errorMessage(raise.error)}</ErrorAlert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <PendingButton type="submit" pending={raise.isPending} disabled={message.trim().length === 0}>
              <Trans>Send the dispute</Trans>
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
