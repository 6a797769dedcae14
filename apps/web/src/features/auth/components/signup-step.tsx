import { UserPlus } from 'lucide-react';
import { AuthSubmit } from './auth-submit';
import { NewPasswordFields, useNewPasswordForm } from './new-password-fields';

/** The sign-up step: choose a password (the spec's strength rules) and confirm it. */
export function SignupStep({ email, onSubmit }: { email: string; onSubmit: (password: string) => Promise<void> }) {
  const form = useNewPasswordForm();
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => onSubmit(password));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields form={form} label="Password" confirmLabel="Confirm Password" />
      <AuthSubmit pending={isSubmitting} pendingLabel="Creating account..." icon={UserPlus}>
        Create Account
      </AuthSubmit>
    </form>
  );
}
