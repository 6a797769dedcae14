import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';

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
  const title = `Delete ${thing.charAt(0).toUpperCase()}${thing.slice(1)}`;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this {thing}? This action cannot be undone.
            {consequence && <span className="mt-2 block font-medium text-foreground">{consequence}</span>}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
