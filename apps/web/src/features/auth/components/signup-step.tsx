import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
      <NewPasswordFields form={form} label={t`Password`} confirmLabel={t`Confirm Password`} />
      <AuthSubmit pending={isSubmitting} pendingLabel={t`Creating account...`} icon={UserPlus}>
        <Trans>Create Account</Trans>
      </AuthSubmit>
    </form>
  );
}
