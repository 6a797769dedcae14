import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Prize, PrizeModel, PrizePool } from '@squash/core';
import { CREDIT_UNIT } from '@squash/core/rules';
import { Banknote, Check, Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { ErrorAlert } from '@/components/error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { creditsLabel, formatCreditsIn as formatCredits } from '@/lib/labels';
import { useCurrency } from '@/lib/site-config';
import { DetailItem } from '../../components/detail-item';
import { useMarkPrizePaid, usePrizePool, useSetEntryFee } from '../../payments/api/money';
import { formatDay } from '../../utils/format';

/** The entry fee, editable in credits (two decimals) until an entry has paid it. */
function EntryFee({ tournamentId, fee, fixed }: { tournamentId: string; fee: number; fixed: boolean }) {
  const setFee = useSetEntryFee(tournamentId);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(formatCredits(fee));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value.trim());
    if (!/^\d+(\.\d{1,2})?$/.test(value.trim()) || amount > 1000) {
      setError(t`Entry fee must be a number of credits from 0 to 1000, with at most two decimals`);
      return;
    }
    setFee.mutate(Math.round(amount * CREDIT_UNIT), {
      onSuccess: () => {
        toast.success(t`Entry fee updated`);
        setEditing(false);
        setError(null);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <span>{fee === 0 ? t`Free` : creditsLabel(fee)}</span>
        {fixed ? (
          <span className="text-muted-foreground text-xs">
            <Trans>(fixed: entries have paid it)</Trans>
          </span>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t`Change entry fee`}>
            <Pencil aria-hidden="true" />
            <Trans>Change</Trans>
          </Button>
        )}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <Label htmlFor={id} className="sr-only">
        <Trans>Entry fee in credits</Trans>
      </Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          inputMode="decimal"
          className="w-28"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="text-muted-foreground text-sm">
          <Trans>credits</Trans>
        </span>
        <PendingButton size="sm" type="submit" pending={setFee.isPending} icon={Check}>
          <Trans>Save</Trans>
        </PendingButton>
        <Button size="sm" type="button" variant="ghost" onClick={() => setEditing(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </form>
  );
}

function MarkPaidDialog({
  tournamentId,
  prize,
  onClose,
}: {
  tournamentId: string;
  prize: Prize | null;
  onClose: () => void;
}) {
  const markPaid = useMarkPrizePaid(tournamentId);
  const currency = useCurrency();
  const [reference, setReference] = useState('');
  const [checked, setChecked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const needsCheck = prize !== null && !prize.identityVerified;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!prize) return;
    if (reference.trim() === '') {
      setError(t`Reference is required`);
      return;
    }
    markPaid.mutate(
      // Without what was checked, the server says what it needs (the winner's identity isn't verified).
      {
        prizeId: prize.id,
        reference: reference.trim(),
        ...(checked.trim() ? { identityChecked: checked.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t`Prize marked as paid`);
          setReference('');
          setChecked('');
          setError(null);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <Dialog open={prize !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>
              <Trans>Mark as paid</Trans>
            </DialogTitle>
            <DialogDescription>{prize && markAsPaidText(prize, currency)}</DialogDescription>
          </DialogHeader>
          {needsCheck && (
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-identity`}>
                <Trans>Identity checked</Trans>
              </Label>
              <Textarea
                id={`${id}-identity`}
                value={checked}
                maxLength={300}
                onChange={(event) => setChecked(event.target.value)}
                aria-describedby={`${id}-identity-hint`}
              />
              <p id={`${id}-identity-hint`} className="text-muted-foreground text-sm">
                <Trans>
                  The winner's identity isn't verified yet. Check a document's name and date of birth against their
                  profile, and say what you checked: it is kept with the payout.
                </Trans>
              </p>
            </div>
          )}
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>
              <Trans>Reference</Trans>
            </Label>
            <Input
              id={id}
              value={reference}
              maxLength={100}
              onChange={(event) => setReference(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
          <DialogActions onCancel={onClose} pending={markPaid.isPending}>
            <Trans>Mark as paid</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Who got the top 10%'s credits, once settled. */
function CreditPrizes({ tournamentId, pool }: { tournamentId: string; pool: PrizePool }) {
  return (
    <section aria-labelledby={`credit-prizes-${tournamentId}`} className="flex flex-col gap-2">
      <h3 id={`credit-prizes-${tournamentId}`} className="font-semibold">
        <Trans>Credit prizes (top 10%)</Trans>
      </h3>
      {pool.creditPrizes.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {pool.settled
            ? t`No credit prize was given.`
            : t`None yet: the top 10% are credited once the tournament is settled.`}
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Fan (rank)</Trans>
              </TableHead>
              <TableHead>
                <Trans>Credits</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pool.creditPrizes.map((prize) => (
              <TableRow key={prize.userId}>
                <TableCell className="break-all">
                  {prize.username ?? t`Deleted user`}
                  {prize.rank !== null && <span className="text-muted-foreground"> ({prize.rank})</span>}
                </TableCell>
                <TableCell className="tabular-nums">{creditsLabel(prize.credits)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** A tournament's money in the back office: fee, pool, the 60 / 30 / 10 split, the cash prizes owed and who got the credits. */
/** What the split's figures are under each prize model: the pool's shares, or the fixed prizes and the fees. */
const SPLIT_LABELS = {
  POOL: () => ({
    winner: t`Winner (60%, cash)`,
    platform: t`Platform (30% and remainders)`,
    credits: t`Top 10% (10%, as credits)`,
  }),
  FIXED: () => ({
    winner: t`Cash prizes (fixed, by the ranks)`,
    platform: t`Platform (the entry fees)`,
    credits: t`Credit prizes (fixed, by the ranks)`,
  }),
  FREE: () => ({ winner: t`Cash prizes (none)`, platform: t`Platform`, credits: t`Credit prizes (none)` }),
} satisfies Record<PrizeModel, () => { winner: string; platform: string; credits: string }>;

export function PrizePoolCard({ tournamentId, model }: { tournamentId: string; model: PrizeModel }) {
  const labels = SPLIT_LABELS[model]();
  const pool = usePrizePool(tournamentId);
  const currency = useCurrency();
  const [paying, setPaying] = useState<Prize | null>(null);

  return (
    <Card className="mb-8">
      <CardHeader>
        <CardTitle>
          <Trans>Entry fee and prize pool</Trans>
        </CardTitle>
        <CardDescription>
          {pool.data?.settled
            ? t`Settled: the pool has been paid out as below.`
            : t`Projected from the paid entries so far; settled when the dispute window ends.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {pool.isPending ? (
          <Spinner />
        ) : pool.isError ? (
          <ErrorAlert title={t`Error loading the prize pool`}>{errorMessage(pool.error)}</ErrorAlert>
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
              <DetailItem
                label={t`Entry fee`}
                value={
                  <EntryFee tournamentId={tournamentId} fee={pool.data.entryFee} fixed={pool.data.paidEntries > 0} />
                }
              />
              <DetailItem label={t`Paid entries`} value={pool.data.paidEntries} />
              <DetailItem
                label={t`Pool`}
                value={`${creditsLabel(pool.data.poolCredits)} (${formatMoney(pool.data.poolCents, currency)})`}
              />
              <DetailItem label={labels.winner} value={formatMoney(pool.data.split.winnerCents, currency)} />
              <DetailItem label={labels.platform} value={formatMoney(pool.data.split.platformCents, currency)} />
              <DetailItem label={labels.credits} value={creditsLabel(pool.data.split.topFinishersCredits)} />
            </dl>
            <section aria-labelledby={`prizes-${tournamentId}`} className="flex flex-col gap-2">
              <h3 id={`prizes-${tournamentId}`} className="font-semibold">
                <Trans>Cash prizes</Trans>
              </h3>
              {pool.data.prizes.length === 0 ? (
                <p className="text-muted-foreground text-sm">
                  {pool.data.settled
                    ? t`No cash prize was owed.`
                    : t`None yet: prizes are owed once the tournament is settled.`}
                </p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>
                        <Trans>Fan (rank)</Trans>
                      </TableHead>
                      <TableHead>
                        <Trans>Amount</Trans>
                      </TableHead>
                      <TableHead>
                        <Trans>Status</Trans>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {pool.data.prizes.map((prize) => (
                      <TableRow key={prize.id}>
                        <TableCell className="break-all">
                          {prize.username ?? t`Deleted user`}{' '}
                          <span className="text-muted-foreground">({prize.rank})</span>
                        </TableCell>
                        <TableCell className="tabular-nums">{formatMoney(prize.cents, currency)}</TableCell>
                        <TableCell>
                          {prize.paidAt ? (
                            <span className="text-sm">
                              <Trans>
                                Paid {formatDay(prize.paidAt)} · <span className="font-mono">{prize.reference}</span>
                              </Trans>
                            </span>
                          ) : prize.held ? (
                            <p className="text-sm">
                              <Trans>
                                Held: the account is under review as a possible second account, or marked as one that
                                never wins.{' '}
                                <Link
                                  to={paths.admin.accountReviews.getHref()}
                                  className="underline underline-offset-4"
                                >
                                  Decide it under Account reviews
                                </Link>
                              </Trans>
                            </p>
                          ) : (
                            <Button size="sm" onClick={() => setPaying(prize)}>
                              <Banknote aria-hidden="true" />
                              <Trans>Mark as paid</Trans>
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </section>
            <CreditPrizes tournamentId={tournamentId} pool={pool.data} />
          </>
        )}
      </CardContent>
      <MarkPaidDialog tournamentId={tournamentId} prize={paying} onClose={() => setPaying(null)} />
    </Card>
  );
}

/** What the admin confirms paying: the amount, to whom, and what to enter. */
function markAsPaidText(prize: Prize, currency: string): string {
  const amount = formatMoney(prize.cents, currency);
  const rank = prize.rank;
  return prize.username
    ? t`${amount} to ${prize.username} (rank ${rank}). Enter the reference of the bank transfer or payout.`
    : t`${amount} to a deleted user (rank ${rank}). Enter the reference of the bank transfer or payout.`;
}
