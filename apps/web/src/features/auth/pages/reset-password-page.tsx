import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Unlink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/button-link';
import { FormField } from '@/components/form-field';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { AuthIcon, AuthShell } from '../components/auth-shell';
import { AuthSubmit } from '../components/auth-submit';
import { PasswordInput } from '../components/password-input';
import { PasswordRules } from '../components/password-rules';
import { authErrorCode, authErrorMessage, UNEXPECTED_ERROR } from '../utils/auth-errors';
import { NewPasswordFormSchema } from '../utils/new-password-form';

type LinkState = 'unknown' | 'valid' | 'invalid';

/**
 * The spec's /reset-password. The mailed link passes through better-auth first, which checks the token
 * and lands here with `?token=` (valid so far) or `?error=INVALID_TOKEN`. A token is only spent on submit,
 * so one that expired meanwhile is caught then and switches to the invalid screen.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [state, setState] = useState<LinkState>('unknown');

  useEffect(() => {
    setState(token && !linkError ? 'valid' : 'invalid');
  }, [token, linkError]);

  if (state === 'unknown') {
    return (
      <AuthShell documentTitle="Reset Password" title="Reset Your Password">
        <Spinner label="Verifying reset link..." className="py-4" />
      </AuthShell>
    );
  }

  if (state === 'invalid' || !token) {
    return (
      <AuthShell
        documentTitle="Invalid Reset Link"
        title="Invalid Reset Link"
        icon={<AuthIcon icon={Unlink} tone="destructive" />}
        description="This password reset link is invalid or has expired. Please request a new one."
      >
        <ButtonLink to={paths.forgotPassword.getHref()} size="lg" className="w-full">
          Request New Reset Link
        </ButtonLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      documentTitle="Reset Password"
      title="Reset Your Password"
      description="Enter your new password below"
      icon={<AuthIcon icon={KeyRound} />}
    >
      <ResetPasswordForm token={token} onInvalidToken={() => setState('invalid')} />
    </AuthShell>
  );
}

function ResetPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting, errors } = form.formState;
  const password = form.watch('password');

  const submit = form.handleSubmit(async ({ password: newPassword }) => {
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (error) {
        toast.error('Password reset failed', { description: authErrorMessage(error) });
        if (authErrorCode(error) === 'INVALID_TOKEN') onInvalidToken();
        return;
      }
    } catch {
      toast.error('Password reset failed', { description: UNEXPECTED_ERROR });
      return;
    }
    toast.success('Password updated successfully', { description: 'You can now sign in with your new password' });
    await navigate(paths.home.getHref());
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <FormField
        id={`${id}-password`}
        label="New Password"
        error={errors.password?.message}
        hint={<PasswordRules password={password} />}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" autoFocus required {...form.register('password')} />
        )}
      </FormField>
      <FormField id={`${id}-confirm`} label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" required {...form.register('confirmPassword')} />
        )}
      </FormField>
      <AuthSubmit pending={isSubmitting} pendingLabel="Updating...">
        Update Password
      </AuthSubmit>
    </form>
  );
}
