import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RESOURCES, type Resource } from '../utils/resources';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** A detail page's Edit and Delete buttons (spec 001 §2), the delete behind its confirmation. */
export function DetailActions({ resource, id, onDelete }: { resource: Resource; id: string; onDelete: () => void }) {
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={RESOURCES[resource].editHref(id)}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <ConfirmDeleteDialog thing={resource.toLowerCase()} onConfirm={onDelete}>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </ConfirmDeleteDialog>
    </>
  );
}
