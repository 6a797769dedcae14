import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { EmailStatus } from '@squash/core';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { setCurrentUser, syncCurrentUser } from '@/lib/session';
import { getEmailStatus } from '../api/get-email-status';
import { AuthShell } from '../components/auth-shell';
import { EmailStep } from '../components/email-step';
import { LoginStep } from '../components/login-step';
import { SignupStep } from '../components/signup-step';
import {
  authErrorCode,
  authErrorMessage,
  isAlreadyRegistered,
  loginFailureToast,
  unexpectedError,
} from '../utils/auth-errors';
import { nextPath } from '../utils/next-path';

type Step = 'email' | 'checking' | 'login' | 'signup';

/**
 * The spec's multi-step /login: email, then a check of the email's status, then the password of an
 * existing account or a new one. 'Use a different email' starts again from nothing, failed attempts too.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUserQuery();
  // An invite link (or another page that needs a fan) sends people here with where to come back to.
  const [searchParams] = useSearchParams();
  const next = nextPath(searchParams.get('next'), paths.dashboard.getHref());
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  // Which lookup is current: an answer that arrives after 'Use a different email' is dropped.
  const lookup = useRef(0);
  // Set while this page signs someone in, so the 'already signed in' redirect doesn't race it.
  const signingIn = useRef(false);

  if (currentUser.data && !signingIn.current) return <Navigate to={next} replace />;

  const startOver = () => {
    lookup.current += 1;
    setStep('email');
    setEmail('');
    setStatus(null);
    setFailedAttempts(0);
  };

  const onEmail = async (value: string) => {
    setEmail(value);
    // The spec looks the email up only when it has an '@' (the schema has checked it already).
    if (!value.includes('@')) return;
    const current = ++lookup.current;
    setStep('checking');
    try {
      const found = await getEmailStatus(value);
      if (current !== lookup.current) return;
      setStatus(found);
      setStep(found === 'auth-user' ? 'login' : 'signup');
    } catch (error) {
      if (current !== lookup.current) return;
      toast.error(t`Error`, { description: errorMessage(error) });
      setStep('email');
    }
  };

  const failLogin = (title: string, description?: string, resend = false) => {
    setFailedAttempts((count) => count + 1);
    toast.error(title, {
      description,
      ...(resend ? { action: { label: t`Resend email`, onClick: () => void resendVerification(email, next) } } : {}),
    });
  };

  const onLogin = async (password: string) => {
    try {
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        const { title, description } = loginFailureToast(error);
        failLogin(title, description, authErrorCode(error) === 'EMAIL_NOT_VERIFIED');
        return;
      }
    } catch {
      failLogin(unexpectedError());
      return;
    }
    signingIn.current = true;
    toast.success(t`Login successful`, { description: t`Welcome back!` });
    try {
      await setCurrentUser(queryClient, await syncCurrentUser());
    } catch (error) {
      // Signed in all the same: the dashboard loads the profile itself (the API links it on any call).
      console.warn('Profile sync after sign-in failed', error);
      await queryClient.resetQueries();
    }
    await navigate(next);
  };

  const onSignup = async (password: string) => {
    const outcome = await createAccount(email, password, next);
    if (outcome === 'exists') setStep('login');
    if (outcome === 'created') await navigate(paths.home.getHref());
  };

  if (step === 'email') {
    return (
      <AuthShell
        documentTitle={t`Sign In`}
        title={t`Sign in or sign up`}
        description={t`Enter your email to sign in, or to create your account.`}
      >
        <EmailStep defaultEmail={email} onSubmit={(value) => void onEmail(value)} />
      </AuthShell>
    );
  }

  if (step === 'checking') {
    return (
      <AuthShell documentTitle={t`Sign In`} title={t`Checking your email`} description={<EmailBadge email={email} />}>
        <Spinner label={t`Checking...`} className="py-6" />
        <UseDifferentEmail onClick={startOver} />
      </AuthShell>
    );
  }

  if (step === 'login') {
    return (
      <AuthShell documentTitle={t`Sign In`} title={t`Welcome back`} description={<EmailBadge email={email} />}>
        <LoginStep email={email} failedAttempts={failedAttempts} onSubmit={onLogin} />
        <UseDifferentEmail onClick={startOver} />
      </AuthShell>
    );
  }

  return <SignupShell email={email} migrated={status === 'user'} onSubmit={onSignup} onStartOver={startOver} />;
}

/**
 * Creates the account (the verification mail's link signs the fan in and opens `next`), saying how it went
 * in a toast: 'exists' when the email turned out to have an account already (sign in instead).
 */
async function createAccount(email: string, password: string, next: string): Promise<'created' | 'exists' | 'failed'> {
  try {
    const { error } = await authClient.signUp.email({ email, password, name: '', callbackURL: next });
    if (error) {
      if (isAlreadyRegistered(error)) {
        toast.error(t`Account already exists`, { description: t`Please sign in with your password` });
        return 'exists';
      }
      toast.error(t`Signup failed`, { description: authErrorMessage(error) });
      return 'failed';
    }
  } catch {
    toast.error(t`Signup failed`, { description: unexpectedError() });
    return 'failed';
  }
  toast.success(t`Account created`, { description: t`Please check your email to verify your account` });
  return 'created';
}

/** The last step for a new account: a password, and for a migrated profile the word that its history comes along. */
function SignupShell({
  email,
  migrated,
  onSubmit,
  onStartOver,
}: {
  email: string;
  migrated: boolean;
  onSubmit: (password: string) => Promise<void>;
  onStartOver: () => void;
}) {
  return (
    <AuthShell
      documentTitle={t`Create Account`}
      title={t`Create your account`}
      description={
        <div className="flex flex-col items-center gap-3">
          <EmailBadge email={email} />
          {migrated && (
            <p className="rounded-lg border border-primary/30 bg-primary/5 px-3 py-2 text-sm text-foreground">
              <Trans>
                We found your tipping history from our previous site. Choose a password, and it comes with you.
              </Trans>
            </p>
          )}
        </div>
      }
    >
      <SignupStep email={email} onSubmit={onSubmit} />
      <UseDifferentEmail onClick={onStartOver} />
    </AuthShell>
  );
}

async function resendVerification(email: string, callbackURL: string) {
  const { error } = await authClient.sendVerificationEmail({ email, callbackURL });
  if (error) toast.error(t`Error`, { description: authErrorMessage(error) });
  else toast.success(t`Email sent`, { description: t`Check your email for the verification link` });
}

function EmailBadge({ email }: { email: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-2 rounded-full border bg-muted px-3 py-1 text-sm font-medium text-foreground">
      <MailCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span className="truncate">{email}</span>
    </span>
  );
}

function UseDifferentEmail({ onClick }: { onClick: () => void }) {
  return (
    <div className="mt-4 text-center">
      <Button variant="link" onClick={onClick}>
        <Trans>Use a different email</Trans>
      </Button>
    </div>
  );
}
