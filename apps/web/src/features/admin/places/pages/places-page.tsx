import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Jurisdiction } from '@squash/core';
import { nameOfPlace } from '@squash/core/rules';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { currentIntlLocale } from '@/lib/i18n';
import { PageHeader } from '../../components/page-header';
import { useAdminPlaces, useDeletePlace } from '../api/places';
import { PlaceForm } from '../components/place-form';

/** A place's name in the reader's language: 'France', 'New Jersey, United States', 'Everywhere else'. */
function placeName(code: string): string {
  return code === '*' ? t`Everywhere else` : nameOfPlace(code, currentIntlLocale());
}

const yes = (allowed: boolean) => (allowed ? t`Allowed` : t`Not allowed`);

/**
 * The operator's table of places (issue 62, point 2): where the spec's paid pools and fixed-prize competitions
 * may run, on what licence, and from what age. The server reads it at every purchase, paid entry and prize.
 */
export function AdminPlacesPage() {
  const places = useAdminPlaces();
  const remove = useDeletePlace();
  const [editing, setEditing] = useState<Jurisdiction | null>(null);
  const [formKey, setFormKey] = useState(0);
  const reset = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };
  const onDelete = (code: string) =>
    remove.mutate(code, {
      onSuccess: () => toast.success(t`Place removed`),
      onError: (error) => toast.error(t`Failed to remove the place`, { description: error.message }),
    });

  return (
    <>
      <title>{t`Places · Admin`}</title>
      <PageHeader title={t`Places`} />
      <p className="mb-4 max-w-3xl text-muted-foreground text-sm">
        <Trans>
          Paid play is refused wherever this table doesn't allow it; a fan comes under their region's row, else their
          country's, else everywhere else's. The product gives no legal advice: add a place only on your own advice.
        </Trans>
      </p>
      {places.isPending ? (
        <Spinner />
      ) : places.isError ? (
        <ErrorAlert>{errorMessage(places.error)}</ErrorAlert>
      ) : (
        <div className="mb-6 overflow-x-auto rounded-xl border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t`Place`}</TableHead>
                <TableHead>{t`Paid pools`}</TableHead>
                <TableHead>{t`Fixed prizes`}</TableHead>
                <TableHead>{t`Minimum age`}</TableHead>
                <TableHead>
                  <span className="sr-only">{t`Actions`}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {places.data.map((place) => (
                <TableRow key={place.code}>
                  <TableCell className="font-medium">
                    {placeName(place.code)}{' '}
                    <span className="font-mono text-muted-foreground text-xs">{place.code}</span>
                  </TableCell>
                  <TableCell>
                    {yes(place.paidPools)}
                    {place.poolBasis && <span className="block text-muted-foreground text-xs">{place.poolBasis}</span>}
                  </TableCell>
                  <TableCell>{yes(place.fixedPrizes)}</TableCell>
                  <TableCell className="tabular-nums">{place.minimumAge}</TableCell>
                  <TableCell className="flex justify-end gap-2">
                    {/* Named with the place: a screen reader's list of buttons is otherwise 'Edit, Remove, Edit…'. */}
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={t`Edit ${placeName(place.code)}`}
                      onClick={() => setEditing(place)}
                    >
                      {t`Edit`}
                    </Button>
                    {place.code !== '*' && (
                      <ConfirmDialog
                        title={t`Remove ${placeName(place.code)}?`}
                        description={t`Its fans come under their country's row, or everywhere else's, from their next paid action.`}
                        action={t`Remove`}
                        destructive
                        onConfirm={() => onDelete(place.code)}
                      >
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          aria-label={t`Remove ${placeName(place.code)}`}
                        >
                          {t`Remove`}
                        </Button>
                      </ConfirmDialog>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle as="h2">{editing ? t`Change ${placeName(editing.code)}` : t`Add a place`}</CardTitle>
          <CardDescription>
            <Trans>Every change is in the audit log, with what it was before.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PlaceForm key={editing?.code ?? `new-${formKey}`} place={editing} onSaved={reset} />
        </CardContent>
      </Card>
    </>
  );
}
