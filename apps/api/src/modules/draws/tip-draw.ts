import type { GroupPlace, TipDrawMatch } from '@squash/core';
import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { matches, rounds, tournamentPlayers } from '../../db/schema.js';

/** A match as the tip rules see it, with its place in the round (which gives its tip slot). */
export type PlacedTipMatch = TipDrawMatch & { position: number };

/** And with its game score once played (what comparing two entries needs). */
export type ScoredTipMatch = PlacedTipMatch & { gameScore: string | null };

/** A slot's source as the draw stores it ('A1') as the tip rules read it; null for none. */
export function groupPlaceOf(source: string | null): GroupPlace | null {
  const [, group, place] = (source ? /^([A-H])([1-8])$/.exec(source) : null) ?? [];
  return group && place ? { group, place: Number(place) } : null;
}

/** Whether a tournament has a group stage (a Tour Finals, decision 033). */
export async function hasGroupStage(db: Executor, tournamentId: string): Promise<boolean> {
  const [row] = await queryRows<{ groups: boolean }>(
    db,
    sql`select exists (select 1 from matches where tournament_id = ${tournamentId} and group_label is not null) as groups`,
  );
  return row?.groups === true;
}

/** A knockout match's two slots' sources as the tip rules read them, or null where neither has one. */
export function slotSourcesOf(one: string | null, two: string | null): [GroupPlace | null, GroupPlace | null] | null {
  return one || two ? [groupPlaceOf(one), groupPlaceOf(two)] : null;
}

/**
 * A tournament's matches as the tip rules see them: a Finals' group matches with their group and their players'
 * seeds, its knockout slots with the group places they are filled from (decision 033).
 */
export async function loadTipDraw(db: Executor, tournamentId: string): Promise<ScoredTipMatch[]> {
  const seedOf = (player: typeof matches.playerOneId | typeof matches.playerTwoId) =>
    // Read for a group's matches only: a knockout's tip rules never need them (the entries' hot path reads this).
    sql<number | null>`case when ${matches.groupLabel} is not null then (select ${tournamentPlayers.seed}
      from ${tournamentPlayers}
      where ${tournamentPlayers.tournamentId} = ${matches.tournamentId} and ${tournamentPlayers.playerId} = ${player})
      end`;
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
      group: matches.groupLabel,
      playerOneSource: matches.playerOneSource,
      playerTwoSource: matches.playerTwoSource,
      playerOneSeed: seedOf(matches.playerOneId),
      playerTwoSeed: seedOf(matches.playerTwoId),
    })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .where(eq(matches.tournamentId, tournamentId))
    .orderBy(asc(rounds.index), asc(matches.position));
  return rows.map(({ playerOneSource, playerTwoSource, playerOneSeed, playerTwoSeed, ...row }) => ({
    ...row,
    groupSeeds: row.group ? ([playerOneSeed, playerTwoSeed] as const) : null,
    slotSources: slotSourcesOf(playerOneSource, playerTwoSource),
  }));
}
