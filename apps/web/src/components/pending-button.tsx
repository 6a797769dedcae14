import type { LucideIcon } from 'lucide-react';
import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * A button for an action that takes a moment: while `pending` it is disabled, its icon turns into a
 * spinner and its words into `pendingLabel` (when given), so a second press can't send it twice.
 */
export function PendingButton({
  pending,
  pendingLabel,
  icon: Icon,
  disabled,
  children,
  ...button
}: Omit<ButtonProps, 'asChild'> & { pending: boolean; pendingLabel?: string; icon?: LucideIcon }) {
  return (
    <Button disabled={pending || disabled} {...button}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : Icon && <Icon aria-hidden="true" />}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
