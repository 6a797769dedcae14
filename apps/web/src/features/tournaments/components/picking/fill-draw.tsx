import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { FillOrder, MatchPlayer, Picks, Pick as TipPick } from '@squash/core';
import { ListOrdered, Medal } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/**
 * Fill every pick in one go, by seeding or by world ranking, then change what you like. Says what a fill does
 * (winners only, game scores left empty; nothing sent until Submit), and offers to undo it when it replaced
 * picks. Seeding is offered only when the draw has seeds.
 */
export function FillDraw({
  players,
  fill,
  picks,
  replacePicks,
  announce,
}: {
  players: ReadonlyMap<string, MatchPlayer>;
  /** The picks a fill by `order` makes (core's `fillPicks` over this draw). */
  fill: (order: FillOrder) => Map<string, TipPick>;
  picks: Picks;
  replacePicks: (next: ReadonlyMap<string, TipPick>) => void;
  /** For screen readers: how many picks the fill made, and what it did ('Filled 15 picks by seeding'). */
  announce: (count: number, done: string) => void;
}) {
  const hasSeeds = useMemo(() => [...players.values()].some((player) => player.seed != null), [players]);
  function fillBy(order: FillOrder) {
    const previous = picks;
    const filled = fill(order);
    replacePicks(filled);
    const count = filled.size;
    const done =
      order === 'seeding'
        ? plural(count, { one: 'Filled # pick by seeding', other: 'Filled # picks by seeding' })
        : plural(count, { one: 'Filled # pick by world ranking', other: 'Filled # picks by world ranking' });
    announce(count, done);
    toast.success(done, {
      description: t`Change any pick you like, then submit. Game scores are empty.`,
      ...(previous.size > 0 ? { action: { label: t`Undo`, onClick: () => replacePicks(previous) } } : {}),
    });
  }
  return (
    <section
      aria-labelledby="fill-draw-heading"
      className="flex flex-col gap-2 rounded-xl border bg-card px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="min-w-0 text-sm">
        <h2 id="fill-draw-heading" className="font-semibold">
          <Trans>Fill the draw in one go</Trans>
        </h2>
        <p className="text-muted-foreground text-xs leading-5">
          {hasSeeds ? (
            <Trans>
              Picks the better seed or higher-ranked player to win every match (unranked players lose), replacing your
              picks. Game scores are left empty: add one to any match for the bonus point. Nothing is sent until you
              submit.
            </Trans>
          ) : (
            <Trans>
              Picks the higher-ranked player to win every match (unranked players lose), replacing your picks. Game
              scores are left empty: add one to any match for the bonus point. Nothing is sent until you submit.
            </Trans>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
        {hasSeeds && (
          <Button variant="outline" size="sm" className="flex-1" onClick={() => fillBy('seeding')}>
            <Medal aria-hidden="true" />
            <Trans>By seeding</Trans>
          </Button>
        )}
        <Button variant="outline" size="sm" className="flex-1" onClick={() => fillBy('ranking')}>
          <ListOrdered aria-hidden="true" />
          <Trans>By world ranking</Trans>
        </Button>
      </div>
    </section>
  );
}
