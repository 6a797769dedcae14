import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { NewPasswordFormSchema } from '../utils/new-password-form';
import { AuthSubmit } from './auth-submit';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';

/** The sign-up step: choose a password (the spec's strength rules) and confirm it. */
export function SignupStep({ email, onSubmit }: { email: string; onSubmit: (password: string) => Promise<void> }) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting, errors } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => onSubmit(password));
  const password = form.watch('password');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        id={`${id}-password`}
        label="Password"
        error={errors.password?.message}
        hint={<PasswordRules password={password} />}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" autoFocus required {...form.register('password')} />
        )}
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" required {...form.register('confirmPassword')} />
        )}
      </FormField>
      <AuthSubmit pending={isSubmitting} pendingLabel="Creating account..." icon={UserPlus}>
        Create Account
      </AuthSubmit>
    </form>
  );
}
