import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { createRecordLabel, editRecordTitle, newRecordTitle, recordKind } from '../utils/record-words';
import { RESOURCES, type Resource } from '../utils/resources';
import { PageHeader } from './page-header';

/**
 * A back-office form page, 'New Player' or, given the record, 'Edit Player': the fields in a card,
 * Cancel (back to the record, or its list) and a submit button that shows it is saving.
 */
export function FormCard({
  thing,
  record,
  form,
  onSubmit,
  cancelHref,
  children,
}: {
  thing: Resource;
  /** The record edited; none for a new one. */
  record?: { id: string };
  /** Saving while the submit handler runs; a `root` error is a message about the whole form ('No changes to update'). */
  form: { formState: Pick<FormState<FieldValues>, 'errors' | 'isSubmitting'> };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Where Cancel goes when not to the record or its list. */
  cancelHref?: string;
  children: ReactNode;
}) {
  const kind = recordKind(thing);
  const title = record ? editRecordTitle(kind) : newRecordTitle(kind);
  const notice = form.formState.errors.root?.message;
  const isSaving = form.formState.isSubmitting;
  const { listHref, detailHref } = RESOURCES[thing];
  return (
    <div className="mx-auto max-w-2xl">
      <title>{t`${title} · Admin`}</title>
      <PageHeader title={title} />
      <Card>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <CardContent className="grid gap-5">
            {notice && (
              <Alert role="status">
                <AlertDescription>{notice}</AlertDescription>
              </Alert>
            )}
            {children}
          </CardContent>
          <CardFooter className="flex justify-end gap-2">
            <Button variant="outline" asChild>
              <Link to={cancelHref ?? (record ? detailHref(record.id) : listHref)}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? t`Saving...` : record ? t`Save` : createRecordLabel(kind)}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
