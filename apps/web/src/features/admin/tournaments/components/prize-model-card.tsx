import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { FixedPrize, PrizeModel } from '@squash/core';
import { CREDIT_UNIT, PRIZE_MODELS } from '@squash/core/rules';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/error-alert';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { creditsLabel, ordinal } from '@/lib/labels';
import { useCurrency } from '@/lib/site-config';
import type { AdminTournamentDetail } from '../api/get-tournament';
import { useUpdateTournament } from '../api/update-tournament';

const MODELS: Record<PrizeModel, () => { label: string; hint: string }> = {
  POOL: () => ({
    label: t`Prize pool of the entry fees`,
    hint: t`60% to the winner in cash, 10% in credits to the top 10%, 30% to the platform. Only where paid pools are allowed (Places).`,
  }),
  FIXED: () => ({
    label: t`Fixed prizes`,
    hint: t`Each place's prize, set now and unchanged by the number of entrants, funded by you or a sponsor. Allowed where fixed-prize competitions are.`,
  }),
  FREE: () => ({ label: t`Free for glory`, hint: t`No entry fee and no prize: the leaderboard is the reward.` }),
};

/** A place's prize as the form edits it: the amount as typed, in money or in credits (two decimals). */
interface PrizeRow {
  place: number;
  kind: FixedPrize['kind'];
  amount: string;
}

const asRow = (prize: FixedPrize): PrizeRow => ({
  place: prize.place,
  kind: prize.kind,
  amount: (prize.amount / (prize.kind === 'CASH' ? 100 : CREDIT_UNIT)).toFixed(2),
});

/**
 * How a tournament pays (issue 62, point 3), in the back office: chosen while it is a draft (before entries open),
 * then shown as fixed. Each change is audited with the tournament's update.
 */
export function PrizeModelCard({ tournament }: { tournament: AdminTournamentDetail }) {
  const open = tournament.status !== 'CREATING';
  return (
    <Card className="mb-8">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Prizes</Trans>
        </CardTitle>
        <CardDescription>
          {open
            ? t`Fixed when entries opened: what was promised to whoever enters can't change.`
            : t`Choose how this tournament pays before you open it for entries; it can't change after.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {open ? <PrizeModelSummary tournament={tournament} /> : <PrizeModelForm tournament={tournament} />}
      </CardContent>
    </Card>
  );
}

function PrizeModelSummary({ tournament }: { tournament: AdminTournamentDetail }) {
  const currency = useCurrency();
  const model = MODELS[tournament.prizeModel]();
  const sponsor = tournament.prizeSponsor;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium">{model.label}</p>
      <p className="text-muted-foreground">{model.hint}</p>
      {tournament.prizeModel === 'FIXED' && (
        <ul className="flex flex-col gap-1">
          {tournament.fixedPrizes.map((prize) => {
            const place = ordinal(prize.place);
            const amount = prize.kind === 'CASH' ? formatMoney(prize.amount, currency) : creditsLabel(prize.amount);
            return (
              <li key={`${prize.place}-${prize.kind}`}>
                <Trans>
                  {place}: {amount}
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
      {sponsor && (
        <p>
          <Trans>Funded by {sponsor}</Trans>
        </p>
      )}
    </div>
  );
}

function PrizeModelForm({ tournament }: { tournament: AdminTournamentDetail }) {
  const update = useUpdateTournament(tournament.id);
  const [model, setModel] = useState<PrizeModel>(tournament.prizeModel);
  const [sponsor, setSponsor] = useState(tournament.prizeSponsor ?? '');
  const [rows, setRows] = useState<PrizeRow[]>(
    tournament.fixedPrizes.length > 0 ? tournament.fixedPrizes.map(asRow) : [{ place: 1, kind: 'CASH', amount: '' }],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const prizes = rows.map((row) => ({
      place: row.place,
      kind: row.kind,
      amount: Math.round(Number(row.amount.trim()) * (row.kind === 'CASH' ? 100 : CREDIT_UNIT)),
    }));
    // An amount as typed: digits, and at most two decimals (a cent, or a hundredth of a credit).
    const wellTyped = rows.every((row) => /^\d+(\.\d{1,2})?$/.test(row.amount.trim()));
    if (model === 'FIXED' && (!wellTyped || prizes.some((prize) => !(prize.amount > 0)))) {
      setProblem(t`Give each place an amount greater than 0, with at most two decimals.`);
      return;
    }
    setProblem(null);
    update.mutate(
      {
        prizeModel: model,
        fixedPrizes: model === 'FIXED' ? prizes : [],
        prizeSponsor: model === 'FIXED' && sponsor.trim() ? sponsor.trim() : null,
        ...(model === 'FREE' ? { entryFee: 0 } : {}),
      },
      { onSuccess: () => toast.success(t`Prizes saved`) },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label={t`Prizes`}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>How it pays</Trans>
        </legend>
        {PRIZE_MODELS.map((value) => {
          const option = MODELS[value]();
          return (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-model`}
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={model === value}
                onChange={() => setModel(value)}
              />
              <span>
                <span className="font-medium">{option.label}</span>
                <span className="block text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {model === 'FIXED' && (
        <>
          <PlacesEditor rows={rows} setRows={setRows} />
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-sponsor`}>
              <Trans>Sponsor (empty: you fund the prizes)</Trans>
            </Label>
            <Input
              id={`${id}-sponsor`}
              value={sponsor}
              onChange={(event) => setSponsor(event.target.value)}
              maxLength={200}
            />
          </div>
        </>
      )}
      {problem ? (
        <ErrorAlert>{problem}</ErrorAlert>
      ) : (
        update.isError && <ErrorAlert>{errorMessage(update.error)}</ErrorAlert>
      )}
      <PendingButton type="submit" className="self-start" pending={update.isPending}>
        <Trans>Save prizes</Trans>
      </PendingButton>
    </form>
  );
}

/** Each place's prize, one row a place, added and removed from the end. */
function PlacesEditor({
  rows,
  setRows,
}: {
  rows: PrizeRow[];
  setRows: (update: (current: PrizeRow[]) => PrizeRow[]) => void;
}) {
  const currency = useCurrency();
  const id = useId();
  const setRow = (index: number, change: Partial<PrizeRow>) =>
    setRows((current) => current.map((row, n) => (n === index ? { ...row, ...change } : row)));
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t`Each place's prize`}>
        {rows.map((row, index) => (
          <li key={row.place} className="flex flex-wrap items-end gap-2">
            <span className="w-12 pb-2 text-sm font-medium">{ordinal(row.place)}</span>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-kind-${index}`}>
                <Trans>Paid in</Trans>
              </Label>
              <NativeSelect
                id={`${id}-kind-${index}`}
                value={row.kind}
                onChange={(event) => setRow(index, { kind: event.target.value === 'CREDITS' ? 'CREDITS' : 'CASH' })}
              >
                <option value="CASH">{t`Money (${currency})`}</option>
                <option value="CREDITS">{t`Credits`}</option>
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-amount-${index}`}>
                <Trans>Amount</Trans>
              </Label>
              <Input
                id={`${id}-amount-${index}`}
                inputMode="decimal"
                className="w-32"
                value={row.amount}
                onChange={(event) => setRow(index, { amount: event.target.value })}
              />
            </div>
            {rows.length > 1 && index === rows.length - 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setRows((current) => current.slice(0, -1))}
                aria-label={t`Remove the last place`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setRows((current) => [...current, { place: current.length + 1, kind: 'CASH', amount: '' }])}
      >
        <Plus aria-hidden="true" />
        <Trans>Add a place</Trans>
      </Button>
    </>
  );
}
