import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AdminPrizeWindow, Dispute } from '@squash/core';
import { Hand, MessageSquareWarning, Play } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { ErrorAlert } from '@/components/error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { DetailItem } from '../../components/detail-item';
import { usePrizePool, useResolveDispute, useSetPrizeHold } from '../../payments/api/money';

const STATE: Record<AdminPrizeWindow['state'], () => string> = {
  NONE: () => t`Not finished`,
  PROVISIONAL: () => t`Provisional`,
  HELD: () => t`Held`,
  SETTLED: () => t`Settled`,
};

/** The dispute window's card, once the tournament is finished (its prize pool's read says where it stands). */
export function PrizeWindowSection({ tournamentId }: { tournamentId: string }) {
  const pool = usePrizePool(tournamentId);
  const window = pool.data?.window;
  if (!window || window.state === 'NONE') return null;
  return <PrizeWindowCard tournamentId={tournamentId} window={window} />;
}

/**
 * A finished tournament's dispute window in the back office (issue 62, point 6): until when its prizes are
 * provisional, holding or releasing the payout, and the fans' disputes to resolve. Each action is audited.
 */
export function PrizeWindowCard({ tournamentId, window }: { tournamentId: string; window: AdminPrizeWindow }) {
  const hold = useSetPrizeHold(tournamentId);
  const open = window.disputes.filter((dispute) => dispute.resolvedAt === null).length;
  const canHold = window.state === 'PROVISIONAL' || window.state === 'HELD';
  return (
    <Card className="mb-8">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Dispute window</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Prizes settle when the window ends, unless the payout is held or a dispute is open. Correct a result during
            the window: the provisional prizes follow the ranks.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-4 sm:grid-cols-3">
          <DetailItem label={t`Prizes`} value={<Badge variant="outline">{STATE[window.state]()}</Badge>} />
          <DetailItem label={t`Window ends`} value={window.settlesAt ? formatMoment(window.settlesAt) : t`No window`} />
          <DetailItem label={t`Open disputes`} value={String(open)} />
        </dl>
        {hold.isError && <ErrorAlert>{errorMessage(hold.error)}</ErrorAlert>}
        {window.holdReason !== null ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">
              <Trans>Held: {window.holdReason}</Trans>
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={hold.isPending}
              onClick={() => hold.mutate(null, { onSuccess: () => toast.success(t`Payout released`) })}
            >
              <Play aria-hidden="true" />
              <Trans>Release the payout</Trans>
            </Button>
          </div>
        ) : (
          canHold && <HoldDialog tournamentId={tournamentId} />
        )}
        {window.disputes.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label={t`Disputes`}>
            {window.disputes.map((dispute) => (
              <DisputeItem key={dispute.id} tournamentId={tournamentId} dispute={dispute} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function HoldDialog({ tournamentId }: { tournamentId: string }) {
  const hold = useSetPrizeHold(tournamentId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    hold.mutate(reason, {
      onSuccess: () => {
        toast.success(t`Payout held`);
        setOpen(false);
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <Hand aria-hidden="true" />
        <Trans>Hold the payout</Trans>
      </Button>
      <DialogContent className="max-w-md">
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>
              <Trans>Hold the payout</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Nothing is paid until you release it. Fans see that the prizes are on hold.</Trans>
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>
              <Trans>Why</Trans>
            </Label>
            <Textarea id={id} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
          </div>
          {hold.isError && <ErrorAlert>{errorMessage(hold.error)}</ErrorAlert>}
          <DialogActions onCancel={() => setOpen(false)} pending={hold.isPending}>
            <Trans>Hold</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DisputeItem({ tournamentId, dispute }: { tournamentId: string; dispute: Dispute }) {
  const resolve = useResolveDispute(tournamentId);
  const [resolution, setResolution] = useState('');
  const who = dispute.username ?? t`A fan`;
  const when = formatMoment(dispute.createdAt);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate({ disputeId: dispute.id, resolution }, { onSuccess: () => toast.success(t`Dispute resolved`) });
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3">
      <p className="flex items-center gap-2 text-sm font-medium">
        <MessageSquareWarning aria-hidden="true" className="size-4 text-warning" />
        <Trans>
          {who}, {when}
        </Trans>
      </p>
      <p className="text-sm whitespace-pre-line">{dispute.message}</p>
      {dispute.resolvedAt ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Resolved by {dispute.resolvedBy}, {formatMoment(dispute.resolvedAt)}: {dispute.resolution}
          </Trans>
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
          <Label htmlFor={id}>
            <Trans>Resolution (the fan sees it)</Trans>
          </Label>
          <Textarea
            id={id}
            value={resolution}
            onChange={(event) => setResolution(event.target.value)}
            maxLength={500}
          />
          {resolve.isError && <ErrorAlert>{errorMessage(resolve.error)}</ErrorAlert>}
          <Button type="submit" size="sm" className="self-start" disabled={resolve.isPending}>
            <Trans>Resolve</Trans>
          </Button>
        </form>
      )}
    </li>
  );
}
