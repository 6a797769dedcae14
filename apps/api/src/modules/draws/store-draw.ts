import { randomUUID } from 'node:crypto';
import {
  type Gender,
  type MatchOutcome,
  type TournamentStatus,
  venueLocalToInstant,
  withdrawalGameScore,
} from '@squash/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { matches, players, rounds, tournamentPlayers, tournaments } from '../../db/schema.js';
import type { ParsedCompetition, ParsedMatch } from '../../integrations/psa/draw.js';
import { required } from '../../lib/required.js';

export interface StoreDrawInput {
  name: string;
  location: string | null;
  gender: Gender;
  status: TournamentStatus;
  url: string | null;
  imageUrl: string | null;
  timezone: string;
  startDate: string;
  endDate: string;
  sourceKey: string | null;
  competition: ParsedCompetition;
  /** Hundredths of a credit; free (0) unless given. */
  entryFee?: number;
}

export interface StoredDraw {
  tournamentId: string;
  /** Player id by the draw's slug. */
  playerIds: Map<string, string>;
  /** Match id by `round:position`. */
  matchIds: Map<string, string>;
}

export const matchKey = (roundIndex: number, position: number) => `${roundIndex}:${position}`;

/** The recorded result of a parsed match: game score winner first, withdrawals per the spec's rule. */
export function resultOf(match: ParsedMatch): { gameScore: string; outcome: MatchOutcome } | null {
  if (!match.winner || match.status === 'bye' || match.status === 'scheduled') return null;
  const [one, two] = match.games ?? [0, 0];
  const loserGames = match.winner === match.player1 ? two : one;
  if (match.status === 'walkover') return { gameScore: withdrawalGameScore(0), outcome: 'walkover' };
  if (match.status === 'retired') return { gameScore: withdrawalGameScore(loserGames), outcome: 'retired' };
  return { gameScore: `3-${loserGames}`, outcome: 'played' };
}

/** Players by profile slug: an existing player is reused and filled in, never duplicated. */
/** In an upsert: the incoming rank is at least as new as the stored one (an undated one counts as old). */
const newerRank = sql`excluded.world_rank is not null and (${players.worldRankDate} is null or ${players.worldRank} is null
  or coalesce(excluded.world_rank_date, '-infinity'::date) >= ${players.worldRankDate})`;

export async function upsertPlayers(db: Executor, competition: ParsedCompetition): Promise<Map<string, string>> {
  if (competition.players.length === 0) return new Map();
  const rows = await db
    .insert(players)
    .values(
      competition.players.map((player) => {
        const [firstName, ...rest] = player.fullName.split(' ');
        return {
          slug: player.slug,
          // The tour's profile slug when the source has no id of its own: every imported player can be edited.
          externalId: player.psaId ?? player.slug,
          fullName: player.fullName,
          firstName: firstName ?? null,
          lastName: rest.join(' ') || null,
          country: player.country,
          gender: competition.gender,
          imageUrl: player.imageUrl,
          url: player.url,
          worldRank: player.worldRank ?? null,
          worldRankDate: player.worldRank ? (competition.ranksAsOf ?? null) : null,
        };
      }),
    )
    .onConflictDoUpdate({
      target: players.slug,
      set: {
        fullName: sql`excluded.full_name`,
        country: sql`coalesce(excluded.country, ${players.country})`,
        imageUrl: sql`coalesce(excluded.image_url, ${players.imageUrl})`,
        url: sql`coalesce(excluded.url, ${players.url})`,
        externalId: sql`coalesce(${players.externalId}, excluded.external_id)`,
        // A source's rank replaces the stored one unless that came from a newer list.
        worldRank: sql`case when ${newerRank} then excluded.world_rank else ${players.worldRank} end`,
        worldRankDate: sql`case when ${newerRank} then excluded.world_rank_date else ${players.worldRankDate} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: players.id, slug: players.slug });
  return new Map(rows.map((row) => [required(row.slug, `the slug of player ${row.id}`), row.id]));
}

/**
 * Writes a whole draw as a new tournament: players (by slug), seeds, rounds, and every match with its
 * next-match link and any result already in. Match times are venue-local, turned into instants with
 * the tournament's time zone; the tournament locks at its first match.
 */
export async function storeDraw(db: Executor, input: StoreDrawInput): Promise<StoredDraw> {
  const { competition } = input;
  const playerIds = await upsertPlayers(db, competition);
  const matchIds = new Map(
    competition.rounds.flatMap((round) => round.matches.map((m) => [matchKey(round.index, m.position), randomUUID()])),
  );
  const startsAtOf = (match: ParsedMatch) =>
    match.scheduledLocal ? venueLocalToInstant(match.scheduledLocal, input.timezone) : null;
  const times = competition.rounds.flatMap((round) => round.matches.flatMap((m) => startsAtOf(m)?.getTime() ?? []));
  const firstStart = times.length > 0 ? new Date(Math.min(...times)) : null;

  const [row] = await db
    .insert(tournaments)
    .values({
      name: input.name,
      location: input.location,
      gender: input.gender,
      status: input.status,
      url: input.url,
      imageUrl: input.imageUrl,
      timezone: input.timezone,
      startDate: input.startDate,
      endDate: input.endDate,
      startsAt: firstStart,
      sourceKey: input.sourceKey,
      entryFee: input.entryFee ?? 0,
    })
    .returning({ id: tournaments.id });
  if (!row) throw new Error('tournament insert returned nothing');
  const tournamentId = row.id;

  if (competition.players.length > 0) {
    await db.insert(tournamentPlayers).values(
      competition.players.map((player) => ({
        tournamentId,
        playerId: required(playerIds.get(player.slug), `player ${player.slug}`),
        seed: player.seed,
        entry: player.entry,
      })),
    );
  }
  const roundRows = await db
    .insert(rounds)
    .values(competition.rounds.map((round) => ({ tournamentId, index: round.index, name: round.name })))
    .returning({ id: rounds.id, index: rounds.index });
  const roundIds = new Map(roundRows.map((round) => [round.index, round.id]));

  const idOf = (slug: string | null) => (slug ? (playerIds.get(slug) ?? null) : null);
  const values = competition.rounds.flatMap((round) =>
    round.matches.map((match): typeof matches.$inferInsert => {
      const isBye = match.status === 'bye';
      const result = resultOf(match);
      const completed = isBye || result !== null;
      const startsAt = startsAtOf(match);
      return {
        id: matchIds.get(matchKey(round.index, match.position)),
        tournamentId,
        roundId: required(roundIds.get(round.index), `round ${round.index}`),
        position: match.position,
        playerOneId: idOf(match.player1),
        playerTwoId: idOf(match.player2),
        isBye,
        isCompleted: completed,
        winnerId: completed ? idOf(match.winner) : null,
        gameScore: result?.gameScore ?? null,
        outcome: result?.outcome ?? null,
        games: result ? match.gameScores : null,
        startsAt,
        completedAt: completed ? (startsAt ?? firstStart) : null,
        nextMatchId: match.nextMatch
          ? (matchIds.get(matchKey(round.index + 1, match.nextMatch.position)) ?? null)
          : null,
        nextMatchPlayerSlot: match.nextMatch?.slot ?? null,
      };
    }),
  );
  // The final first, so every next-match reference exists when its feeder is written.
  await db.insert(matches).values(values.reverse());
  return { tournamentId, playerIds, matchIds };
}
