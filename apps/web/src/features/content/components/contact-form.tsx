import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type FeedbackRequest, FeedbackRequestSchema } from '@squash/core';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EmailField } from '@/components/email-field';
import { FormField } from '@/components/form-field';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useSendFeedback } from '../api/send-feedback';

const EMPTY: FeedbackRequest = { name: '', email: '', message: '' };
const FIELDS: ReadonlyArray<Path<FeedbackRequest>> = ['name', 'email', 'message'];

/** The spec's Contact Us form: name, email and message, all required; a toast tells how it went. */
export function ContactForm() {
  const sendFeedback = useSendFeedback();
  // A signed-in fan's email is filled in (they can still change it), also when their profile arrives later.
  const email = useCurrentUser()?.email ?? '';
  const form = useForm({ resolver: zodResolver(FeedbackRequestSchema), defaultValues: { ...EMPTY, email } });
  useEffect(() => {
    if (email && !form.getFieldState('email').isDirty && !form.getValues('email')) form.setValue('email', email);
  }, [email, form]);
  const { errors } = form.formState;
  // Registered in the form's order: a failed submit focuses the first registered field in error.
  const fields = { name: form.register('name'), email: form.register('email'), message: form.register('message') };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendFeedback.mutateAsync(values);
    } catch (error) {
      // The server's own field messages go under the fields, as the browser-side ones do.
      if (error instanceof ApiError && error.fields) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      }
      toast.error(t`Error`, {
        description: error instanceof Error && error.message ? error.message : t`Failed to send feedback`,
      });
      return;
    }
    toast.success(t`Message Sent`, { description: t`We'll get back to you soon!` });
    form.reset({ ...EMPTY, email });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormField label={t`Name`} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" required {...fields.name} />}
      </FormField>
      <EmailField error={errors.email?.message} registration={fields.email} />
      <FormField label={t`Message`} error={errors.message?.message}>
        {(control) => <Textarea {...control} rows={6} required {...fields.message} />}
      </FormField>
      <PendingButton
        type="submit"
        size="lg"
        className="w-full sm:w-fit"
        pending={form.formState.isSubmitting}
        pendingLabel={t`Sending...`}
        icon={Send}
      >
        <Trans>Send Message</Trans>
      </PendingButton>
    </form>
  );
}
