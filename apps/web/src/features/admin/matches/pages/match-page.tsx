import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match } from '@squash/core';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { roundLabel } from '@/lib/labels';
import { DetailActions } from '../../components/detail-actions';
import { DetailItem } from '../../components/detail-item';
import { PageHeader } from '../../components/page-header';
import { RecordState, useRecordId } from '../../components/record-state';
import { MatchStatusBadge } from '../../components/status-badges';
import { VenueTime } from '../../components/venue-time';
import { useTournament } from '../../tournaments/api/get-tournament';
import { formatMatchTime } from '../../utils/format';
import { useDeleteMatch } from '../api/delete-match';
import { useMatch } from '../api/get-match';
import { type PlayerPosition, useSetQualifier } from '../api/set-qualifier';
import { RecordResultForm } from '../components/record-result-form';
import { emptySlotLabel, type Slot, slotPlayer } from '../utils/match-slots';

export function AdminMatchPage() {
  const query = useMatch(useRecordId('Match'));
  return (
    <RecordState query={query} thing="Match">
      {(match) => <MatchDetails match={match} />}
    </RecordState>
  );
}

function MatchDetails({ match: m }: { match: Match }) {
  const navigate = useNavigate();
  const deleteMatch = useDeleteMatch();
  const winner = [m.playerOne, m.playerTwo].find((player) => player && player.id === m.winnerId);

  const onDelete = () =>
    deleteMatch.mutate(m.id, {
      onSuccess: () => {
        toast.success(t`Match deleted successfully`);
        void navigate(paths.admin.tournament.getHref(m.tournamentId));
      },
      onError: () => toast.error(t`Failed to delete match`),
    });

  return (
    <>
      <title>{t`Match · ${m.tournamentName} · Admin`}</title>
      <BackLink to={paths.admin.tournament.getHref(m.tournamentId)} className="mb-4">
        <Trans>Back to {m.tournamentName}</Trans>
      </BackLink>
      <PageHeader title={t`Match Details`} actions={<DetailActions resource="Match" id={m.id} onDelete={onDelete} />} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Players</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <PlayerSlot match={m} slot={1} />
            <p className="text-center text-sm text-muted-foreground">
              <Trans>vs</Trans>
            </p>
            <PlayerSlot match={m} slot={2} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Details</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <DetailItem
                label={t`Tournament`}
                value={
                  <Link to={paths.admin.tournament.getHref(m.tournamentId)} className="hover:underline">
                    {m.tournamentName}
                  </Link>
                }
              />
              <DetailItem label={t`Round`} value={roundLabel(m.roundName)} />
              <DetailItem
                label={t`Scheduled Time`}
                value={<VenueTime iso={m.startsAt} timeZone={m.tournamentTimezone} />}
              />
              <DetailItem label={t`Status`} value={<MatchStatusBadge isCompleted={m.isCompleted} />} />
              {m.isCompleted && (
                <DetailItem label={t`Winner`} value={winner?.fullName ?? (m.isBye ? t`Bye` : t`Unknown`)} />
              )}
              <DetailItem label={t`Game Score`} value={m.gameScore ?? t`N/A`} />
              {m.outcome && m.outcome !== 'played' && (
                <DetailItem label={t`Outcome`} value={m.outcome === 'walkover' ? t`Walkover` : t`Retired`} />
              )}
            </dl>
          </CardContent>
        </Card>
        {m.playerOne && m.playerTwo && (
          <div className="lg:col-span-2">
            <ResultSection match={m} playerOne={m.playerOne} playerTwo={m.playerTwo} />
          </div>
        )}
      </div>
    </>
  );
}

const positions: Record<Slot, PlayerPosition> = { 1: 'playerOne', 2: 'playerTwo' };

function PlayerSlot({ match, slot }: { match: Match; slot: Slot }) {
  const setQualifier = useSetQualifier(match.id);
  const player = slotPlayer(match, slot);
  const label = slot === 1 ? t`Player 1` : t`Player 2`;
  if (player) {
    return (
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="font-semibold">
          <Link to={paths.admin.player.getHref(player.id)} className="hover:underline">
            {player.fullName}
          </Link>
          {player.worldRank && (
            <span className="ms-2 text-sm text-muted-foreground">
              <Trans>Rank {player.worldRank}</Trans>
            </span>
          )}
        </p>
      </div>
    );
  }
  const canSetQualifier = match.roundIndex === 1 && !match.isBye && match.qualifierSlot !== slot;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="font-semibold">{emptySlotLabel(match, slot)}</p>
      </div>
      {canSetQualifier && (
        <Button
          variant="outline"
          size="sm"
          disabled={setQualifier.isPending}
          onClick={() =>
            setQualifier.mutate(positions[slot], {
              onSuccess: () => toast.success(t`Qualifier set`, { description: t`Player has been set as a qualifier` }),
              onError: (error) => toast.error(t`Error`, { description: errorMessage(error) }),
            })
          }
        >
          <Trans>Set as Qualifier</Trans>
        </Button>
      )}
    </div>
  );
}

/**
 * Record result, once the match's tournament has started: before that there is no result to record
 * (the API refuses it too), and the page says when it can be.
 */
function ResultSection({
  match,
  playerOne,
  playerTwo,
}: {
  match: Match;
  playerOne: NonNullable<Match['playerOne']>;
  playerTwo: NonNullable<Match['playerTwo']>;
}) {
  const tournament = useTournament(match.tournamentId);
  if (tournament.isPending) return <Spinner />;
  const status = tournament.data?.status;
  if (status === 'CREATING' || status === 'UPCOMING') {
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Record result</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground" data-testid="result-not-yet">
            <Trans>
              Results can be recorded once the tournament has started
              {tournament.data?.startsAt
                ? ` (${formatMatchTime(tournament.data.startsAt, tournament.data.timezone)})`
                : ''}
              .
            </Trans>
          </p>
        </CardContent>
      </Card>
    );
  }
  return <RecordResultForm key={match.id} match={match} playerOne={playerOne} playerTwo={playerTwo} />;
}
