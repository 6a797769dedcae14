import { type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';

/** A labelled control with its error message, wired for screen readers. */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
