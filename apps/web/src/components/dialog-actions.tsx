import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { PendingButton } from './pending-button';

/** A form dialog's footer: Cancel, and the submit button, disabled with a spinner while the write is under way. */
export function DialogActions({
  onCancel,
  pending,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <PendingButton type="submit" pending={pending}>
        {children}
      </PendingButton>
    </DialogFooter>
  );
}
