import type { Match, MatchPlayer } from '@squash/core';

/** For unit tests: a player as a match shows one. */
export const testPlayer = (id: string, fullName: string, worldRank: number | null = null): MatchPlayer => ({
  id,
  fullName,
  worldRank,
  country: null,
});

/** For unit tests: an upcoming Round 1 match with both slots empty, then the given changes. */
export function testMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    tournamentId: '00000000-0000-4000-8000-0000000000bb',
    tournamentName: 'T',
    tournamentTimezone: 'UTC',
    roundId: '00000000-0000-4000-8000-0000000000cc',
    roundName: 'Round 1',
    roundIndex: 1,
    position: 1,
    startsAt: null,
    isCompleted: false,
    isBye: false,
    winnerId: null,
    gameScore: null,
    games: null,
    outcome: null,
    nextMatchId: null,
    nextMatchPlayerSlot: null,
    qualifierSlot: null,
    playerOne: null,
    playerTwo: null,
    ...overrides,
  };
}
