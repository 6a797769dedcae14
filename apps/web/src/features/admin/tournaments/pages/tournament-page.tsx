import type { AdminTournamentDetail, Match } from '@squash/core';
import { ArrowLeft, ExternalLink, Pencil, Plus, RefreshCw } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { DataLoadError } from '@/components/data-load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { DetailItem } from '../../components/detail-item';
import { NotFoundView } from '../../components/not-found-view';
import { PageHeader } from '../../components/page-header';
import { genderLabel, MatchStatusBadge, TournamentStatusBadge } from '../../components/status-badges';
import { VenueTime } from '../../components/venue-time';
import { emptySlotLabel, isMissingPlayer, playerLabel, type Slot, slotPlayer } from '../../matches/utils/match-slots';
import { formatDay } from '../../utils/format';
import { useTournament } from '../api/get-tournament';
import { useSyncTournament } from '../api/sync-tournament';
import { PrizePoolCard } from '../components/prize-pool-card';
import { SecondChanceCard } from '../components/second-chance-card';

export function AdminTournamentPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  const sync = useSyncTournament(tournamentId);

  if (tournament.isPending) return <Spinner />;
  if (tournament.isError) {
    if (tournament.error instanceof ApiError && [400, 404].includes(tournament.error.status)) {
      return (
        <NotFoundView
          title="Tournament not found"
          backHref={paths.admin.tournaments.getHref()}
          backLabel="Back to Tournaments"
        />
      );
    }
    return <DataLoadError error={tournament.error} onRetry={() => tournament.refetch()} />;
  }
  const t = tournament.data;

  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: (report) =>
        toast.success('Tournament synced', {
          description: `${report.resultsRecorded} results recorded, ${report.playersSet} players set, ${report.issuesRaised} issues raised`,
        }),
      onError: (error) => toast.error('Sync failed', { description: errorMessage(error) }),
    });

  return (
    <>
      <title>{`${t.name} · Admin`}</title>
      <Button variant="link" className="mb-2 px-0" asChild>
        <Link to={paths.admin.tournaments.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Back to Tournaments
        </Link>
      </Button>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t.name} <TournamentStatusBadge status={t.status} />
          </span>
        }
        actions={
          <>
            {t.sourceKey?.startsWith('psa:') && (
              <Button variant="outline" onClick={onSync} disabled={sync.isPending}>
                <RefreshCw className={cn(sync.isPending && 'animate-spin')} aria-hidden="true" />
                Sync now
              </Button>
            )}
            {t.status === 'CREATING' && (
              <Button variant="outline" asChild>
                <Link to={paths.admin.matchNew.getHref(t.id)}>
                  <Plus aria-hidden="true" />
                  Add Match
                </Link>
              </Button>
            )}
            <Button variant="outline" asChild>
              <Link to={paths.admin.tournamentEdit.getHref(t.id)}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
          </>
        }
      />
      <TournamentFacts tournament={t} />
      <PrizePoolCard tournamentId={t.id} />
      <SecondChanceCard tournament={t} />
      <h2 className="mb-4 text-xl font-bold">Matches</h2>
      {t.rounds.length === 0 ? (
        <p className="text-muted-foreground">No matches yet.</p>
      ) : (
        <div className="grid min-w-0 gap-6">
          {[...t.rounds]
            .sort((a, b) => a.index - b.index)
            .map((round) => (
              <Card key={round.id} className="min-w-0">
                <CardHeader>
                  <CardTitle>{round.name}</CardTitle>
                </CardHeader>
                <CardContent>
                  <RoundTable matches={round.matches} />
                </CardContent>
              </Card>
            ))}
        </div>
      )}
    </>
  );
}

/** What the tournament is: gender, place, source, zone, dates, start and entries, with its cover. */
function TournamentFacts({ tournament: t }: { tournament: AdminTournamentDetail }) {
  return (
    <Card className="mb-8">
      <CardContent className="grid gap-6 md:grid-cols-[1fr_auto]">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <DetailItem label="Gender" value={genderLabel(t.gender)} />
          <DetailItem label="Location" value={t.location ?? 'Unknown'} />
          <DetailItem
            label="URL"
            value={
              t.url ? (
                <a
                  href={t.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 break-all hover:underline"
                >
                  {t.url}
                  <ExternalLink className="size-3" aria-hidden="true" />
                </a>
              ) : (
                'None'
              )
            }
          />
          <DetailItem label="Timezone" value={t.timezone} />
          <DetailItem label="Duration" value={`${formatDay(t.startDate)} – ${formatDay(t.endDate)}`} />
          <DetailItem
            label="Start Time"
            value={<VenueTime iso={t.startsAt} timeZone={t.timezone} style="tournament" />}
          />
          <DetailItem label="Entries" value={String(t.entryCount)} />
        </dl>
        {t.imageUrl && <img src={t.imageUrl} alt={`${t.name} cover`} className="max-h-48 rounded-lg object-cover" />}
      </CardContent>
    </Card>
  );
}

function RoundTable({ matches }: { matches: Match[] }) {
  const navigate = useNavigate();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Player 1</TableHead>
          <TableHead className="w-10 text-center">vs</TableHead>
          <TableHead>Player 2</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...matches]
          .sort((a, b) => a.position - b.position)
          .map((match) => {
            const open = () => navigate(paths.admin.match.getHref(match.id));
            const missing = isMissingPlayer(match);
            return (
              <TableRow
                key={match.id}
                tabIndex={0}
                onClick={open}
                onKeyDown={(event) => event.key === 'Enter' && open()}
                data-missing-player={missing || undefined}
                className={cn('cursor-pointer', missing && 'outline-2 -outline-offset-2 outline-destructive')}
                aria-label={missing ? 'Match missing a player' : undefined}
              >
                <TableCell className="whitespace-nowrap">
                  <VenueTime iso={match.startsAt} timeZone={match.tournamentTimezone} style="tournament" />
                </TableCell>
                <PlayerCell match={match} slot={1} />
                <TableCell className="text-center text-muted-foreground">vs</TableCell>
                <PlayerCell match={match} slot={2} />
                <TableCell>
                  <MatchStatusBadge isCompleted={match.isCompleted} />
                </TableCell>
              </TableRow>
            );
          })}
      </TableBody>
    </Table>
  );
}

function PlayerCell({ match, slot }: { match: Match; slot: Slot }) {
  const player = slotPlayer(match, slot);
  const won = match.isCompleted && player !== null && match.winnerId === player.id;
  return (
    <TableCell className={cn(won && 'font-semibold')}>
      {player ? (
        playerLabel(player)
      ) : (
        <span className="text-muted-foreground">{match.isBye ? 'Bye' : emptySlotLabel(match, slot)}</span>
      )}
    </TableCell>
  );
}
