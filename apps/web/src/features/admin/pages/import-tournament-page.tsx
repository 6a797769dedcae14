import { zodResolver } from '@hookform/resolvers/zod';
import { type ImportPreview, type ImportTournamentRequest, ImportTournamentRequestSchema } from '@squash/core';
import { ArrowLeft, Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useImportTournament } from '../api/import-tournament';
import { usePreviewImport } from '../api/preview-import';
import { FormField } from '../components/form-field';
import { genderLabel } from '../components/status-badges';
import { formatDay } from '../lib/format';
import { adminPaths } from '../paths';

/** Spec 001 §2 'Tournament import': form, then preview, then create. */
export function ImportTournamentPage() {
  const navigate = useNavigate();
  const [request, setRequest] = useState<ImportTournamentRequest | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewImport = usePreviewImport();
  const importTournament = useImportTournament();

  const form = useForm({
    resolver: zodResolver(ImportTournamentRequestSchema),
    defaultValues: { url: '', gender: 'mens', is_completed: false },
  });
  const { errors } = form.formState;

  const onFetch = form.handleSubmit((values) => {
    previewImport.mutate(
      { url: values.url, gender: values.gender },
      {
        onSuccess: (data) => {
          setRequest(values);
          setPreview(data);
        },
      },
    );
  });

  const onCreate = () => {
    if (!request) return;
    importTournament.mutate(request, {
      onSuccess: (result) => {
        toast.success('Tournament created', {
          description: `Tournament ${result.name} has been created successfully`,
        });
        navigate(adminPaths.tournament.getHref(result.id));
      },
      onError: (error) =>
        toast.error('Error creating tournament', {
          description: error instanceof Error && error.message ? error.message : 'Failed to create tournament',
        }),
    });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <title>Create Tournament from PSA · Admin</title>
      <h1 className="mb-6 text-2xl font-bold">Create Tournament from PSA</h1>
      {preview && request ? (
        <Card>
          <CardHeader>
            <CardTitle>{preview.name}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            {preview.existingTournamentId && (
              <Alert>
                <AlertDescription>This tournament was already imported; creating it again updates it.</AlertDescription>
              </Alert>
            )}
            {preview.imageUrl && (
              <img
                src={preview.imageUrl}
                alt={`${preview.name} cover`}
                className="max-h-64 w-full rounded-lg object-cover"
              />
            )}
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <PreviewItem label="Location" value={preview.location ?? 'Unknown'} />
              <PreviewItem label="Dates" value={`${formatDay(preview.startDate)} – ${formatDay(preview.endDate)}`} />
              <PreviewItem label="Gender" value={genderLabel(preview.gender)} />
              <PreviewItem label="Rounds" value={String(preview.rounds.length)} />
              <PreviewItem label="Total Matches" value={String(preview.totalMatches)} />
              <PreviewItem label="Players" value={String(preview.players)} />
            </dl>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Round</TableHead>
                  <TableHead className="text-right">Matches</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.rounds.map((round) => (
                  <TableRow key={round.name}>
                    <TableCell>{round.name}</TableCell>
                    <TableCell className="text-right">{round.matchCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
          <CardFooter className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setPreview(null)} disabled={importTournament.isPending}>
              <ArrowLeft aria-hidden="true" />
              Back to Form
            </Button>
            <Button onClick={onCreate} disabled={importTournament.isPending}>
              <Plus aria-hidden="true" />
              {importTournament.isPending ? 'Creating...' : 'Create Tournament'}
            </Button>
          </CardFooter>
        </Card>
      ) : (
        <Card>
          <form onSubmit={onFetch} noValidate className="flex flex-col gap-6">
            <CardContent className="grid gap-6">
              {previewImport.isError && (
                <Alert variant="destructive" role="alert">
                  <AlertDescription>
                    Error fetching tournament data: {errorMessage(previewImport.error)}
                  </AlertDescription>
                </Alert>
              )}
              <FormField label="PSA Tournament URL" error={errors.url?.message}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    placeholder="https://www.psasquashtour.com/tournament/..."
                    {...form.register('url')}
                  />
                )}
              </FormField>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-semibold">Gender</legend>
                <div className="flex gap-6">
                  {(['mens', 'womens'] as const).map((gender) => (
                    <label key={gender} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        value={gender}
                        className="size-4 accent-primary"
                        {...form.register('gender')}
                      />
                      {gender === 'mens' ? 'Mens' : 'Womens'}
                    </label>
                  ))}
                </div>
                {errors.gender && <p className="text-sm text-destructive">{errors.gender.message}</p>}
              </fieldset>
              <Controller
                control={form.control}
                name="is_completed"
                render={({ field }) => (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="is-completed"
                      checked={field.value ?? false}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                    <Label htmlFor="is-completed">Tournament is completed</Label>
                  </div>
                )}
              />
            </CardContent>
            <CardFooter className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" asChild>
                <Link to={adminPaths.tournaments.getHref()}>Cancel</Link>
              </Button>
              <Button type="submit" disabled={previewImport.isPending}>
                <Download aria-hidden="true" />
                {previewImport.isPending ? 'Fetching...' : 'Fetch Tournament'}
              </Button>
            </CardFooter>
          </form>
        </Card>
      )}
    </div>
  );
}

function PreviewItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
