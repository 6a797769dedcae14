/**
 * The neutral shape of an imported draw, whatever produced it (the tour-page parser or an admin's
 * JSON upload), and the rules every draw must pass before the importer may store it.
 */
import {
  bracketSizeFor,
  GenderSchema,
  MAX_MATCHES_PER_ROUND,
  nextMatchLink,
  roundCountFor,
  roundName,
} from '@squash/core';
import { z } from 'zod';
import { PsaParseError } from './errors.js';

export const DRAW_MATCH_STATUSES = ['completed', 'walkover', 'retired', 'bye', 'scheduled'] as const;
export const DrawMatchStatusSchema = z.enum(DRAW_MATCH_STATUSES);
export type DrawMatchStatus = z.infer<typeof DrawMatchStatusSchema>;

/** How a player got into the main draw when not on ranking: wildcard or qualifier. */
export const DrawEntrySchema = z.enum(['WC', 'Q']);
export type DrawEntry = z.infer<typeof DrawEntrySchema>;

/** [player1, player2]: games won, or the points of one game. */
export const ScorePairSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type ScorePair = z.infer<typeof ScorePairSchema>;

export const SlugSchema = z.string().min(1);

/** Venue-local wall-clock time without a zone; the importer applies the tournament's timezone. */
export const LocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected a local time as YYYY-MM-DDTHH:mm');

export const ParsedPlayerSchema = z.object({
  /** Profile slug from the tour site (`/player/connor-turk/` -> `connor-turk`); unique within a draw. */
  slug: SlugSchema,
  fullName: z.string().min(1),
  /** Country name as the tour prints it (flag `alt`), e.g. 'United States'. */
  country: z.string().min(1).nullable(),
  seed: z.number().int().positive().nullable(),
  entry: DrawEntrySchema.nullable(),
  imageUrl: z.string().min(1).nullable(),
  /** Profile page on the tour site. */
  url: z.string().min(1).nullable(),
  /** The tour's numeric player id when it can be read (the site only exposes it inside photo URLs). */
  psaId: z.string().min(1).nullable(),
  /** The player's world rank when the source has it (a draw file may; the tour's pages carry seeds only). */
  worldRank: z.number().int().positive().nullable().optional(),
});
export type ParsedPlayer = z.infer<typeof ParsedPlayerSchema>;

export const NextMatchSchema = z.object({
  position: z
    .number()
    .int()
    .positive()
    .max(MAX_MATCHES_PER_ROUND, `A round has at most ${MAX_MATCHES_PER_ROUND} matches`),
  slot: z.union([z.literal(1), z.literal(2)]),
});
export type NextMatch = z.infer<typeof NextMatchSchema>;

export const ParsedMatchSchema = z.object({
  /** 1-based, top to bottom of the draw. */
  position: z
    .number()
    .int()
    .positive()
    .max(MAX_MATCHES_PER_ROUND, `A round has at most ${MAX_MATCHES_PER_ROUND} matches`),
  player1: SlugSchema.nullable(),
  player2: SlugSchema.nullable(),
  status: DrawMatchStatusSchema,
  winner: SlugSchema.nullable(),
  /** Games won [player1, player2]; [0, 0] for a walkover; null for a bye or an unplayed match. */
  games: ScorePairSchema.nullable(),
  /** Points of the games actually played, player1 first (no unplayed 0-0 game of a retirement). */
  gameScores: z.array(ScorePairSchema),
  scheduledLocal: LocalDateTimeSchema.nullable(),
  /** Where the winner goes, in the next round; null for the final. */
  nextMatch: NextMatchSchema.nullable(),
});
export type ParsedMatch = z.infer<typeof ParsedMatchSchema>;

export const ParsedRoundSchema = z.object({
  /** 1 = first round. */
  index: z.number().int().positive(),
  name: z.string().min(1),
  matches: z.array(ParsedMatchSchema),
});
export type ParsedRound = z.infer<typeof ParsedRoundSchema>;

export const ParsedCompetitionSchema = z.object({
  gender: GenderSchema,
  /** The draw size as the tour publishes it (16, 24, 32, 48, 64...). */
  drawSize: z.number().int().min(2),
  /** The power of two the draw is played in (a 24-draw plays in a 32-bracket with 8 byes). */
  bracketSize: z.number().int().min(2),
  players: z.array(ParsedPlayerSchema),
  rounds: z.array(ParsedRoundSchema),
  /** The date the players' world ranks are as of (a draw file's event start): a newer list's rank stays. */
  ranksAsOf: z.iso.date().nullable().optional(),
});
export type ParsedCompetition = z.infer<typeof ParsedCompetitionSchema>;

export const ParsedTournamentSchema = z.object({
  name: z.string().min(1),
  /** The tour page it came from; null for an uploaded event no page describes. */
  sourceUrl: z.string().min(1).nullable(),
  slug: SlugSchema,
  location: z.string().min(1).nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** Cover image; null when the page only has the tour's default banner. */
  imageUrl: z.string().min(1).nullable(),
  competitions: z.array(ParsedCompetitionSchema).min(1),
});
export type ParsedTournament = z.infer<typeof ParsedTournamentSchema>;

const MAX_LISTED_PROBLEMS = 5;

/**
 * Checks the shape and the bracket rules (round names, match counts, next-match links, winners
 * advancing) and returns the tournament unchanged, or throws a PsaParseError naming the problems.
 * Every producer ends with this, so a half-built draw never reaches the database.
 */
export function validateParsedTournament(tournament: ParsedTournament): ParsedTournament {
  const result = ParsedTournamentSchema.safeParse(tournament);
  if (!result.success) {
    throw new PsaParseError(`The draw is incomplete: ${z.prettifyError(result.error)}`);
  }
  const problems: string[] = [];
  if (result.data.endDate < result.data.startDate) problems.push('the tournament ends before it starts');
  const genders = result.data.competitions.map((competition) => competition.gender);
  if (new Set(genders).size !== genders.length) problems.push('a gender has more than one draw');
  for (const competition of result.data.competitions) problems.push(...competitionProblems(competition));
  if (problems.length > 0) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).join('; ');
    const more = problems.length > MAX_LISTED_PROBLEMS ? ` (and ${problems.length - MAX_LISTED_PROBLEMS} more)` : '';
    throw new PsaParseError(`The draw is inconsistent: ${listed}${more}`);
  }
  return result.data;
}

function competitionProblems(competition: ParsedCompetition): string[] {
  const problems: string[] = [];
  const draw = competition.gender === 'mens' ? "men's draw" : "women's draw";
  const report = (message: string) => problems.push(`${draw}: ${message}`);

  if (bracketSizeFor(competition.drawSize) !== competition.bracketSize) {
    report(`a ${competition.drawSize}-draw cannot be played in a ${competition.bracketSize}-bracket`);
    return problems;
  }
  const totalRounds = roundCountFor(competition.bracketSize);
  if (competition.rounds.length !== totalRounds) {
    report(`expected ${totalRounds} rounds, found ${competition.rounds.length}`);
    return problems;
  }

  const players = new Map(competition.players.map((player) => [player.slug, player]));
  if (players.size !== competition.players.length) report('a player is listed twice');
  const playersInDraw = new Set<string>();

  competition.rounds.forEach((round, i) => {
    const index = i + 1;
    const name = roundName(index, totalRounds);
    if (round.index !== index || round.name !== name) {
      report(`round ${i + 1} should be ${index} '${name}', found ${round.index} '${round.name}'`);
    }
    const expectedMatches = competition.bracketSize / 2 ** index;
    if (round.matches.length !== expectedMatches) {
      report(`${name} should have ${expectedMatches} matches, found ${round.matches.length}`);
    }
    const seenInRound = new Set<string>();
    round.matches.forEach((match, j) => {
      const label = `${name} match ${j + 1}`;
      if (match.position !== j + 1) report(`${label} has position ${match.position}`);
      const link = nextMatchLink(index, j + 1, totalRounds);
      const expectedNext = link ? { position: link.position, slot: link.slot } : null;
      if (JSON.stringify(match.nextMatch) !== JSON.stringify(expectedNext)) {
        report(`${label} links to the wrong next match`);
      }
      for (const slug of [match.player1, match.player2]) {
        if (slug === null) continue;
        if (!players.has(slug)) report(`${label} names an unknown player '${slug}'`);
        if (seenInRound.has(slug)) report(`'${slug}' plays twice in ${name}`);
        seenInRound.add(slug);
        playersInDraw.add(slug);
      }
      for (const message of matchProblems(match, index)) report(`${label} ${message}`);

      const next = link ? competition.rounds[index]?.matches[link.position - 1] : undefined;
      const advanced = next ? (link?.slot === 1 ? next.player1 : next.player2) : null;
      if (advanced !== null && advanced !== match.winner) {
        report(`'${advanced}' is in ${roundName(index + 1, totalRounds)} without winning ${label}`);
      }
    });
  });

  for (const player of competition.players) {
    if (!playersInDraw.has(player.slug)) report(`'${player.slug}' is listed but plays no match`);
  }
  return problems;
}

function matchProblems(match: ParsedMatch, roundIndex: number): string[] {
  const { player1, player2, winner, games, gameScores } = match;
  if (player1 !== null && player1 === player2) return ['has the same player twice'];
  switch (match.status) {
    case 'bye': {
      const player = player1 ?? player2;
      if (roundIndex !== 1) return ['is a bye outside the first round'];
      if (player === null || (player1 !== null && player2 !== null)) return ['is a bye without exactly one player'];
      if (winner !== player) return ['is a bye the player does not win'];
      if (games !== null || gameScores.length > 0) return ['is a bye with a score'];
      return [];
    }
    case 'scheduled':
      if (winner !== null || games !== null || gameScores.length > 0) return ['is scheduled but has a result'];
      return [];
    case 'completed':
    case 'retired':
    case 'walkover': {
      if (player1 === null || player2 === null) return [`is ${match.status} without two players`];
      if (winner !== player1 && winner !== player2) return [`is ${match.status} without a winner from the match`];
      if (games === null) return [`is ${match.status} without a game count`];
      const [winnerGames, loserGames] = winner === player1 ? games : [games[1], games[0]];
      if (match.status === 'walkover' && (winnerGames !== 0 || loserGames !== 0 || gameScores.length > 0)) {
        return ['is a walkover with games played'];
      }
      if (match.status === 'completed' && winnerGames <= loserGames) return ['is won by the player with fewer games'];
      if (match.status === 'retired' && loserGames >= 3) return ['is a retirement of a player who had already won'];
      return [];
    }
  }
}
