import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Match, SyncReport } from '@squash/core';
import { ExternalLink, Pencil, Plus, RefreshCw } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { roundLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { DetailItem } from '../../components/detail-item';
import { PageHeader } from '../../components/page-header';
import { RecordState, useRecordId } from '../../components/record-state';
import { genderLabel, MatchStatusBadge, TournamentStatusBadge } from '../../components/status-badges';
import { VenueTime } from '../../components/venue-time';
import { emptySlotLabel, isMissingPlayer, playerLabel, type Slot, slotPlayer } from '../../matches/utils/match-slots';
import { formatDay } from '../../utils/format';
import { type AdminTournamentDetail, useTournament } from '../api/get-tournament';
import { useSyncTournament } from '../api/sync-tournament';
import { PrizeModelCard } from '../components/prize-model-card';
import { PrizePoolCard } from '../components/prize-pool-card';
import { PrizeWindowSection } from '../components/prize-window-card';
import { SecondChanceCard } from '../components/second-chance-card';

/** What a sync brought, each count in the reader's plural: '3 results recorded, 1 player set, 0 issues raised'. */
function syncReportText(report: SyncReport): string {
  const results = plural(report.resultsRecorded, { one: '# result recorded', other: '# results recorded' });
  const players = plural(report.playersSet, { one: '# player set', other: '# players set' });
  const issues = plural(report.issuesRaised, { one: '# issue raised', other: '# issues raised' });
  return t`${results}, ${players}, ${issues}`;
}

export function AdminTournamentPage() {
  const query = useTournament(useRecordId('Tournament'));
  return (
    <RecordState query={query} thing="Tournament">
      {(tournament) => <TournamentDetails tournament={tournament} />}
    </RecordState>
  );
}

function TournamentDetails({ tournament: detail }: { tournament: AdminTournamentDetail }) {
  const sync = useSyncTournament(detail.id);

  const onSync = () =>
    sync.mutate(undefined, {
      onSuccess: (report) => toast.success(t`Tournament synced`, { description: syncReportText(report) }),
      onError: (error) => toast.error(t`Sync failed`, { description: errorMessage(error) }),
    });

  return (
    <>
      <title>{t`${detail.name} · Admin`}</title>
      <BackLink to={paths.admin.tournaments.getHref()} className="mb-4">
        <Trans>Back to Tournaments</Trans>
      </BackLink>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {detail.name} <TournamentStatusBadge status={detail.status} />
          </span>
        }
        actions={
          <>
            {detail.sourceKey?.startsWith('psa:') && (
              <Button variant="outline" onClick={onSync} disabled={sync.isPending}>
                <RefreshCw className={cn(sync.isPending && 'animate-spin')} aria-hidden="true" />
                <Trans>Sync now</Trans>
              </Button>
            )}
            {detail.status === 'CREATING' && (
              <Button variant="outline" asChild>
                <Link to={paths.admin.matchNew.getHref(detail.id)}>
                  <Plus aria-hidden="true" />
                  <Trans>Add Match</Trans>
                </Link>
              </Button>
            )}
            <Button variant="outline" asChild>
              <Link to={paths.admin.tournamentEdit.getHref(detail.id)}>
                <Pencil aria-hidden="true" />
                <Trans>Edit</Trans>
              </Link>
            </Button>
          </>
        }
      />
      <TournamentFacts tournament={detail} />
      <PrizeModelCard tournament={detail} />
      <PrizePoolCard tournamentId={detail.id} model={detail.prizeModel} />
      <PrizeWindowSection tournamentId={detail.id} />
      <SecondChanceCard tournament={detail} />
      <h2 className="mb-4 text-xl font-bold">
        <Trans>Matches</Trans>
      </h2>
      {detail.rounds.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No matches yet.</Trans>
        </p>
      ) : (
        <div className="grid min-w-0 gap-6">
          {[...detail.rounds]
            .sort((a, b) => a.index - b.index)
            .map((round) => (
              <Card key={round.id} className="min-w-0">
                <CardHeader>
                  <CardTitle>{roundLabel(round.name)}</CardTitle>
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
function TournamentFacts({ tournament: detail }: { tournament: AdminTournamentDetail }) {
  return (
    <Card className="mb-8">
      <CardContent className="grid gap-6 md:grid-cols-[1fr_auto]">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <DetailItem label={t`Gender`} value={genderLabel(detail.gender)} />
          <DetailItem label={t`Location`} value={detail.location ?? 'Unknown'} />
          <DetailItem
            label={t`URL`}
            value={
              detail.url ? (
                <a
                  href={detail.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 break-all hover:underline"
                >
                  {detail.url}
                  <ExternalLink className="size-3" aria-hidden="true" />
                </a>
              ) : (
                'None'
              )
            }
          />
          <DetailItem label={t`Timezone`} value={detail.timezone} />
          <DetailItem label={t`Duration`} value={`${formatDay(detail.startDate)} – ${formatDay(detail.endDate)}`} />
          <DetailItem
            label={t`Start Time`}
            value={<VenueTime iso={detail.startsAt} timeZone={detail.timezone} style="tournament" />}
          />
          <DetailItem label={t`Entries`} value={String(detail.entryCount)} />
        </dl>
        {detail.imageUrl && (
          <img src={detail.imageUrl} alt={t`${detail.name} cover`} className="max-h-48 rounded-lg object-cover" />
        )}
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
          <TableHead>
            <Trans>Time</Trans>
          </TableHead>
          <TableHead>
            <Trans>Player 1</Trans>
          </TableHead>
          <TableHead className="w-10 text-center">
            <Trans>vs</Trans>
          </TableHead>
          <TableHead>
            <Trans>Player 2</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
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
                aria-label={missing ? t`Match missing a player` : undefined}
              >
                <TableCell className="whitespace-nowrap">
                  <VenueTime iso={match.startsAt} timeZone={match.tournamentTimezone} style="tournament" />
                </TableCell>
                <PlayerCell match={match} slot={1} />
                <TableCell className="text-center text-muted-foreground">
                  <Trans>vs</Trans>
                </TableCell>
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
        <span className="text-muted-foreground">{match.isBye ? t`Bye` : emptySlotLabel(match, slot)}</span>
      )}
    </TableCell>
  );
}
