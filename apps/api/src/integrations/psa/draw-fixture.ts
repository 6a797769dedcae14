/**
 * The neutral upload format, `psa-draw-fixture/v1` (see apps/api/fixtures/psa/PROVENANCE.md), for draws no
 * parser handles, read into the neutral shape of draw.ts. Fields the importer does not use (level, prize,
 * csvRow...) are optional.
 */
import { bracketSizeFor, GenderSchema, MAX_MATCHES_PER_ROUND, roundName } from '@squash/core';
import { z } from 'zod';
import {
  DrawEntrySchema,
  DrawMatchStatusSchema,
  LocalDateTimeSchema,
  type NextMatch,
  type ParsedCompetition,
  type ParsedMatch,
  type ParsedRound,
  type ParsedTournament,
  ScorePairSchema,
  SlugSchema,
  validateParsedTournament,
} from './draw.js';
import { PsaParseError } from './errors.js';
import { profileSlug, slugify } from './text.js';

export const DRAW_FIXTURE_SCHEMA = 'psa-draw-fixture/v1';

const FixturePlayerSchema = z.object({
  id: z.string().min(1),
  fullName: z.string().trim().min(1),
  country: z
    .string()
    .trim()
    .min(1)
    .nullish()
    .transform((value) => value ?? null),
  seed: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  entry: DrawEntrySchema.nullish().transform((value) => value ?? null),
  worldRank: z.number().int().positive().nullish(),
  psaId: z.union([z.string().min(1), z.number().int().positive()]).nullish(),
  /** Optional extras an upload may carry; the page parser fills them from the tour site. */
  slug: SlugSchema.optional(),
  url: z.string().min(1).nullish(),
  imageUrl: z.string().min(1).nullish(),
});

const FixtureMatchSchema = z
  .object({
    id: z.string().min(1),
    position: z
      .number()
      .int()
      .positive()
      .max(MAX_MATCHES_PER_ROUND, `A round has at most ${MAX_MATCHES_PER_ROUND} matches`),
    player1: z
      .string()
      .min(1)
      .nullish()
      .transform((value) => value ?? null),
    player2: z
      .string()
      .min(1)
      .nullish()
      .transform((value) => value ?? null),
    status: DrawMatchStatusSchema,
    winner: z
      .string()
      .min(1)
      .nullish()
      .transform((value) => value ?? null),
    games: ScorePairSchema.nullish().transform((pair) => pair ?? null),
    gameScores: z
      .array(ScorePairSchema)
      .nullish()
      .transform((value) => value ?? []),
    scheduledLocal: LocalDateTimeSchema.nullish(),
    nextMatch: z
      .object({ matchId: z.string().min(1), slot: z.union([z.literal(1), z.literal(2)]) })
      .nullish()
      .transform((value) => value ?? null),
    csvRow: z.number().int().nullish(),
    note: z.string().optional(),
  })
  // [0, 0] on a match not played yet is how spreadsheets say 'no score yet': no result, not a 0-0 (a
  // walkover keeps its [0, 0]).
  .transform((match) =>
    (match.status === 'scheduled' || match.status === 'bye') && match.games?.[0] === 0 && match.games[1] === 0
      ? { ...match, games: null }
      : match,
  );

const FixtureRoundSchema = z.object({
  index: z.number().int().positive(),
  /** Informative only: names are derived from the index ('Round 1' ... 'Final'). */
  name: z.string().optional(),
  csvRoundLabel: z.string().optional(),
  matchCount: z.number().int().optional(),
  playedOrWalkoverCount: z.number().int().optional(),
  byeCount: z.number().int().optional(),
  matches: z.array(FixtureMatchSchema).min(1),
});

const FixtureCompetitionSchema = z.object({
  gender: GenderSchema,
  level: z.string().optional(),
  prize: z.string().optional(),
  drawSize: z.number().int().min(2),
  bracketSize: z.number().int().min(2).optional(),
  entrants: z.number().int().optional(),
  /** Player id of the champion; checked against the final when given. */
  champion: z.string().min(1).nullish(),
  players: z.array(FixturePlayerSchema).min(2),
  rounds: z.array(FixtureRoundSchema).min(1),
});

const FixtureTournamentSchema = z.object({
  /** The slug of the tour URL. */
  key: SlugSchema,
  name: z.string().trim().min(1),
  /** The event's page, if it has one (a tour page makes the upload that tournament's; optional). */
  sourceUrl: z
    .string()
    .min(1)
    .nullish()
    .transform((value) => value ?? null),
  location: z
    .string()
    .trim()
    .min(1)
    .nullish()
    .transform((value) => value ?? null),
  listingDates: z.string().optional(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  imageUrl: z.string().min(1).nullish(),
  competitions: z.array(FixtureCompetitionSchema).min(1),
});

export const PsaDrawFixtureSchema = z.object({
  schema: z.literal(DRAW_FIXTURE_SCHEMA),
  tournaments: z.array(FixtureTournamentSchema).min(1),
});
export type PsaDrawFixture = z.infer<typeof PsaDrawFixtureSchema>;
type FixtureTournament = PsaDrawFixture['tournaments'][number];
type FixtureCompetition = FixtureTournament['competitions'][number];

/** Validates an uploaded `psa-draw-fixture/v1` document and converts each of its tournaments. */
export function parseDrawFixture(input: unknown): ParsedTournament[] {
  const result = PsaDrawFixtureSchema.safeParse(input);
  if (!result.success) {
    throw new PsaParseError(`Not a valid ${DRAW_FIXTURE_SCHEMA} upload: ${z.prettifyError(result.error)}`);
  }
  return drawFixtureToParsedTournaments(result.data);
}

/**
 * A player's slug is their identity across tournaments (players are matched by it), so the file's ids
 * ('p01', local to one draw) never become one: the given slug, else the profile URL's, else the name's,
 * as the page parser does for a player without a profile link.
 */
function playerSlug(player: FixtureCompetition['players'][number]): string {
  return player.slug ?? profileSlug(player.url) ?? slugify(player.fullName);
}

export function drawFixtureToParsedTournaments(fixture: PsaDrawFixture): ParsedTournament[] {
  return fixture.tournaments.map((tournament) =>
    validateParsedTournament({
      name: tournament.name,
      sourceUrl: tournament.sourceUrl,
      slug: tournament.key,
      location: tournament.location,
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      imageUrl: tournament.imageUrl ?? null,
      competitions: tournament.competitions.map((competition) => ({
        ...fixtureCompetition(tournament.key, competition),
        ranksAsOf: tournament.startDate,
      })),
    }),
  );
}

function fixtureCompetition(key: string, competition: FixtureCompetition): ParsedCompetition {
  const where = `${key} ${competition.gender}`;
  const slugById = new Map<string, string>();
  for (const player of competition.players) {
    if (slugById.has(player.id)) throw new PsaParseError(`${where}: player id '${player.id}' is used twice`);
    slugById.set(player.id, playerSlug(player));
  }
  const slugOf = (id: string | null): string | null => {
    if (id === null) return null;
    const slug = slugById.get(id);
    if (slug === undefined) throw new PsaParseError(`${where}: unknown player id '${id}'`);
    return slug;
  };

  const rounds = [...competition.rounds].sort((a, b) => a.index - b.index);
  if (rounds.some((round, i) => round.index !== i + 1)) {
    throw new PsaParseError(
      `${where}: rounds must be numbered from 1 without gaps, found ${rounds.map((r) => r.index).join(', ')}`,
    );
  }
  const matchById = new Map<string, { roundIndex: number; position: number }>();
  for (const round of rounds) {
    for (const match of round.matches) {
      if (matchById.has(match.id)) throw new PsaParseError(`${where}: match id '${match.id}' is used twice`);
      matchById.set(match.id, { roundIndex: round.index, position: match.position });
    }
  }

  const totalRounds = rounds.length;
  const parsedRounds: ParsedRound[] = rounds.map((round) => ({
    index: round.index,
    name: roundName(round.index, totalRounds),
    matches: [...round.matches]
      .sort((a, b) => a.position - b.position)
      .map((match): ParsedMatch => {
        let nextMatch: NextMatch | null = null;
        if (match.nextMatch !== null) {
          const target = matchById.get(match.nextMatch.matchId);
          if (target?.roundIndex !== round.index + 1) {
            throw new PsaParseError(
              `${where}: match '${match.id}' leads to '${match.nextMatch.matchId}', not a match of the next round`,
            );
          }
          nextMatch = { position: target.position, slot: match.nextMatch.slot };
        }
        return {
          position: match.position,
          player1: slugOf(match.player1),
          player2: slugOf(match.player2),
          status: match.status,
          winner: slugOf(match.winner),
          games: match.games,
          gameScores: match.gameScores,
          scheduledLocal: match.scheduledLocal ?? null,
          nextMatch,
        };
      }),
  }));

  const champion = competition.champion ? slugOf(competition.champion) : null;
  const finalWinner = parsedRounds.at(-1)?.matches[0]?.winner ?? null;
  if (champion !== null && champion !== finalWinner) {
    throw new PsaParseError(`${where}: the champion '${competition.champion}' did not win the final`);
  }

  return {
    gender: competition.gender,
    drawSize: competition.drawSize,
    bracketSize: competition.bracketSize ?? bracketSizeFor(competition.drawSize),
    players: competition.players.map((player) => ({
      slug: playerSlug(player),
      fullName: player.fullName,
      country: player.country,
      seed: player.seed,
      entry: player.entry,
      imageUrl: player.imageUrl ?? null,
      url: player.url ?? null,
      psaId: player.psaId == null ? null : String(player.psaId),
      worldRank: player.worldRank ?? null,
    })),
    rounds: parsedRounds,
  };
}
