import { zodResolver } from '@hookform/resolvers/zod';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LEAGUE_LIMITS, type League, UpdateLeagueRequestSchema } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { Crown, LogOut, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { ButtonLink } from '@/components/button-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataLoadError } from '@/components/data-load-error';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { SignInRequired } from '@/components/sign-in-required';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useDeleteLeague, useLeague, useLeaveLeague, useUpdateLeague } from '../api/leagues';
import { InvitePanel } from '../components/invite-panel';
import { LeagueMembers } from '../components/league-members';
import { LeagueRosterPanel } from '../components/league-roster';
import { LeagueTables } from '../components/league-tables';

/** A league for its members: its tables, the invite link, the members and the owner's tools. */
export function LeaguePage() {
  const { leagueId = '' } = useParams();
  const currentUser = useCurrentUserQuery();
  const user = currentUser.data ?? null;
  const league = useLeague(leagueId, { enabled: user !== null });

  const title = <title>{t`League · ${PRODUCT_NAME}`}</title>;
  if (currentUser.isPending) {
    return (
      <>
        {title}
        <Spinner className="min-h-[60dvh]" />
      </>
    );
  }
  if (!user) {
    return (
      <>
        {title}
        <SignInRequired description={t`Please sign in to see this league`} next={paths.league.getHref(leagueId)} />
      </>
    );
  }
  if (league.isPending) {
    return (
      <>
        {title}
        <Spinner className="min-h-[60dvh]" />
      </>
    );
  }
  if (league.isError) {
    const missing = league.error instanceof ApiError && (league.error.status === 404 || league.error.status === 400);
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        {missing ? <title>{t`League not found · ${PRODUCT_NAME}`}</title> : title}
        {missing ? (
          <>
            <h1 className="font-display text-3xl">
              <Trans>League not found</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>
                This league doesn't exist, or you're not one of its members. Ask a member for the invite link.
              </Trans>
            </p>
            <ButtonLink to={paths.leagues.getHref()} variant="outline">
              <Trans>Go to My Leagues</Trans>
            </ButtonLink>
          </>
        ) : (
          <DataLoadError error={league.error} onRetry={() => void league.refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${league.data.name} · ${PRODUCT_NAME}`}</title>
      <LeagueHeader league={league.data} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <LeagueTables leagueId={league.data.id} myUserId={user.id} />
        <div className="flex flex-col gap-8">
          <InvitePanel league={league.data} />
          <LeagueRosterPanel league={league.data} myUserId={user.id} />
          <LeagueMembers league={league.data} myUserId={user.id} />
        </div>
      </div>
    </div>
  );
}

function LeagueHeader({ league }: { league: League }) {
  const navigate = useNavigate();
  const leave = useLeaveLeague(league.id);
  const remove = useDeleteLeague(league.id);
  const [editing, setEditing] = useState(false);
  const isOwner = league.myRole === 'owner';

  const onLeave = async () => {
    try {
      await leave.mutateAsync();
      toast.success(t`You left ${league.name}`);
      await navigate(paths.leagues.getHref());
      await leave.forget();
    } catch (error) {
      toast.error(t`Could not leave the league`, { description: errorMessage(error) });
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t`${league.name} deleted`);
      await navigate(paths.leagues.getHref());
      await remove.forget();
    } catch (error) {
      toast.error(t`Could not delete the league`, { description: errorMessage(error) });
    }
  };

  return (
    <header className="flex flex-col gap-4">
      <BackLink to={paths.leagues.getHref()}>
        <Trans>My Leagues</Trans>
      </BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
            <Users className="size-4" aria-hidden="true" />
            <Trans>Private league</Trans>
          </p>
          <h1 className="font-display text-4xl tracking-tight break-words sm:text-5xl">{league.name}</h1>
          {league.description && <p className="mt-2 max-w-2xl text-muted-foreground">{league.description}</p>}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
            <span>{plural(league.memberCount, { one: '# member', other: '# members' })}</span>
            <span className="inline-flex items-center gap-1">
              <Crown className="size-4" aria-hidden="true" />
              {isOwner ? t`You own this league` : t`Owner: ${league.ownerUsername}`}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isOwner && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              <Trans>Edit</Trans>
            </Button>
          )}
          <ConfirmDialog
            title={t`Leave ${league.name}?`}
            description={
              isOwner && league.memberCount > 1
                ? t`You own this league: it passes to its longest-standing member. You can join again with the invite link.`
                : league.memberCount === 1
                  ? t`You're its only member: the league is removed.`
                  : t`You can join again with the invite link.`
            }
            action={t`Leave`}
            destructive
            onConfirm={() => void onLeave()}
          >
            <Button variant="outline" size="sm" disabled={leave.isPending}>
              <LogOut aria-hidden="true" />
              <Trans>Leave</Trans>
            </Button>
          </ConfirmDialog>
          {isOwner && (
            <ConfirmDialog
              title={t`Delete ${league.name}?`}
              description={t`The league and its tables go for every member. Entries and points stay as they are.`}
              action={t`Delete`}
              destructive
              onConfirm={() => void onDelete()}
            >
              <Button variant="outline" size="sm" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                <Trans>Delete</Trans>
              </Button>
            </ConfirmDialog>
          )}
        </div>
      </div>
      {isOwner && <EditLeagueDialog league={league} open={editing} onOpenChange={setEditing} />}
    </header>
  );
}

function EditLeagueDialog({
  league,
  open,
  onOpenChange,
}: {
  league: League;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateLeague(league.id);
  const form = useForm({
    resolver: zodResolver(UpdateLeagueRequestSchema),
    values: { name: league.name, description: league.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t`League saved`);
      onOpenChange(false);
    } catch (error) {
      toast.error(t`Could not save the league`, { description: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit league</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Members see the new name and description at once.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormField label={t`League name`} error={errors.name?.message}>
            {(control) => <Input {...control} maxLength={LEAGUE_LIMITS.nameMax} {...form.register('name')} />}
          </FormField>
          <FormField label={t`Description (optional)`} error={errors.description?.message}>
            {(control) => (
              <Textarea {...control} rows={3} maxLength={LEAGUE_LIMITS.description} {...form.register('description')} />
            )}
          </FormField>
          <DialogActions onCancel={() => onOpenChange(false)} pending={isSubmitting}>
            <Trans>Save</Trans>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
