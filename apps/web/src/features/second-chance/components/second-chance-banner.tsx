import { Trans } from '@lingui/react/macro';
import type { Tournament } from '@squash/core';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { openSecondChance, secondChanceFrom, secondChanceRules, secondChanceSentence } from '../utils/second-chance';

/**
 * On a main tournament's page: its Second Chance, inviting while it is open (fans out of the running get a
 * new bracket), a plain link to its leaderboard once it has started.
 */
export function SecondChanceBanner({ tournament, now }: { tournament: Tournament; now: Date }) {
  const chance = tournament.secondChance;
  if (!chance) return null;
  const open = openSecondChance(tournament, now);
  if (!open) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <RotateCcw aria-hidden="true" className="size-4" />
        <span>{secondChanceFrom(chance.fromRound)}</span>
        <Link
          to={paths.tournament.getHref(chance.id, 'leaderboard')}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Trans>see its leaderboard</Trans>
        </Link>
      </p>
    );
  }
  return (
    <Alert variant="info" className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-4">
      <RotateCcw aria-hidden="true" className="hidden sm:block" />
      <div className="flex-1">
        <AlertTitle className="text-base">{secondChanceSentence(open, now)}</AlertTitle>
        <AlertDescription>{secondChanceRules(open.fromRound)}</AlertDescription>
      </div>
      <ButtonLink to={paths.tournament.getHref(open.id)} size="sm" className="w-fit" iconEnd={ArrowRight}>
        <Trans>Play the Second Chance</Trans>
      </ButtonLink>
    </Alert>
  );
}

/** On a Second Chance's own page: what it is, and its main tournament. */
export function SecondChanceOf({ parent }: { parent: NonNullable<Tournament['parent']> }) {
  return (
    <Alert variant="info">
      <RotateCcw aria-hidden="true" />
      <AlertTitle>
        <Trans>Second Chance</Trans>
      </AlertTitle>
      <AlertDescription>
        <p>
          <Trans>
            A free bracket on the rest of the draw of{' '}
            <Link
              to={paths.tournament.getHref(parent.id)}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {parent.name}
            </Link>
            , with its own leaderboard: same rules and scoring, no entry fee and no prizes.
          </Trans>
        </p>
      </AlertDescription>
    </Alert>
  );
}
