import type { FocusEvent } from 'react';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';

/** Focus that came from the keyboard (a pointer's focus is not :focus-visible on a button). */
const keyboardFocus = (event: FocusEvent<HTMLElement>) => event.currentTarget.matches(':focus-visible');

/**
 * A row of toggles of which exactly one is on, behaving as a radio group: a click chooses, and so does
 * moving to an option with the arrow keys. Pressing the chosen one again keeps it.
 */
export function RadioToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
  className,
  itemClassName,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
  optionLabel: (option: T) => string;
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ToggleGroup
      type="single"
      aria-label={label}
      value={value}
      // Radix reports '' when the pressed item is pressed again; one option is always chosen.
      onValueChange={(next) => next && onChange(next as T)}
      className={className}
    >
      {options.map((option) => (
        <ToggleGroupItem
          key={option}
          value={option}
          className={itemClassName}
          onFocus={(event) => keyboardFocus(event) && option !== value && onChange(option)}
        >
          {optionLabel(option)}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}
