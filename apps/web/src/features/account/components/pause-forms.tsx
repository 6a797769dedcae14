import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type PlayPause, SELF_EXCLUSION_MONTHS } from '@squash/core';
import { PauseCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { useTakePause } from '../api/responsible-play';

/** The breaks offered: a day to six weeks (core's BREAK_DAYS). */
const BREAK_CHOICES = [1, 3, 7, 14, 21, 28, 42] as const;
const FOR_GOOD = 'permanent';

const breakLabel = (days: number) =>
  days % 7 === 0 && days > 7
    ? plural(days / 7, { one: '# week', other: '# weeks' })
    : plural(days, { one: '# day', other: '# days' });
const exclusionLabel = (months: number) =>
  months < 12
    ? plural(months, { one: '# month', other: '# months' })
    : plural(months / 12, { one: '# year', other: '# years' });

/** A break or exclusion in force: until when, and that it can't be ended early. */
export function PauseInForce({ pause }: { pause: PlayPause }) {
  const until = pause.until ? formatMoment(pause.until) : null;
  return (
    <Alert>
      <PauseCircle aria-hidden="true" />
      <AlertTitle>
        {pause.kind === 'break' ? <Trans>You are taking a break</Trans> : <Trans>You have excluded yourself</Trans>}
      </AlertTitle>
      <AlertDescription>
        {until ? (
          <Trans>
            Until {until}: buying credits and paid entries are closed, and we send you no invitations to play. It can't
            be ended early, by you or by us. You can still sign in, see your history and download your data.
          </Trans>
        ) : (
          <Trans>
            For good: buying credits and paid entries are closed, and we send you no invitations to play. You can still
            sign in, see your history and download your data.
          </Trans>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** Taking a break, or excluding oneself: each asks first, saying what it does and that it can't be undone. */
export function PauseForms() {
  const take = useTakePause();
  const breakId = useId();
  const exclusionId = useId();
  const [days, setDays] = useState<number>(7);
  const [months, setMonths] = useState<string>('6');
  const done = (refunded: number) =>
    toast.success(t`Paid play is closed`, {
      description:
        refunded > 0
          ? plural(refunded, { one: '# paid entry was refunded.', other: '# paid entries were refunded.' })
          : undefined,
    });
  const takeBreak = () =>
    take.mutate({ break: { days } }, { onSuccess: ({ refundedEntries }) => done(refundedEntries) });
  const exclude = () => {
    const chosen = SELF_EXCLUSION_MONTHS.find((choice) => String(choice) === months);
    take.mutate(
      { exclusion: chosen ? { months: chosen } : { permanent: true } },
      { onSuccess: ({ refundedEntries }) => done(refundedEntries) },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {take.isError && <ErrorAlert>{errorMessage(take.error)}</ErrorAlert>}
      <div className="flex flex-col gap-2">
        <Label htmlFor={breakId}>
          <Trans>Take a break</Trans>
        </Label>
        <div className="flex flex-wrap items-center gap-3">
          <NativeSelect
            id={breakId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className="w-40"
          >
            {BREAK_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {breakLabel(choice)}
              </option>
            ))}
          </NativeSelect>
          <ConfirmDialog
            title={t`Take a break of ${breakLabel(days)}?`}
            description={t`Buying credits and paid entries close now, for ${breakLabel(days)}, and your paid entries in tournaments that haven't started are refunded. A break can't be ended early, by you or by us.`}
            action={t`Take the break`}
            onConfirm={takeBreak}
          >
            <Button type="button" variant="outline" disabled={take.isPending}>
              <Trans>Take a break</Trans>
            </Button>
          </ConfirmDialog>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={exclusionId}>
          <Trans>Exclude yourself</Trans>
        </Label>
        <div className="flex flex-wrap items-center gap-3">
          <NativeSelect
            id={exclusionId}
            value={months}
            onChange={(event) => setMonths(event.target.value)}
            className="w-40"
          >
            {SELF_EXCLUSION_MONTHS.map((choice) => (
              <option key={choice} value={String(choice)}>
                {exclusionLabel(choice)}
              </option>
            ))}
            <option value={FOR_GOOD}>{t`For good`}</option>
          </NativeSelect>
          <ConfirmDialog
            title={t`Exclude yourself from paid play?`}
            description={t`Buying credits and paid entries close now and until the end you chose, and your paid entries in tournaments that haven't started are refunded. An exclusion can't be ended early, by you or by us.`}
            action={t`Exclude me`}
            destructive
            onConfirm={exclude}
          >
            <Button type="button" variant="outline" disabled={take.isPending}>
              <Trans>Exclude yourself</Trans>
            </Button>
          </ConfirmDialog>
        </div>
      </div>
    </div>
  );
}
