import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { KeyRound, Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/button-link';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { getResetTokenStatus } from '../api/get-reset-token-status';
import { AuthIcon, AuthShell } from '../components/auth-shell';
import { AuthSubmit } from '../components/auth-submit';
import { NewPasswordFields, useNewPasswordForm } from '../components/new-password-fields';
import { authErrorCode, authErrorMessage, unexpectedError } from '../utils/auth-errors';

type LinkState = 'unknown' | 'valid' | 'invalid';

/**
 * The spec's /reset-password: 'Verifying reset link...' while the token is checked (the mailed link
 * passes through better-auth, which lands here with `?token=` or `?error=INVALID_TOKEN`; a link typed or
 * kept is asked about too), then the form or 'Invalid Reset Link'. A token is only spent on submit, so
 * one that expires meanwhile is caught then and switches to the invalid screen.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [state, setState] = useState<LinkState>('unknown');

  useEffect(() => {
    if (!token || linkError) {
      setState('invalid');
      return;
    }
    // The token is checked before the form shows. If the check itself can't be made, the form shows and
    // the reset decides (an invalid token still switches to the invalid screen then).
    const controller = new AbortController();
    setState('unknown');
    getResetTokenStatus(token, controller.signal).then(
      (valid) => setState(valid ? 'valid' : 'invalid'),
      () => {
        if (!controller.signal.aborted) setState('valid');
      },
    );
    return () => controller.abort();
  }, [token, linkError]);

  if (state === 'unknown') {
    return (
      <AuthShell documentTitle={t`Reset Password`} title={t`Reset Your Password`}>
        <Spinner label={t`Verifying reset link...`} className="py-4" />
      </AuthShell>
    );
  }

  if (state === 'invalid' || !token) {
    return (
      <AuthShell
        documentTitle={t`Invalid Reset Link`}
        title={t`Invalid Reset Link`}
        icon={<AuthIcon icon={Unlink} tone="destructive" />}
        description={t`This password reset link is invalid or has expired. Please request a new one.`}
      >
        <ButtonLink to={paths.forgotPassword.getHref()} size="lg" className="w-full">
          <Trans>Request New Reset Link</Trans>
        </ButtonLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      documentTitle={t`Reset Password`}
      title={t`Reset Your Password`}
      description={t`Enter your new password below`}
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
        toast.error(t`Password reset failed`, { description: authErrorMessage(error) });
        if (authErrorCode(error) === 'INVALID_TOKEN') onInvalidToken();
        return;
      }
    } catch {
      toast.error(t`Password reset failed`, { description: unexpectedError() });
      return;
    }
    toast.success(t`Password updated successfully`, { description: t`You can now sign in with your new password` });
    await navigate(paths.home.getHref());
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <NewPasswordFields form={form} label={t`New Password`} confirmLabel={t`Confirm New Password`} />
      <AuthSubmit pending={isSubmitting} pendingLabel={t`Updating...`}>
        <Trans>Update Password</Trans>
      </AuthSubmit>
    </form>
  );
}
