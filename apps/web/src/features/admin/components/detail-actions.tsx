import { Trans } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { recordKind } from '../utils/record-words';
import { RESOURCES, type Resource } from '../utils/resources';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** A detail page's Edit and Delete buttons (spec 001 §2), the delete behind its confirmation. */
export function DetailActions({ resource, id, onDelete }: { resource: Resource; id: string; onDelete: () => void }) {
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={RESOURCES[resource].editHref(id)}>
          <Pencil aria-hidden="true" />
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <ConfirmDeleteDialog thing={recordKind(resource)} onConfirm={onDelete}>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          <Trans>Delete</Trans>
        </Button>
      </ConfirmDeleteDialog>
    </>
  );
}
