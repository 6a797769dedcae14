import { type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';
import { inReaderLanguage } from '@/lib/known-texts';

/**
 * A labelled control with its validation message underneath. `children` receives the props that tie the
 * control to its label and message (id, aria-invalid, aria-describedby). Without an `id`, one is made.
 */
export function FormField({
  id: givenId,
  label,
  error,
  hint,
  action,
  children,
}: {
  id?: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something on the label's line, at its end (a 'Forgot your password?' link). */
  action?: ReactNode;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-5 items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error && (
        <p id={messageId} className="whitespace-pre-line text-sm font-medium text-destructive">
          {inReaderLanguage(error)}
        </p>
      )}
      {hint && (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
    </div>
  );
}
