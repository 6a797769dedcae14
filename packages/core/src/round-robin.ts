/*
 * The Tour Finals' round robin (issue 66): groups whose players each play every other, their standings in the
 * tour's order, and the semi-finals they fill (A1 v B2, B1 v A2). The same rules serve the real standings (from
 * results) and a fan's predicted ones (from their picks), so that the knockout a fan picks is the one their own
 * group picks lead to. The Rules page says the order in words; the tests hold the two together.
 */
import { gameScoreOf } from './constants.js';

/** A group match as the standings see it: its two players and, once decided (or picked), who won and how. */
export interface GroupMatchOutcome {
  playerOneId: string;
  playerTwoId: string;
  /** Who won (or is picked to win); null while undecided. */
  winnerId: string | null;
  /** The games, the winner's first ('3-1'); null when not known, which counts as 3-0. */
  gameScore: string | null;
}

/** One player's line of a group's table. */
export interface GroupStanding {
  playerId: string;
  /** 1 for the group's winner. */
  place: number;
  played: number;
  wins: number;
  losses: number;
  gamesWon: number;
  gamesLost: number;
}

/** The games a decided match gave each side: the winner's 3, the loser's from the score (0 when not known). */
function gamesOf(outcome: GroupMatchOutcome): { winner: number; loser: number } {
  const score = gameScoreOf(outcome.gameScore);
  return { winner: 3, loser: score ? Number(score.slice(2)) : 0 };
}

/**
 * A group's table in the tour's order: most wins, then most games won, then the head-to-head between the players
 * still level (for two, who won their match; for more, the most wins in the matches among them), and last the
 * group's own order (its seeding), so that the table is always complete and the same on every reading.
 * `players` are the group's players in seeding order; matches of other players are ignored.
 */
export function groupStandings(players: readonly string[], matches: readonly GroupMatchOutcome[]): GroupStanding[] {
  const inGroup = new Set(players);
  const decided = matches.filter(
    (match) =>
      match.winnerId !== null &&
      inGroup.has(match.playerOneId) &&
      inGroup.has(match.playerTwoId) &&
      (match.winnerId === match.playerOneId || match.winnerId === match.playerTwoId),
  );
  const lines = new Map(
    players.map((playerId) => [playerId, { playerId, played: 0, wins: 0, losses: 0, gamesWon: 0, gamesLost: 0 }]),
  );
  for (const match of decided) {
    const loserId = match.winnerId === match.playerOneId ? match.playerTwoId : match.playerOneId;
    const winner = lines.get(match.winnerId as string);
    const loser = lines.get(loserId);
    if (!winner || !loser) continue;
    const games = gamesOf(match);
    winner.played += 1;
    winner.wins += 1;
    winner.gamesWon += games.winner;
    winner.gamesLost += games.loser;
    loser.played += 1;
    loser.losses += 1;
    loser.gamesWon += games.loser;
    loser.gamesLost += games.winner;
  }
  const seeding = new Map(players.map((playerId, index) => [playerId, index]));
  /** Wins in the matches among `level` only. */
  const winsAmong = (level: readonly string[]) => {
    const among = new Set(level);
    const wins = new Map(level.map((playerId) => [playerId, 0]));
    for (const match of decided) {
      if (!among.has(match.playerOneId) || !among.has(match.playerTwoId)) continue;
      const winnerId = match.winnerId as string;
      wins.set(winnerId, (wins.get(winnerId) ?? 0) + 1);
    }
    return wins;
  };
  // Sorted by wins and games won, then each run of players level on both put in head-to-head order.
  const byRecord = [...lines.values()].sort(
    (a, b) =>
      b.wins - a.wins || b.gamesWon - a.gamesWon || (seeding.get(a.playerId) ?? 0) - (seeding.get(b.playerId) ?? 0),
  );
  const ordered: typeof byRecord = [];
  for (let start = 0; start < byRecord.length; ) {
    const first = byRecord[start] as (typeof byRecord)[number];
    let end = start + 1;
    while (end < byRecord.length && byRecord[end]?.wins === first.wins && byRecord[end]?.gamesWon === first.gamesWon)
      end += 1;
    const level = byRecord.slice(start, end);
    if (level.length > 1) {
      const wins = winsAmong(level.map((line) => line.playerId));
      level.sort(
        (a, b) =>
          (wins.get(b.playerId) ?? 0) - (wins.get(a.playerId) ?? 0) ||
          (seeding.get(a.playerId) ?? 0) - (seeding.get(b.playerId) ?? 0),
      );
    }
    ordered.push(...level);
    start = end;
  }
  return ordered.map((line, index) => ({ ...line, place: index + 1 }));
}

/**
 * Every pairing of a group, round by round (the circle method): each player plays every other once, and no one
 * twice in a round; with an odd number one sits each round out. Four players make three rounds of two matches.
 */
export function roundRobinRounds(players: readonly string[]): Array<Array<[string, string]>> {
  if (players.length < 2) return [];
  const circle: Array<string | null> = [...players];
  if (circle.length % 2 === 1) circle.push(null);
  const rounds: Array<Array<[string, string]>> = [];
  for (let round = 0; round < circle.length - 1; round++) {
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < circle.length / 2; i++) {
      const one = circle[i];
      const two = circle[circle.length - 1 - i];
      if (one && two) pairs.push([one, two]);
    }
    rounds.push(pairs);
    // The first stays; the others turn one place.
    circle.splice(1, 0, circle.pop() ?? null);
  }
  return rounds;
}

/** The number of matches a group of `size` plays: each pair once. */
export function roundRobinMatchCount(size: number): number {
  return size < 2 ? 0 : (size * (size - 1)) / 2;
}

/**
 * The Finals' semi-finals from two groups' tables: A1 v B2 and B1 v A2 (the tour's draw), each slot null while
 * its group has no table yet.
 */
export function finalsSemiFinals(
  groupA: readonly GroupStanding[],
  groupB: readonly GroupStanding[],
): [[string | null, string | null], [string | null, string | null]] {
  const at = (table: readonly GroupStanding[], place: number) =>
    table.find((line) => line.place === place)?.playerId ?? null;
  return [
    [at(groupA, 1), at(groupB, 2)],
    [at(groupB, 1), at(groupA, 2)],
  ];
}

/** Whether every match of a group is decided: only then does its table fill the knockout for real. */
export function groupComplete(players: readonly string[], matches: readonly GroupMatchOutcome[]): boolean {
  return (
    groupStandings(players, matches).reduce((sum, line) => sum + line.played, 0) ===
    2 * roundRobinMatchCount(players.length)
  );
}
