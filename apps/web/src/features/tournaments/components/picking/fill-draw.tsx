import type { FillOrder, MatchPlayer, Picks, Pick as TipPick } from '@squash/core';
import { ListOrdered, Medal } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

const ORDER_WORDS: Record<FillOrder, string> = { seeding: 'seeding', ranking: 'world ranking' };

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
  /** For screen readers: how many picks the fill made, and how. */
  announce: (count: number, how: string) => void;
}) {
  const hasSeeds = useMemo(() => [...players.values()].some((player) => player.seed != null), [players]);
  function fillBy(order: FillOrder) {
    const previous = picks;
    const filled = fill(order);
    replacePicks(filled);
    const how = ORDER_WORDS[order];
    announce(filled.size, how);
    toast.success(`Filled ${filled.size} picks by ${how}`, {
      description: 'Change any pick you like, then submit. Game scores are empty.',
      ...(previous.size > 0 ? { action: { label: 'Undo', onClick: () => replacePicks(previous) } } : {}),
    });
  }
  return (
    <section
      aria-labelledby="fill-draw-heading"
      className="flex flex-col gap-2 rounded-xl border bg-card px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <div className="min-w-0 text-sm">
        <h2 id="fill-draw-heading" className="font-semibold">
          Fill the draw in one go
        </h2>
        <p className="text-muted-foreground text-xs leading-5">
          Picks the {hasSeeds ? 'better seed or ' : ''}higher-ranked player to win every match (unranked players lose),
          replacing your picks. Game scores are left empty: add one to any match for the bonus point. Nothing is sent
          until you submit.
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {hasSeeds && (
          <Button variant="outline" size="sm" className="flex-1" onClick={() => fillBy('seeding')}>
            <Medal aria-hidden="true" />
            By seeding
          </Button>
        )}
        <Button variant="outline" size="sm" className="flex-1" onClick={() => fillBy('ranking')}>
          <ListOrdered aria-hidden="true" />
          By world ranking
        </Button>
      </div>
    </section>
  );
}
