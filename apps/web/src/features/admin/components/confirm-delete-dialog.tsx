import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { deleteRecordQuestion, deleteRecordTitle, type RecordKind } from '../utils/record-words';

/** Spec 001 §2: 'Delete {Thing}' / 'Are you sure you want to delete this {thing}? ...'. */
export function ConfirmDeleteDialog({
  thing,
  consequence,
  onConfirm,
  children,
}: {
  thing: RecordKind;
  /** What else goes with it, said before the admin confirms ('It has 12 entries: ...'). */
  consequence?: string | undefined;
  onConfirm: () => void;
  /** The trigger. */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      title={deleteRecordTitle(thing)}
      description={
        <>
          {deleteRecordQuestion(thing)}
          {consequence && <span className="mt-2 block font-medium text-foreground">{consequence}</span>}
        </>
      }
      action={t`Delete`}
      destructive
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
