import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from '@lingui/react/macro';
import { EmailSchema } from '@squash/core';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailField } from '@/components/email-field';
import { Button } from '@/components/ui/button';

const EmailFormSchema = z.object({ email: EmailSchema });

/** Step one of /login: the email address, which decides between signing in and signing up. */
export function EmailStep({ defaultEmail, onSubmit }: { defaultEmail: string; onSubmit: (email: string) => void }) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: defaultEmail } });
  const submit = form.handleSubmit(({ email }) => onSubmit(email));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <EmailField
        autoFocus
        id={`${id}-email`}
        error={form.formState.errors.email?.message}
        registration={form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full">
        <Trans>Continue</Trans>
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
