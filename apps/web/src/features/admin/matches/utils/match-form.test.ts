import type { Match } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { toVenueLocalInput } from '@/lib/match-time';
import { testMatch, testPlayer } from '@/testing/test-match';
import { earlyBy, MatchFormValuesSchema, matchChanges, matchFormDefaults, toIso } from './match-form';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const P3 = '33333333-3333-4333-8333-333333333333';
const TOURNAMENT = '44444444-4444-4444-8444-444444444444';
const ROUND = '55555555-5555-4555-8555-555555555555';
const FINAL = '66666666-6666-4666-8666-666666666666';

const upcoming = testMatch({
  tournamentId: TOURNAMENT,
  roundId: ROUND,
  startsAt: '2027-03-01T09:30:00.000Z',
  // Times are entered and shown at the venue (EST, UTC-5 on March 1), whatever the admin's zone.
  tournamentTimezone: 'America/Toronto',
  playerOne: testPlayer(P1, 'Ali Farag'),
  playerTwo: testPlayer(P2, 'Paul Coll'),
});
const decided: Match = { ...upcoming, isCompleted: true, winnerId: P1, outcome: 'played', gameScore: '3-1' };

/** The form as the admin leaves it: its starting values with some edits, through the form's schema. */
const submitted = (match: Match, edits: object) =>
  MatchFormValuesSchema.parse({ ...matchFormDefaults(match, match.tournamentId), ...edits });

describe('matchChanges', () => {
  it('finds nothing to send when nothing was edited', () => {
    expect(matchChanges(upcoming, submitted(upcoming, {}))).toEqual({});
    expect(matchChanges(decided, submitted(decided, {}))).toEqual({});
  });

  it('sends the scheduled time as an instant, and a cleared one as TBD', () => {
    expect(matchFormDefaults(upcoming, TOURNAMENT).startsAt).toBe('2027-03-01T04:30');
    const later = '2027-03-01T06:00';
    expect(matchChanges(upcoming, submitted(upcoming, { startsAt: later }))).toEqual({
      startsAt: '2027-03-01T11:00:00.000Z',
    });
    expect(matchChanges(upcoming, submitted(upcoming, { startsAt: '' }))).toEqual({ startsAt: null });
  });

  it('sends only the round and players that changed', () => {
    expect(matchChanges(upcoming, submitted(upcoming, { roundId: FINAL, playerTwoId: P3 }))).toEqual({
      roundId: FINAL,
      playerTwoId: P3,
    });
    expect(matchChanges(upcoming, submitted(upcoming, { playerOneId: null }))).toEqual({ playerOneId: null });
  });

  it('sends the whole result when a match is marked completed', () => {
    expect(matchChanges(upcoming, submitted(upcoming, { isCompleted: true, winnerId: P2, gameScore: '3-2' }))).toEqual({
      isCompleted: true,
      winnerId: P2,
      outcome: 'played',
      gameScore: '3-2',
    });
    expect(
      matchChanges(upcoming, submitted(upcoming, { isCompleted: true, winnerId: P2, outcome: 'walkover' })),
    ).toEqual({ isCompleted: true, winnerId: P2, outcome: 'walkover' });
  });

  it('sends the whole result when any part of a recorded one changes', () => {
    expect(matchChanges(decided, submitted(decided, { gameScore: '3-0' }))).toEqual({
      winnerId: P1,
      outcome: 'played',
      gameScore: '3-0',
    });
    const retired = { ...decided, outcome: 'retired' as const, gameScore: '3-1' };
    expect(matchChanges(retired, submitted(retired, {}))).toEqual({});
    expect(matchChanges(retired, submitted(retired, { gamesWonByRetiringPlayer: 2 }))).toEqual({
      winnerId: P1,
      outcome: 'retired',
      gamesWonByRetiringPlayer: 2,
    });
  });

  it('takes a result back with Completed alone', () => {
    expect(matchChanges(decided, submitted(decided, { isCompleted: false }))).toEqual({ isCompleted: false });
  });
});

describe('the match form', () => {
  const messages = (values: object) =>
    MatchFormValuesSchema.safeParse({ ...matchFormDefaults(undefined, ''), ...values }).error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );

  it("asks for a tournament and a round with the spec's messages", () => {
    expect(messages({})).toEqual(['tournamentId: Tournament is required', 'roundId: Round is required']);
    expect(messages({ tournamentId: TOURNAMENT, roundId: ROUND })).toBeUndefined();
  });

  it('asks for a winner of the match and a game score once Completed is ticked', () => {
    const edited = { tournamentId: TOURNAMENT, roundId: ROUND, playerOneId: P1, playerTwoId: P2, isCompleted: true };
    expect(messages(edited)).toEqual([
      'winnerId: Winner is required',
      'gameScore: Game score is required for a played match',
    ]);
    expect(messages({ ...edited, winnerId: P3, gameScore: '3-0' })).toEqual(['winnerId: Winner is required']);
    expect(messages({ ...edited, winnerId: P1, outcome: 'walkover' })).toBeUndefined();
  });

  it("turns the datetime-local value, the venue's wall clock, into an instant and back", () => {
    expect(toIso('2027-03-01T04:30', 'America/Toronto')).toBe('2027-03-01T09:30:00.000Z');
    expect(toVenueLocalInput('2027-03-01T09:30:00.000Z', 'America/Toronto')).toBe('2027-03-01T04:30');
    expect(toIso('', 'America/Toronto')).toBeNull();
    expect(toVenueLocalInput(null, 'America/Toronto')).toBe('');
  });
});

describe('a result recorded long before its match (issue 43)', () => {
  const at = Date.parse('2027-03-01T09:30:00.000Z');
  it('asks about any before the scheduled start, with how far ahead', () => {
    expect(earlyBy('2027-03-01T09:30:00.000Z', at - 19 * 3_600_000)).toBe(19 * 3_600_000);
    expect(earlyBy('2027-03-01T09:30:00.000Z', at - 45 * 60_000)).toBe(45 * 60_000);
    expect(earlyBy('2027-03-01T09:30:00.000Z', at - 1000)).toBe(1000);
  });
  it('lets one at or after the start, or with no time, go through', () => {
    expect(earlyBy('2027-03-01T09:30:00.000Z', at)).toBeNull();
    expect(earlyBy('2027-03-01T09:30:00.000Z', at + 60_000)).toBeNull();
    expect(earlyBy(null, at)).toBeNull();
  });
});
