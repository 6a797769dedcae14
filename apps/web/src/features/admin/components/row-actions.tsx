import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RESOURCES, type Resource } from '../utils/resources';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/**
 * A list row's view, edit and delete icons (spec 001 §2: 'actions view, edit, delete'); view and edit
 * for the records that have those pages, delete when the list allows it.
 */
export function RowActions({
  resource,
  thing = resource?.toLowerCase() ?? 'record',
  id,
  name,
  onDelete,
  deleteConsequence,
}: {
  resource?: Resource;
  /** Lower case, for the delete dialog: 'data issue'. The resource's name by default. */
  thing?: string;
  id: string;
  /** Names the row in the buttons' labels: 'View Nour El Sherbini'. */
  name: string;
  onDelete?: (id: string) => void;
  /** Said in the delete dialog: what else goes with the record. */
  deleteConsequence?: string | undefined;
}) {
  const links = resource
    ? [
        { verb: 'View', href: RESOURCES[resource].detailHref(id), Icon: Eye },
        { verb: 'Edit', href: RESOURCES[resource].editHref(id), Icon: Pencil },
      ]
    : [];
  return (
    <>
      {links.map(({ verb, href, Icon }) => (
        <Button key={verb} variant="ghost" size="icon" asChild>
          <Link to={href} aria-label={`${verb} ${name}`}>
            <Icon aria-hidden="true" />
          </Link>
        </Button>
      ))}
      {onDelete && (
        <ConfirmDeleteDialog thing={thing} consequence={deleteConsequence} onConfirm={() => onDelete(id)}>
          <Button variant="ghost" size="icon" aria-label={`Delete ${name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
