import { zodResolver } from '@hookform/resolvers/zod';
import { type FeedbackRequest, FeedbackRequestSchema } from '@squash/core';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { type FieldError, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PendingButton } from '@/components/pending-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSendFeedback } from '../api/send-feedback';

const EMPTY: FeedbackRequest = { name: '', email: '', message: '' };
const FIELDS: ReadonlyArray<Path<FeedbackRequest>> = ['name', 'email', 'message'];

/** The spec's Contact Us form: name, email and message, all required; a toast tells how it went. */
export function ContactForm() {
  const id = useId();
  const sendFeedback = useSendFeedback();
  const form = useForm({ resolver: zodResolver(FeedbackRequestSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

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
      toast.error('Error', {
        description: error instanceof Error && error.message ? error.message : 'Failed to send feedback',
      });
      return;
    }
    toast.success('Message Sent', { description: "We'll get back to you soon!" });
    form.reset(EMPTY);
  });

  const describedBy = (field: keyof FeedbackRequest, error: FieldError | undefined) =>
    error ? `${id}-${field}-error` : undefined;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name', errors.name)}
          {...form.register('name')}
        />
        <FieldMessage id={`${id}-name-error`} error={errors.name} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', errors.email)}
          {...form.register('email')}
        />
        <FieldMessage id={`${id}-email-error`} error={errors.email} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          rows={6}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', errors.message)}
          {...form.register('message')}
        />
        <FieldMessage id={`${id}-message-error`} error={errors.message} />
      </div>
      <PendingButton
        type="submit"
        size="lg"
        className="w-full sm:w-fit"
        pending={form.formState.isSubmitting}
        pendingLabel="Sending..."
        icon={Send}
      >
        Send Message
      </PendingButton>
    </form>
  );
}

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {error.message}
    </p>
  );
}
