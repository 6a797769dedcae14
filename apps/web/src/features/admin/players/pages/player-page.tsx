import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match } from '@squash/core';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { roundLabel } from '@/lib/labels';
import { DetailActions } from '../../components/detail-actions';
import { DetailItem } from '../../components/detail-item';
import { PageHeader } from '../../components/page-header';
import { RecordState, useRecordId } from '../../components/record-state';
import { ResultBadge } from '../../components/status-badges';
import { formatDay, formatMatchTime } from '../../utils/format';
import { useDeletePlayer } from '../api/delete-player';
import { type AdminPlayerDetail, usePlayer } from '../api/get-player';
import { PlayerPhoto } from '../components/player-photo';

export function AdminPlayerPage() {
  const query = usePlayer(useRecordId('Player'));
  return (
    <RecordState query={query} thing="Player">
      {(player) => <PlayerDetails player={player} />}
    </RecordState>
  );
}

function PlayerDetails({ player: p }: { player: AdminPlayerDetail }) {
  const navigate = useNavigate();
  const deletePlayer = useDeletePlayer();

  const onDelete = () =>
    deletePlayer.mutate(p.id, {
      onSuccess: () => {
        toast.success(t`Player deleted successfully`);
        void navigate(paths.admin.players.getHref());
      },
      onError: () => toast.error(t`Failed to delete player`),
    });

  return (
    <>
      <title>{t`${p.fullName} · Admin`}</title>
      <BackLink to={paths.admin.players.getHref()} className="mb-4">
        <Trans>Back to Players</Trans>
      </BackLink>
      <PageHeader
        title={
          p.url ? (
            <a href={p.url} target="_blank" rel="noreferrer" className="hover:underline">
              {p.fullName}
            </a>
          ) : (
            p.fullName
          )
        }
        actions={<DetailActions resource="Player" id={p.id} onDelete={onDelete} />}
      />
      <Card className="mb-6">
        <CardContent className="flex flex-wrap gap-6">
          <PlayerPhoto key={p.imageUrl ?? ''} fullName={p.fullName} imageUrl={p.imageUrl} />
          <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <DetailItem label={t`ID`} value={<span className="break-all font-mono text-sm">{p.id}</span>} />
            <DetailItem
              label={t`World Ranking`}
              value={
                p.worldRank === null ? (
                  t`N/A`
                ) : (
                  <>
                    {p.worldRank}
                    {p.worldRankDate && (
                      <span className="text-sm text-muted-foreground">
                        {' '}
                        <Trans>(list of {formatDay(p.worldRankDate)})</Trans>
                      </span>
                    )}
                  </>
                )
              }
            />
            <DetailItem label={t`External ID`} value={p.externalId ?? t`N/A`} />
            <DetailItem label={t`Country`} value={p.country ?? t`N/A`} />
            <DetailItem label={t`Created`} value={formatDay(p.createdAt)} />
          </dl>
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <MatchList
          title={t`Upcoming Matches`}
          empty={t`No upcoming matches found.`}
          matches={p.upcomingMatches}
          playerId={p.id}
        />
        <MatchList
          title={t`Completed Matches`}
          empty={t`No completed matches found.`}
          matches={p.completedMatches}
          playerId={p.id}
        />
      </div>
    </>
  );
}

function MatchList({
  title,
  empty,
  matches,
  playerId,
}: {
  title: string;
  empty: string;
  matches: Match[];
  playerId: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {matches.length === 0 ? (
          <p className="text-muted-foreground">{empty}</p>
        ) : (
          <ul className="grid gap-2">
            {matches.map((match) => {
              const opponent = match.playerOne?.id === playerId ? match.playerTwo : match.playerOne;
              const opponentName = opponent?.fullName ?? (match.isBye ? t`Bye` : t`TBD`);
              // A bye counts as a win (spec 001 §2).
              const won = match.isBye || match.winnerId === playerId;
              return (
                <li key={match.id}>
                  <Tooltip>
                    <TooltipTrigger asChild>
                      <Link
                        to={paths.admin.match.getHref(match.id)}
                        className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent"
                      >
                        {match.isCompleted && <ResultBadge won={won} />}
                        <span>
                          <Trans>vs {opponentName}</Trans>
                        </span>
                      </Link>
                    </TooltipTrigger>
                    <TooltipContent>
                      {match.tournamentName} · {roundLabel(match.roundName)} ·{' '}
                      {formatMatchTime(match.startsAt, match.tournamentTimezone)}
                    </TooltipContent>
                  </Tooltip>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
