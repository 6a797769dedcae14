import { t } from '@lingui/core/macro';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { type RecordKind, recordKind } from '../utils/record-words';
import { RESOURCES, type Resource } from '../utils/resources';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/**
 * A list row's view, edit and delete icons (spec 001 §2: 'actions view, edit, delete'); view and edit
 * for the records that have those pages, delete when the list allows it.
 */
export function RowActions({
  resource,
  thing = resource ? recordKind(resource) : 'dataIssue',
  id,
  name,
  onDelete,
  deleteConsequence,
}: {
  resource?: Resource;
  /** The kind of record, for the delete dialog: 'dataIssue'. The resource's by default. */
  thing?: RecordKind;
  id: string;
  /** Names the row in the buttons' labels: 'View Nour El Sherbini'. */
  name: string;
  onDelete?: (id: string) => void;
  /** Said in the delete dialog: what else goes with the record. */
  deleteConsequence?: string | undefined;
}) {
  const links = resource
    ? [
        { key: 'view', label: t`View ${name}`, href: RESOURCES[resource].detailHref(id), Icon: Eye },
        { key: 'edit', label: t`Edit ${name}`, href: RESOURCES[resource].editHref(id), Icon: Pencil },
      ]
    : [];
  return (
    <>
      {links.map(({ key, label, href, Icon }) => (
        <Button key={key} variant="ghost" size="icon" asChild>
          <Link to={href} aria-label={label}>
            <Icon aria-hidden="true" />
          </Link>
        </Button>
      ))}
      {onDelete && (
        <ConfirmDeleteDialog thing={thing} consequence={deleteConsequence} onConfirm={() => onDelete(id)}>
          <Button variant="ghost" size="icon" aria-label={t`Delete ${name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
