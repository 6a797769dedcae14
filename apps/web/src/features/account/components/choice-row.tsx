import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** One choice of the account page, saved as soon as it changes: a box, its label and what it means. */
export function ChoiceRow({
  label,
  description,
  checked,
  saving,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  /** While the choice saves: the box can't be changed again. */
  saving: boolean;
  /** Saves the choice; the box shows it from the click until this settles (then the saved value). */
  onChange: (checked: boolean) => Promise<void>;
}) {
  const id = useId();
  // The click's answer at once, in the click's own render: the saving state comes a task later (React
  // Query's notifications), and a box that hadn't moved yet read as a click that did nothing.
  const [asked, setAsked] = useState<boolean | null>(null);
  const change = async (value: boolean) => {
    setAsked(value);
    try {
      await onChange(value);
    } finally {
      setAsked(null);
    }
  };
  return (
    <div className="flex items-start gap-3 rounded-lg border p-4">
      <Checkbox
        id={id}
        checked={asked ?? checked}
        disabled={saving || asked !== null}
        onCheckedChange={(value) => void change(value === true)}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}
