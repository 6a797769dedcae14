import type { TipDrawMatch } from '@squash/core';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { matches, rounds } from '../../db/schema.js';

/** A match as the tip rules see it, with its place in the round (which gives its tip slot). */
export type PlacedTipMatch = TipDrawMatch & { position: number };

/** And with its game score once played (what comparing two entries needs). */
export type ScoredTipMatch = PlacedTipMatch & { gameScore: string | null };

/** A tournament's matches as the tip rules see them. */
export async function loadTipDraw(db: Executor, tournamentId: string): Promise<ScoredTipMatch[]> {
  const rows = await db
    .select({
      id: matches.id,
      roundIndex: rounds.index,
      roundName: rounds.name,
      position: matches.position,
      isBye: matches.isBye,
      isCompleted: matches.isCompleted,
      winnerId: matches.winnerId,
      gameScore: matches.gameScore,
      playerOneId: matches.playerOneId,
      playerTwoId: matches.playerTwoId,
      nextMatchId: matches.nextMatchId,
      nextMatchPlayerSlot: matches.nextMatchPlayerSlot,
    })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(eq(matches.tournamentId, tournamentId))
    .orderBy(asc(rounds.index), asc(matches.position));
  return rows.map((row) => ({ ...row, nextMatchPlayerSlot: row.nextMatchPlayerSlot }));
}
