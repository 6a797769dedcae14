import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AdminTournamentDetail } from '@squash/core';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { roundLabel } from '@/lib/labels';
import { DetailItem } from '../../components/detail-item';
import { InputField, SelectField } from '../../components/fields';
import { TournamentStatusBadge } from '../../components/status-badges';
import { VenueTime } from '../../components/venue-time';
import { toIso } from '../../matches/utils/match-form';
import { useOpenSecondChance } from '../api/open-second-chance';

/**
 * A tournament's Second Chance in the back office (decision 020): where it stands once opened, the form
 * to open it while the tournament is under way, or, on a Second Chance, its main tournament.
 */
export function SecondChanceCard({ tournament }: { tournament: AdminTournamentDetail }) {
  const { parent, secondChance } = tournament;
  if (parent) {
    return (
      <Frame>
        <p className="text-sm">
          <Trans>
            The Second Chance of{' '}
            <Link
              to={paths.admin.tournament.getHref(parent.id)}
              className="font-semibold underline-offset-4 hover:underline"
            >
              {parent.name}
            </Link>
            . Its matches copy the main draw's: players, results and times are recorded there.
          </Trans>
        </p>
      </Frame>
    );
  }
  if (secondChance) {
    return (
      <Frame>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
          <DetailItem label={t`From`} value={roundLabel(secondChance.fromRound)} />
          <DetailItem
            label={t`Picks lock`}
            value={<VenueTime iso={secondChance.startsAt} timeZone={tournament.timezone} style="tournament" />}
          />
          <DetailItem label={t`Status`} value={<TournamentStatusBadge status={secondChance.status} />} />
        </dl>
        <Button variant="outline" className="w-fit" asChild>
          <Link to={paths.admin.tournament.getHref(secondChance.id)}>
            <Trans>Open the Second Chance</Trans>
          </Link>
        </Button>
      </Frame>
    );
  }
  if (tournament.status === 'CREATING' || tournament.status === 'UPCOMING') {
    return (
      <Frame>
        <p className="text-sm text-muted-foreground">
          <Trans>A Second Chance can be opened once Round 1 is complete.</Trans>
        </p>
      </Frame>
    );
  }
  if (tournament.status !== 'ACTIVE') return null;
  return (
    <Frame>
      <OpenForm tournament={tournament} />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Card className="mb-8" role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Second Chance</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A free bracket on the rest of the draw, with its own leaderboard, for fans whose first bracket is gone.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** The round to start from (by default the first with no result yet) and, if wanted, an earlier lock. */
function OpenForm({ tournament }: { tournament: AdminTournamentDetail }) {
  const open = useOpenSecondChance(tournament.id);
  const later = [...tournament.rounds].sort((a, b) => a.index - b.index).filter((round) => round.index >= 2);
  const next = later.find((round) => round.matches.every((match) => !match.isCompleted)) ?? later[0];
  const [fromRound, setFromRound] = useState(String(next?.index ?? ''));
  const [lock, setLock] = useState('');
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const errorId = useId();
  if (later.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>This draw has a single round.</Trans>
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    open.mutate(
      { fromRound: Number(fromRound), ...(lock ? { startsAt: toIso(lock, tournament.timezone) ?? undefined } : {}) },
      {
        onSuccess: (chance) =>
          toast.success(t`Second Chance open`, { description: t`${chance.name}: fans can pick it now.` }),
        onError: (failure) =>
          setError({
            message: errorMessage(failure),
            fields: failure instanceof ApiError ? (failure.fields ?? {}) : {},
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-describedby={error ? errorId : undefined}>
      {error && (
        <Alert variant="destructive" id={errorId} role="alert">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Start from`}
          name="fromRound"
          value={fromRound}
          onChange={(event) => setFromRound(event.target.value)}
          options={later.map((round) => ({ value: String(round.index), label: roundLabel(round.name) }))}
          error={error?.fields.fromRound}
        />
        <InputField
          label={t`Picks lock (venue time)`}
          name="startsAt"
          type="datetime-local"
          value={lock}
          onChange={(event) => setLock(event.target.value)}
          hint={t`Leave empty to lock at the round's first match`}
          error={error?.fields.startsAt}
        />
      </div>
      <Button type="submit" className="w-fit" disabled={open.isPending}>
        {open.isPending ? t`Opening…` : t`Open Second Chance`}
      </Button>
    </form>
  );
}
