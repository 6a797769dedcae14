import type { Match, MatchPlayer } from '@squash/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { matches, players, rounds, tournamentPlayers, tournaments } from '../../db/schema.js';
import { slotSourcesOf } from './tip-draw.js';

const playerOne = alias(players, 'player_one');
const playerTwo = alias(players, 'player_two');
const seedOne = alias(tournamentPlayers, 'seed_one');
const seedTwo = alias(tournamentPlayers, 'seed_two');

function playerColumns(player: typeof playerOne | typeof playerTwo, seed: typeof seedOne | typeof seedTwo) {
  return {
    id: player.id,
    fullName: player.fullName,
    worldRank: player.worldRank,
    country: player.country,
    seed: seed.seed,
  };
}

/** Matches are public only inside public tournaments. */
export const publicTournament = sql`${tournaments.status} <> 'CREATING'`;

export const matchOrder = {
  bracket: [asc(rounds.index), asc(matches.position)],
  startsAt: (direction: 'asc' | 'desc') =>
    direction === 'asc'
      ? [sql`${matches.startsAt} asc nulls last`, asc(rounds.index), asc(matches.position), asc(matches.id)]
      : [sql`${matches.startsAt} desc nulls last`, desc(rounds.index), asc(matches.position), asc(matches.id)],
};

export function involvingPlayer(playerId: string): SQL {
  return sql`(${eq(matches.playerOneId, playerId)} or ${eq(matches.playerTwoId, playerId)})`;
}

interface JoinedPlayer {
  id: string | null;
  fullName: string | null;
  worldRank: number | null;
  country: string | null;
  seed: number | null;
}

function toMatchPlayer(player: JoinedPlayer): MatchPlayer | null {
  if (player.id === null || player.fullName === null) return null;
  return { ...player, id: player.id, fullName: player.fullName };
}

/** Matches with their round, tournament and both players, mapped to the API shape. */
export async function selectMatches(
  db: Executor,
  {
    where,
    orderBy,
    limit,
    offset,
  }: { where: SQL | undefined; orderBy: SQL[] | ReturnType<typeof asc>[]; limit?: number; offset?: number },
): Promise<Match[]> {
  let query = db
    .select({
      match: matches,
      roundName: rounds.name,
      roundIndex: rounds.index,
      tournamentName: tournaments.name,
      tournamentTimezone: tournaments.timezone,
      playerOne: playerColumns(playerOne, seedOne),
      playerTwo: playerColumns(playerTwo, seedTwo),
    })
    .from(matches)
    .innerJoin(rounds, eq(rounds.id, matches.roundId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .leftJoin(playerOne, eq(playerOne.id, matches.playerOneId))
    .leftJoin(playerTwo, eq(playerTwo.id, matches.playerTwoId))
    .leftJoin(seedOne, and(eq(seedOne.playerId, matches.playerOneId), eq(seedOne.tournamentId, matches.tournamentId)))
    .leftJoin(seedTwo, and(eq(seedTwo.playerId, matches.playerTwoId), eq(seedTwo.tournamentId, matches.tournamentId)))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  const rows = await query;
  return rows.map(({ match, roundName, roundIndex, tournamentName, tournamentTimezone, playerOne, playerTwo }) => ({
    id: match.id,
    tournamentId: match.tournamentId,
    tournamentName,
    tournamentTimezone,
    roundId: match.roundId,
    roundName,
    roundIndex,
    position: match.position,
    startsAt: match.startsAt?.toISOString() ?? null,
    isCompleted: match.isCompleted,
    isBye: match.isBye,
    winnerId: match.winnerId,
    gameScore: match.gameScore,
    games: match.games ?? null,
    outcome: match.outcome,
    nextMatchId: match.nextMatchId,
    nextMatchPlayerSlot: match.nextMatchPlayerSlot ?? null,
    qualifierSlot: match.qualifierSlot ?? null,
    playerOne: toMatchPlayer(playerOne),
    playerTwo: toMatchPlayer(playerTwo),
    group: match.groupLabel,
    slotSources: slotSourcesOf(match.playerOneSource, match.playerTwoSource),
  }));
}

export async function countMatches(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(where);
  return row?.count ?? 0;
}
