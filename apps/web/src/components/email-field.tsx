import { t } from '@lingui/core/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/**
 * An email field with the browser's email keyboard and autofill; `autoFocus` where it is the form's first
 * question (sign-in, reset).
 */
export function EmailField({
  id,
  error,
  registration,
  autoFocus = false,
}: {
  id?: string;
  error: string | undefined;
  autoFocus?: boolean;
  registration: UseFormRegisterReturn<'email'>;
}) {
  return (
    <FormField id={id} label={t`Email`} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={autoFocus}
          required
          placeholder={t`you@example.com`}
          {...registration}
        />
      )}
    </FormField>
  );
}
