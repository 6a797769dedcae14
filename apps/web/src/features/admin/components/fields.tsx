/* The back office's form fields: the shared FormField around an input or a native select. */
import type { ComponentProps } from 'react';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

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
