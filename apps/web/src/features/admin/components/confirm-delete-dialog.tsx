import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Spec 001 §2: 'Delete {Thing}' / 'Are you sure you want to delete this {thing}? ...'. */
export function ConfirmDeleteDialog({
  thing,
  consequence,
  onConfirm,
  children,
}: {
  /** Lower case: 'tournament'. */
  thing: string;
  /** What else goes with it, said before the admin confirms ('It has 12 entries: ...'). */
  consequence?: string | undefined;
  onConfirm: () => void;
  /** The trigger. */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${thing.charAt(0).toUpperCase()}${thing.slice(1)}`}
      description={
        <>
          Are you sure you want to delete this {thing}? This action cannot be undone.
          {consequence && <span className="mt-2 block font-medium text-foreground">{consequence}</span>}
        </>
      }
      action="Delete"
      destructive
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
