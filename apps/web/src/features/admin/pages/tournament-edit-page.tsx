import { zodResolver } from '@hookform/resolvers/zod';
import { TOURNAMENT_STATUSES, TournamentFormSchema } from '@squash/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { fieldClasses, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { type AdminTournamentDetail, useTournament } from '../api/get-tournament';
import { type TournamentUpdate, useUpdateTournament } from '../api/update-tournament';
import { FormField } from '../components/form-field';
import { NotFoundView } from '../components/not-found-view';
import { PageHeader } from '../components/page-header';
import { genderLabel, titleCase } from '../components/status-badges';
import { adminPaths } from '../paths';

export function AdminTournamentEditPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);

  if (tournament.isPending) return <Spinner />;
  if (tournament.isError) {
    if (tournament.error instanceof ApiError && [400, 404].includes(tournament.error.status)) {
      return (
        <NotFoundView
          title="Tournament not found"
          backHref={adminPaths.tournaments.getHref()}
          backLabel="Back to Tournaments"
        />
      );
    }
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>Error loading tournament</AlertTitle>
        <AlertDescription>{errorMessage(tournament.error)}</AlertDescription>
      </Alert>
    );
  }
  return <TournamentEditForm key={tournament.data.id} tournament={tournament.data} />;
}

const EDITABLE = ['name', 'gender', 'location', 'startDate', 'endDate', 'status', 'url', 'imageUrl'] as const;

const EditFormSchema = TournamentFormSchema.pick({
  name: true,
  gender: true,
  location: true,
  startDate: true,
  endDate: true,
  status: true,
  url: true,
  imageUrl: true,
});

function TournamentEditForm({ tournament }: { tournament: AdminTournamentDetail }) {
  const navigate = useNavigate();
  const update = useUpdateTournament(tournament.id);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(EditFormSchema),
    defaultValues: {
      name: tournament.name,
      gender: tournament.gender,
      location: tournament.location ?? '',
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      status: tournament.status,
      url: tournament.url ?? '',
      imageUrl: tournament.imageUrl ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // Spec 001 §5: send only what changed; nothing changed is 'No changes to update', with no call.
    const changes: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      const stored = tournament[key] ?? null;
      const next = values[key] ?? null;
      if (next !== stored) changes[key] = next;
    }
    if (Object.keys(changes).length === 0) {
      setNotice('No changes to update');
      return;
    }
    setNotice(null);
    update.mutate(changes as TournamentUpdate, {
      onSuccess: () => {
        toast.success('Tournament updated');
        navigate(adminPaths.tournament.getHref(tournament.id));
      },
      onError: (error) =>
        toast.error('Error updating tournament', {
          description: error instanceof Error && error.message ? error.message : 'An error occurred',
        }),
    });
  });

  return (
    <div className="mx-auto max-w-2xl">
      <title>{`Edit ${tournament.name} · Admin`}</title>
      <PageHeader title="Edit Tournament" />
      <Card>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
          <CardContent className="grid gap-5">
            {notice && (
              <Alert>
                <AlertDescription>{notice}</AlertDescription>
              </Alert>
            )}
            <FormField label="Name" error={errors.name?.message}>
              {(control) => <Input {...control} {...form.register('name')} />}
            </FormField>
            <FormField label="Gender" error={errors.gender?.message}>
              {(control) => (
                <select {...control} className={cn(fieldClasses, 'h-10')} {...form.register('gender')}>
                  {(['mens', 'womens'] as const).map((gender) => (
                    <option key={gender} value={gender}>
                      {genderLabel(gender)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Location" error={errors.location?.message}>
              {(control) => <Input {...control} {...form.register('location')} />}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Start Date" error={errors.startDate?.message}>
                {(control) => <Input {...control} type="date" {...form.register('startDate')} />}
              </FormField>
              <FormField label="End Date" error={errors.endDate?.message}>
                {(control) => <Input {...control} type="date" {...form.register('endDate')} />}
              </FormField>
            </div>
            <FormField label="Status" error={errors.status?.message}>
              {(control) => (
                <select {...control} className={cn(fieldClasses, 'h-10')} {...form.register('status')}>
                  {TOURNAMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {titleCase(status)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="URL" error={errors.url?.message}>
              {(control) => <Input {...control} type="url" {...form.register('url')} />}
            </FormField>
            <FormField label="Image URL" error={errors.imageUrl?.message}>
              {(control) => <Input {...control} type="url" {...form.register('imageUrl')} />}
            </FormField>
          </CardContent>
          <CardFooter className="flex justify-end gap-2">
            <Button variant="outline" asChild>
              <Link to={adminPaths.tournament.getHref(tournament.id)}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
