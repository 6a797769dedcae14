import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type Jurisdiction, MINIMUM_AGES } from '@squash/core';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSavePlace } from '../api/places';

/** Adds a place to the table, or changes one (`place`): every save is in the audit log. */
export function PlaceForm({ place, onSaved }: { place: Jurisdiction | null; onSaved: () => void }) {
  const save = useSavePlace();
  const id = useId();
  const [code, setCode] = useState(place?.code ?? '');
  const [paidPools, setPaidPools] = useState(place?.paidPools ?? false);
  const [poolBasis, setPoolBasis] = useState(place?.poolBasis ?? '');
  const [fixedPrizes, setFixedPrizes] = useState(place?.fixedPrizes ?? true);
  const [minimumAge, setMinimumAge] = useState<string>(String(place?.minimumAge ?? 18));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const age = MINIMUM_AGES.find((choice) => String(choice) === minimumAge) ?? 18;
    try {
      await save.mutateAsync({
        code: code.trim().toUpperCase(),
        paidPools,
        poolBasis: poolBasis.trim() || null,
        fixedPrizes,
        minimumAge: age,
      });
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? error.fields : {});
      return;
    }
    setErrors({});
    toast.success(t`Place saved`);
    onSaved();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={place ? t`Change ${place.code}` : t`Add a place`}
    >
      {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
        <ErrorAlert>{errorMessage(save.error)}</ErrorAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-code`}
          label={t`Place`}
          error={errors.code}
          hint={t`A country (AU), a region of Australia, Canada or the United States (US-NJ), or * for everywhere else.`}
        >
          {(control) => (
            <Input
              {...control}
              value={code}
              disabled={place !== null}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-age`} label={t`Minimum age`} error={errors.minimumAge}>
          {(control) => (
            <NativeSelect {...control} value={minimumAge} onChange={(event) => setMinimumAge(event.target.value)}>
              {MINIMUM_AGES.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-pools`}
          checked={paidPools}
          onCheckedChange={(checked) => setPaidPools(checked === true)}
        />
        <Label htmlFor={`${id}-pools`}>
          <Trans>Paid pools (prizes from the entry fees) allowed</Trans>
        </Label>
      </div>
      <FormField id={`${id}-basis`} label={t`Licence or legal basis of the paid pools`} error={errors.poolBasis}>
        {(control) => (
          <Textarea {...control} rows={2} value={poolBasis} onChange={(event) => setPoolBasis(event.target.value)} />
        )}
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-fixed`}
          checked={fixedPrizes}
          onCheckedChange={(checked) => setFixedPrizes(checked === true)}
        />
        <Label htmlFor={`${id}-fixed`}>
          <Trans>Fixed-prize competitions allowed</Trans>
        </Label>
      </div>
      <div>
        <PendingButton type="submit" pending={save.isPending}>
          <Trans>Save place</Trans>
        </PendingButton>
      </div>
    </form>
  );
}
