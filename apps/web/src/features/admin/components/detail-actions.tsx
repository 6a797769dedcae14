import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** A detail page's Edit and Delete buttons (spec 001 §2), the delete behind its confirmation. */
export function DetailActions({
  editHref,
  thing,
  onDelete,
}: {
  editHref: string;
  thing: string;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={editHref}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <ConfirmDeleteDialog thing={thing} onConfirm={onDelete}>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </ConfirmDeleteDialog>
    </>
  );
}
