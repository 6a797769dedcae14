import { t } from '@lingui/core/macro';
import { type GameScore, type Match, MatchFormSchema, type MatchOutcome, type MatchUpdate } from '@squash/core';
import {
  changedFields,
  GAME_SCORES,
  MATCH_OUTCOMES,
  venueLocalToInstant,
  withdrawalGameScore,
} from '@squash/core/rules';
import { z } from 'zod';
import { toVenueLocalInput } from '@/lib/match-time';

/*
 * The game score only means something for a played match and the retiring player's games only for a
 * retirement, so each is asked (and sent) only with its outcome; the API would otherwise keep a stale value.
 */
export function requireGameScore(
  value: { outcome?: MatchOutcome | null; gameScore?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.outcome === 'played' && !value.gameScore) {
    ctx.addIssue({ code: 'custom', path: ['gameScore'], message: t`Game score is required for a played match` });
  }
}

/*
 * Spec 001 §5's match form (tournament, round, start time, completed, winner) with the two players a
 * hand-built draw needs. The winner question, with the outcome and score the scoring rules need, shows
 * only when Completed is ticked on an existing match; a new match starts upcoming.
 */
/**
 * A retirement's games as its radio buttons give them: a string ('1'), as a radio's value always is (react-hook-form
 * applies `valueAsNumber` to text inputs only), read as the number the API takes.
 */
export const GAMES_WON_BY_RETIRING_PLAYER = z
  .union([z.number(), z.string()])
  .transform(Number)
  .pipe(z.number().int().min(0).max(2));

export const MatchFormValuesSchema = MatchFormSchema.pick({
  tournamentId: true,
  roundId: true,
  isCompleted: true,
  playerOneId: true,
  playerTwoId: true,
})
  .extend({
    /** A datetime-local value in the admin's time zone ('2027-03-01T09:30'), or empty for TBD. */
    startsAt: z.string(),
    winnerId: z.string().nullish(),
    outcome: z.enum(MATCH_OUTCOMES),
    gameScore: z.enum(GAME_SCORES).nullish(),
    gamesWonByRetiringPlayer: GAMES_WON_BY_RETIRING_PLAYER,
  })
  .superRefine((value, ctx) => {
    if (!value.isCompleted) return;
    const players = [value.playerOneId, value.playerTwoId];
    if (!value.winnerId || !players.includes(value.winnerId)) {
      ctx.addIssue({ code: 'custom', path: ['winnerId'], message: t`Winner is required` });
    }
    requireGameScore(value, ctx);
  });
export type MatchFormValues = z.input<typeof MatchFormValuesSchema>;

/**
 * A datetime-local value (the venue's wall clock: match times are entered and shown in the venue's zone,
 * whatever the admin's own) as an instant; empty is TBD.
 */
export const toIso = (local: string, venueZone: string) =>
  local ? venueLocalToInstant(local, venueZone).toISOString() : null;

/**
 * How far ahead of its scheduled start a match is at `now`, when it hasn't started; null otherwise. Any result
 * recorded before its match's time is asked about first: 45 minutes early once went through unasked (issue 63).
 */
export function earlyBy(startsAt: string | null, now: number): number | null {
  if (!startsAt) return null;
  const ahead = Date.parse(startsAt) - now;
  return ahead > 0 ? ahead : null;
}

/** The form's starting values: the stored match, or a new one (upcoming, no players) in a tournament. */
export function matchFormDefaults(match: Match | undefined, tournamentId: string): MatchFormValues {
  const outcome = match?.outcome ?? 'played';
  const score = GAME_SCORES.find((value) => value === match?.gameScore) ?? null;
  return {
    tournamentId,
    roundId: match?.roundId ?? '',
    startsAt: toVenueLocalInput(match?.startsAt ?? null, match?.tournamentTimezone ?? 'UTC'),
    playerOneId: match?.playerOne?.id ?? null,
    playerTwoId: match?.playerTwo?.id ?? null,
    isCompleted: match?.isCompleted ?? false,
    winnerId: match?.winnerId ?? null,
    outcome,
    gameScore: outcome === 'played' ? score : null,
    gamesWonByRetiringPlayer: outcome === 'retired' && score ? Number(score.slice(2)) : 0,
  };
}

/** Only what differs from the stored match (spec 001 §5); a result is sent whole when any part of it changed. */
export function matchChanges(match: Match, values: z.output<typeof MatchFormValuesSchema>): MatchUpdate {
  const { startsAt, ...kept } = changedFields(matchFormDefaults(match, match.tournamentId), values, [
    'roundId',
    'startsAt',
    'playerOneId',
    'playerTwoId',
    'isCompleted',
  ]);
  const changes: MatchUpdate =
    startsAt === undefined ? kept : { ...kept, startsAt: toIso(startsAt, match.tournamentTimezone) };
  if (!values.isCompleted) return changes;
  const gameScore: GameScore | null =
    values.outcome === 'played'
      ? (values.gameScore ?? null)
      : withdrawalGameScore(values.outcome === 'retired' ? values.gamesWonByRetiringPlayer : 0);
  const resultChanged =
    changes.isCompleted === true ||
    values.winnerId !== match.winnerId ||
    values.outcome !== match.outcome ||
    gameScore !== match.gameScore;
  if (resultChanged) {
    changes.winnerId = values.winnerId;
    changes.outcome = values.outcome;
    if (values.outcome === 'played') changes.gameScore = values.gameScore;
    if (values.outcome === 'retired') changes.gamesWonByRetiringPlayer = values.gamesWonByRetiringPlayer;
  }
  return changes;
}
