import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from './native-select';

/** A labelled control with its error message, wired for screen readers. */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  /** A line of help under the control, read with it. */
  hint?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input: `<InputField label="Name" error={...} {...form.register('name')} />`. */
export function InputField({ label, error, hint, ...props }: FieldProps & ComponentProps<'input'>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <Input autoComplete="off" {...control} {...props} />}
    </FormField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select; `placeholder` adds an empty first option ('Select a round', 'TBD'). */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string } & ComponentProps<'select'>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <NativeSelect {...control} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** Fields with their labels, in order, typed by name: `labelled({ url: 'URL', imageUrl: 'Image URL' })`. */
export function labelled<const T extends Record<string, string>>(labels: T) {
  return Object.entries(labels) as Array<[keyof T & string, string]>;
}
