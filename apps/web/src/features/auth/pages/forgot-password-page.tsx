import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { EmailSchema } from '@squash/core';
import { ArrowLeft, MailCheck, RotateCcw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ButtonLink } from '@/components/button-link';
import { EmailField } from '@/components/email-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { AuthIcon, AuthShell } from '../components/auth-shell';
import { AuthSubmit } from '../components/auth-submit';
import { authErrorMessage, unexpectedError } from '../utils/auth-errors';

const ForgotPasswordFormSchema = z.object({ email: EmailSchema });

/** The spec's /forgot-password: an email form (prefilled from ?email=), then 'Check Your Email'. */
export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState(searchParams.get('email') ?? '');

  if (sentTo) {
    return (
      <AuthShell
        documentTitle={t`Check Your Email`}
        title={t`Check Your Email`}
        icon={<AuthIcon icon={MailCheck} />}
        description={
          <>
            <Trans>
              If an account exists for <span className="font-semibold text-foreground">{sentTo}</span>, we've sent a
              link to reset its password. It works for one hour.
            </Trans>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Button variant="outline" size="lg" onClick={() => setSentTo(null)}>
            <RotateCcw aria-hidden="true" />
            <Trans>Try Again</Trans>
          </Button>
          <ButtonLink to={paths.login.getHref()} size="lg" icon={ArrowLeft}>
            <Trans>Back to Login</Trans>
          </ButtonLink>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      documentTitle={t`Forgot Password`}
      title={t`Forgot your password?`}
      description={t`Enter your email and we'll send you a link to choose a new one.`}
      footer={
        <Link
          to={paths.login.getHref()}
          className="inline-flex items-center gap-1.5 rounded font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to Login</Trans>
        </Link>
      }
    >
      <ForgotPasswordForm
        defaultEmail={email}
        onSent={(address) => {
          setEmail(address);
          setSentTo(address);
        }}
      />
    </AuthShell>
  );
}

function ForgotPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(ForgotPasswordFormSchema), defaultValues: { email: defaultEmail } });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword.getHref() });
      if (error) {
        toast.error(t`Error`, { description: authErrorMessage(error) });
        return;
      }
    } catch {
      toast.error(t`Error`, { description: unexpectedError() });
      return;
    }
    toast.success(t`Email sent`, { description: t`Check your email for password reset instructions` });
    onSent(email);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <EmailField autoFocus id={`${id}-email`} error={errors.email?.message} registration={form.register('email')} />
      <AuthSubmit pending={isSubmitting} pendingLabel={t`Sending...`} icon={Send}>
        <Trans>Send Reset Link</Trans>
      </AuthSubmit>
    </form>
  );
}
