import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldError, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/form-field';
import { inReaderLanguage } from '@/lib/known-texts';
import { NewPasswordFormSchema } from '../utils/new-password-form';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';

type NewPasswordValues = z.infer<typeof NewPasswordFormSchema>;

/** The form of sign-up and reset: a new password by the spec's rules, and the same again. */
export function useNewPasswordForm(): UseFormReturn<NewPasswordValues> {
  return useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    // Every rule the password fails, not only the first: each gets the spec's own sentence.
    criteriaMode: 'all',
  });
}

/** The new password with its rules ticking off as it is typed, then the confirmation. */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
}: {
  form: UseFormReturn<NewPasswordValues>;
  label: string;
  confirmLabel: string;
}) {
  const id = useId();
  const { errors } = form.formState;
  return (
    <>
      <FormField
        id={`${id}-password`}
        label={label}
        error={passwordErrors(errors.password)}
        hint={<PasswordRules password={form.watch('password')} />}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" autoFocus required {...form.register('password')} />
        )}
      </FormField>
      <FormField id={`${id}-confirm`} label={confirmLabel} error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" required {...form.register('confirmPassword')} />
        )}
      </FormField>
    </>
  );
}

/**
 * The spec's message of every rule the password fails ('Password must contain…'), one per line, each in the
 * reader's language (the lines joined are no known text for the field to translate).
 */
function passwordErrors(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const messages = Object.values(error.types ?? {}).flatMap((message) =>
    typeof message === 'string'
      ? [message]
      : Array.isArray(message)
        ? message.filter((m) => typeof m === 'string')
        : [],
  );
  return messages.length > 0 ? [...new Set(messages)].map(inReaderLanguage).join('\n') : error.message;
}
