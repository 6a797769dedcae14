import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UpdateUserRequest, UserDetails } from '@squash/core';
import { COUNTRY_CODES, REGIONS } from '@squash/core/rules';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/error-alert';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { currentIntlLocale } from '@/lib/i18n';
import { useUpdateUser } from '../api/update-user';

/** Whether the fan still has to say when they were born or where they live before paying (issue 62). */
export const paidPlayMissing = (user: Pick<UserDetails, 'dateOfBirth' | 'country'>) =>
  !user.dateOfBirth || !user.country;

type Field = 'dateOfBirth' | 'country' | 'region';

/** Every country, named in the reader's language and in its order. */
function useCountries() {
  const locale = currentIntlLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const collator = new Intl.Collator(locale);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [locale]);
}

const regionsOf = (country: string) =>
  Object.entries((REGIONS as Record<string, Record<string, string>>)[country] ?? {}).sort(([, a], [, b]) =>
    a.localeCompare(b),
  );

/**
 * What paid play asks of a fan (issue 62): their date of birth, the country they live in and, in Australia,
 * Canada and the United States, their state or province. The server checks them at every purchase, paid entry
 * and prize against where the operator may run paid competitions.
 */
export function PaidPlayForm({
  user,
  onSaved,
  submitLabel,
}: {
  user: UserDetails;
  onSaved?: () => void;
  submitLabel?: string;
}) {
  const updateUser = useUpdateUser();
  const countries = useCountries();
  const formId = useId();
  const [values, setValues] = useState({
    dateOfBirth: user.dateOfBirth ?? '',
    country: user.country ?? '',
    region: user.region ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const regions = regionsOf(values.country);
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!values.dateOfBirth) missing.dateOfBirth = t`Enter your date of birth`;
    if (!values.country) missing.country = t`Choose the country you live in`;
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      document.getElementById(`${formId}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    const changes: UpdateUserRequest = {
      dateOfBirth: values.dateOfBirth,
      country: values.country,
      region: regions.length > 0 && values.region ? values.region : null,
    };
    try {
      await updateUser.mutateAsync(changes);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      return;
    }
    toast.success(t`Saved`);
    onSaved?.();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`About you, for paid play`}>
      {updateUser.isError && !(updateUser.error instanceof ApiError && updateUser.error.fields) && (
        <ErrorAlert>{errorMessage(updateUser.error)}</ErrorAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${formId}-dateOfBirth`} label={t`Date of birth`} error={errors.dateOfBirth}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="dateOfBirth"
              autoComplete="bday"
              min="1900-01-01"
              max={today}
              value={values.dateOfBirth}
              onChange={(event) => setValues({ ...values, dateOfBirth: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${formId}-country`} label={t`Country you live in`} error={errors.country}>
          {(control) => (
            <NativeSelect
              {...control}
              name="country"
              autoComplete="country"
              value={values.country}
              onChange={(event) => setValues({ ...values, country: event.target.value, region: '' })}
            >
              <option value="">{t`Choose a country`}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {regions.length > 0 && (
          <FormField
            id={`${formId}-region`}
            label={t`State or province`}
            error={errors.region}
            hint={<Trans>Where the law differs from one state to the next, paid play depends on yours.</Trans>}
          >
            {(control) => (
              <NativeSelect
                {...control}
                name="region"
                autoComplete="address-level1"
                value={values.region}
                onChange={(event) => setValues({ ...values, region: event.target.value })}
              >
                <option value="">{t`Choose a state or province`}</option>
                {regions.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      </div>
      <div>
        <PendingButton type="submit" pending={updateUser.isPending}>
          {submitLabel ?? t`Save`}
        </PendingButton>
      </div>
    </form>
  );
}
