import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

/** The email field of the sign-in and reset forms: focused first, with the browser's email keyboard and autofill. */
export function EmailField({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'email'>;
}) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          required
          placeholder="you@example.com"
          {...registration}
        />
      )}
    </FormField>
  );
}
