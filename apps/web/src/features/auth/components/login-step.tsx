import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LoginPasswordSchema } from '@squash/core';
import { LogIn } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField } from '@/components/form-field';

import { paths } from '@/config/paths';
import { AuthSubmit } from './auth-submit';
import { PasswordInput } from './password-input';

const LoginFormSchema = z.object({ password: LoginPasswordSchema });

/**
 * The password step for an email that has an account. The 'Forgot your password?' link shows only after a
 * failed attempt (the spec), carrying the email to the reset form.
 */
export function LoginStep({
  email,
  failedAttempts,
  onSubmit,
}: {
  email: string;
  failedAttempts: number;
  onSubmit: (password: string) => Promise<void>;
}) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(LoginFormSchema), defaultValues: { password: '' } });
  const { isSubmitting, errors } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => onSubmit(password));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {/* For password managers: the account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        id={`${id}-password`}
        label={t`Password`}
        error={errors.password?.message}
        action={
          failedAttempts > 0 && (
            <Link
              to={paths.forgotPassword.getHref(email)}
              className="rounded text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Trans>Forgot your password?</Trans>
            </Link>
          )
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            autoFocus
            required
            {...form.register('password')}
          />
        )}
      </FormField>
      <AuthSubmit pending={isSubmitting} pendingLabel={t`Signing in...`} icon={LogIn}>
        <Trans>Sign In</Trans>
      </AuthSubmit>
    </form>
  );
}
