import { KeyRound, Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/button-link';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { AuthIcon, AuthShell } from '../components/auth-shell';
import { AuthSubmit } from '../components/auth-submit';
import { NewPasswordFields, useNewPasswordForm } from '../components/new-password-fields';
import { authErrorCode, authErrorMessage, UNEXPECTED_ERROR } from '../utils/auth-errors';

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
  const navigate = useNavigate();
  const form = useNewPasswordForm();
  const { isSubmitting } = form.formState;

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
      <NewPasswordFields form={form} label="New Password" confirmLabel="Confirm New Password" />
      <AuthSubmit pending={isSubmitting} pendingLabel="Updating...">
        Update Password
      </AuthSubmit>
    </form>
  );
}
