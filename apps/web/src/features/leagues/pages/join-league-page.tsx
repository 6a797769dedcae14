import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { normalizeInviteCode } from '@squash/core';
import { PRODUCT_NAME } from '@squash/core/rules';
import { Crown, TicketX, Users } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/button-link';
import { DataLoadError } from '@/components/data-load-error';
import { IconTile } from '@/components/icon-tile';
import { PendingButton } from '@/components/pending-button';
import { SignInRequired } from '@/components/sign-in-required';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCurrentUserQuery } from '@/lib/current-user';
import { useJoinLeague, useLeagueInvite } from '../api/leagues';

/**
 * The invite link's page: who invites you to what, and a Join button. A visitor signs in or up first and
 * comes back here (the login page's `next`); a member is taken to the league.
 */
export function JoinLeaguePage() {
  const { code: rawCode = '' } = useParams();
  const code = normalizeInviteCode(rawCode);
  const navigate = useNavigate();
  const currentUser = useCurrentUserQuery();
  const signedIn = Boolean(currentUser.data);
  const invite = useLeagueInvite(code, { enabled: signedIn && code !== '' });
  const join = useJoinLeague();
  const title = <title>{t`Join a league · ${PRODUCT_NAME}`}</title>;

  if (currentUser.isPending) return <Spinner className="min-h-[60dvh]" />;
  if (!signedIn) {
    return (
      <>
        {title}
        <SignInRequired
          description={t`You've been invited to a private league. Sign in, or create your account, to join it.`}
          next={paths.joinLeague.getHref(code)}
        />
      </>
    );
  }
  if (invite.isPending) return <Spinner className="min-h-[60dvh]" />;
  if (invite.isError) {
    const wrongCode = invite.error instanceof ApiError && invite.error.status === 404;
    if (!wrongCode) {
      return (
        <div className="mx-auto w-full max-w-lg px-4 py-16">
          {title}
          <DataLoadError error={invite.error} onRetry={() => void invite.refetch()} />
        </div>
      );
    }
    return (
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        {title}
        <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <TicketX className="size-7" aria-hidden="true" />
        </div>
        <h1 className="font-display text-3xl">
          <Trans>Invite not valid</Trans>
        </h1>
        <p className="text-muted-foreground">{errorMessage(invite.error)}</p>
        <ButtonLink to={paths.leagues.getHref()} variant="outline">
          <Trans>Go to My Leagues</Trans>
        </ButtonLink>
      </div>
    );
  }
  const league = invite.data;
  if (league.isMember) return <Navigate to={paths.league.getHref(league.id)} replace />;

  const onJoin = async () => {
    try {
      await join.mutateAsync(code);
      toast.success(t`Welcome to ${league.name}`, { description: t`Your entries now count in the league’s tables.` });
      await navigate(paths.league.getHref(league.id));
    } catch (error) {
      toast.error(t`Could not join the league`, { description: errorMessage(error) });
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 px-4 py-16 text-center sm:py-20">
      {title}
      <IconTile icon={Users} size="lg" />
      <div>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          <Trans>You're invited</Trans>
        </p>
        <h1 className="mt-1 font-display text-3xl break-words sm:text-4xl">
          <Trans>Join {league.name}?</Trans>
        </h1>
      </div>
      {league.description && <p className="text-muted-foreground">{league.description}</p>}
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Crown className="size-4" aria-hidden="true" />
          <Trans>
            Owner: <span className="font-semibold text-foreground">{league.ownerUsername}</span>
          </Trans>
        </span>
        <span>{plural(league.memberCount, { one: '# member', other: '# members' })}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>Members see each other's usernames, points and ranks. You can leave at any time.</Trans>
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <PendingButton size="lg" onClick={() => void onJoin()} pending={join.isPending} pendingLabel={t`Joining...`}>
          <Trans>Join League</Trans>
        </PendingButton>
        <ButtonLink to={paths.leagues.getHref()} size="lg" variant="outline">
          <Trans>Not now</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
