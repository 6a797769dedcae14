import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** A list row's view, edit and delete icons (spec 001 §2: 'actions view, edit, delete'). */
export function RowActions({
  name,
  thing,
  viewHref,
  editHref,
  onDelete,
}: {
  /** Names the row in the buttons' labels: 'View Nour El Sherbini'. */
  name: string;
  /** Lower case, for the delete dialog: 'player'. */
  thing: string;
  viewHref?: string;
  editHref?: string;
  onDelete?: () => void;
}) {
  const links = [
    { verb: 'View', href: viewHref, Icon: Eye },
    { verb: 'Edit', href: editHref, Icon: Pencil },
  ];
  return (
    <>
      {links.map(
        ({ verb, href, Icon }) =>
          href && (
            <Button key={verb} variant="ghost" size="icon" asChild>
              <Link to={href} aria-label={`${verb} ${name}`}>
                <Icon aria-hidden="true" />
              </Link>
            </Button>
          ),
      )}
      {onDelete && (
        <ConfirmDeleteDialog thing={thing} onConfirm={onDelete}>
          <Button variant="ghost" size="icon" aria-label={`Delete ${name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
