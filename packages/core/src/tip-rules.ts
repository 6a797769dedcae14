/*
 * The tip rules, without zod: the browser imports them on first load through `@squash/core/rules`.
 * The request schemas are in tipping.ts.
 */
import { bracketSkeleton } from './bracket.js';
import { type GameScore, SCORING } from './constants.js';
import { type GroupMatchOutcome, groupStandings, roundRobinRounds } from './round-robin.js';
import type { MatchTip } from './tipping.js';
import type { Round } from './tournament.js';

/** What the tip rules need to know of a match. */
export interface TipDrawMatch {
  id: string;
  roundIndex: number;
  roundName?: string;
  position?: number;
  isBye: boolean;
  isCompleted: boolean;
  winnerId: string | null;
  playerOneId: string | null;
  playerTwoId: string | null;
  nextMatchId: string | null;
  nextMatchPlayerSlot: 1 | 2 | null;
  /** A round-robin match's group ('A'); absent or null in a knockout (the Tour Finals, issue 66). */
  group?: string | null;
  /** A group match's two players' seeds within their group (1 the best): a group table's last tie-break. */
  groupSeeds?: readonly [number | null, number | null] | null;
  /** Slots filled from a group's table, one a slot (the Finals' semi-finals: A1 and B2); null where fed otherwise. */
  slotSources?: readonly [GroupPlace | null, GroupPlace | null] | null;
  /** A decided match's games, the winner's first ('3-1'): a group's table counts them. */
  gameScore?: string | null;
}

/** A place in a group's table: what fills a knockout slot after a round robin ('A', 1). */
export interface GroupPlace {
  group: string;
  place: number;
}

/** A tournament's draw (rounds of matches with players) as the tip rules see it. */
export function toTipDraw(rounds: readonly Round[]): TipDrawMatch[] {
  return rounds.flatMap((round) =>
    round.matches.map((match) => ({
      id: match.id,
      roundIndex: match.roundIndex,
      roundName: match.roundName,
      position: match.position,
      isBye: match.isBye,
      isCompleted: match.isCompleted,
      winnerId: match.winnerId,
      playerOneId: match.playerOne?.id ?? null,
      playerTwoId: match.playerTwo?.id ?? null,
      nextMatchId: match.nextMatchId,
      nextMatchPlayerSlot: match.nextMatchPlayerSlot,
      gameScore: match.gameScore,
      group: match.group ?? null,
      groupSeeds: match.group ? ([match.playerOne?.seed ?? null, match.playerTwo?.seed ?? null] as const) : null,
      slotSources: match.slotSources ?? null,
    })),
  );
}

/**
 * An unplayed draw of `size` players as the tip rules see it, matches named 'm<round>-<position>' and
 * round one's players 'p1' to 'p<size>' in draw order: for simulations of a draw, benches and tests.
 */
export function unplayedTipDraw(size: number): TipDrawMatch[] {
  const id = (round: number, position: number) => `m${round}-${position}`;
  return bracketSkeleton(size).flatMap((round) =>
    round.matches.map((match) => ({
      id: id(round.index, match.position),
      roundIndex: round.index,
      position: match.position,
      isBye: false,
      isCompleted: false,
      winnerId: null,
      playerOneId: round.index === 1 ? `p${2 * match.position - 1}` : null,
      playerTwoId: round.index === 1 ? `p${2 * match.position}` : null,
      nextMatchId: match.next ? id(match.next.roundIndex, match.next.position) : null,
      nextMatchPlayerSlot: match.next?.slot ?? null,
    })),
  );
}

/**
 * An unplayed Tour Finals as the tip rules see it: each group's round robin ('g<group><round>-<n>', its players
 * in the order given, seeded so), then the semi-finals A1 v B2 and B1 v A2 ('sf1', 'sf2') and the final.
 * Round indexes run on from the group stage's rounds. For tests, benches and the importer's checks.
 */
export function unplayedFinalsTipDraw(groups: { A: readonly string[]; B: readonly string[] }): TipDrawMatch[] {
  const stage = (group: 'A' | 'B') =>
    roundRobinRounds(groups[group]).flatMap((pairs, r) =>
      pairs.map(([one, two], n) => ({
        id: `g${group}${r + 1}-${n + 1}`,
        roundIndex: r + 1,
        position: (group === 'A' ? 0 : pairs.length) + n + 1,
        isBye: false,
        isCompleted: false,
        winnerId: null,
        playerOneId: one,
        playerTwoId: two,
        nextMatchId: null,
        nextMatchPlayerSlot: null,
        group,
        groupSeeds: [groups[group].indexOf(one) + 1, groups[group].indexOf(two) + 1] as const,
      })),
    );
  const matches: TipDrawMatch[] = [...stage('A'), ...stage('B')];
  const knockout = Math.max(...matches.map((match) => match.roundIndex)) + 1;
  /** A knockout match of the Finals, its players still to come. */
  const open = (id: string, roundIndex: number, position: number, next: 1 | 2 | null): TipDrawMatch => ({
    id,
    roundIndex,
    position,
    isBye: false,
    isCompleted: false,
    winnerId: null,
    playerOneId: null,
    playerTwoId: null,
    nextMatchId: next ? 'final' : null,
    nextMatchPlayerSlot: next,
  });
  const place = (group: 'A' | 'B', at: number): GroupPlace => ({ group, place: at });
  matches.push(
    { ...open('sf1', knockout, 1, 1), slotSources: [place('A', 1), place('B', 2)] },
    { ...open('sf2', knockout, 2, 2), slotSources: [place('B', 1), place('A', 2)] },
    open('final', knockout + 1, 1, null),
  );
  return matches;
}

export interface Pick {
  predictedWinnerId: string;
  predictedScore: GameScore | null;
}

export type Picks = ReadonlyMap<string, Pick>;

/** For each match, the matches feeding its two slots. */
export function feedersOf(matches: readonly TipDrawMatch[]): Map<string, { 1?: TipDrawMatch; 2?: TipDrawMatch }> {
  const feeders = new Map<string, { 1?: TipDrawMatch; 2?: TipDrawMatch }>();
  for (const match of matches) {
    if (!match.nextMatchId || !match.nextMatchPlayerSlot) continue;
    const entry = feeders.get(match.nextMatchId) ?? {};
    entry[match.nextMatchPlayerSlot] = match;
    feeders.set(match.nextMatchId, entry);
  }
  return feeders;
}

/**
 * Each group's players in seeding order, from its matches: by their seeds within the group where the draw has
 * them, else in the order they first appear.
 */
export function groupPlayers(matches: readonly TipDrawMatch[]): Map<string, string[]> {
  const seen = new Map<string, Map<string, number>>();
  const ordered = [...matches].sort((a, b) => a.roundIndex - b.roundIndex || (a.position ?? 0) - (b.position ?? 0));
  for (const match of ordered) {
    if (!match.group) continue;
    const players = seen.get(match.group) ?? new Map<string, number>();
    seen.set(match.group, players);
    const slots = [match.playerOneId, match.playerTwoId] as const;
    slots.forEach((playerId, i) => {
      if (!playerId || players.has(playerId)) return;
      players.set(playerId, match.groupSeeds?.[i] ?? Number.MAX_SAFE_INTEGER - 1000 + players.size);
    });
  }
  return new Map(
    [...seen].map(([group, players]) => [group, [...players].sort((a, b) => a[1] - b[1]).map(([id]) => id)]),
  );
}

/**
 * A group's table for one fan: each match's real result once decided, else the fan's pick (winner and games).
 * `groupStandings` says the order.
 */
export function projectedGroupTables(matches: readonly TipDrawMatch[], picks: Picks) {
  const tables = new Map<string, ReturnType<typeof groupStandings>>();
  for (const [group, players] of groupPlayers(matches)) {
    const outcomes: GroupMatchOutcome[] = matches
      .filter((match) => match.group === group && match.playerOneId && match.playerTwoId)
      .map((match) => {
        const pick = picks.get(match.id);
        const decided = match.isCompleted && match.winnerId;
        return {
          playerOneId: match.playerOneId as string,
          playerTwoId: match.playerTwoId as string,
          winnerId: decided ? match.winnerId : (pick?.predictedWinnerId ?? null),
          gameScore: decided ? (match.gameScore ?? null) : (pick?.predictedScore ?? null),
        };
      });
    tables.set(group, groupStandings(players, outcomes));
  }
  return tables;
}

/** Whether every match of every group has a result or a pick: until then a group's places fill nothing. */
function groupsDecided(matches: readonly TipDrawMatch[], picks: Picks): Set<string> {
  const open = new Set<string>();
  const groups = new Set<string>();
  for (const match of matches) {
    if (!match.group) continue;
    groups.add(match.group);
    if (!(match.isCompleted && match.winnerId) && !picks.has(match.id)) open.add(match.group);
  }
  return new Set([...groups].filter((group) => !open.has(group)));
}

/**
 * Who stands in each slot of each match for one fan: the player the draw already has there, else the
 * winner of the feeding match (a bye's player, a recorded result, or this fan's pick), or for a slot filled
 * from a group's table, the player at that place of the group as its results and this fan's picks make it
 * (once every match of the group has one or the other).
 */
export function projectSlots(
  matches: readonly TipDrawMatch[],
  picks: Picks,
): Map<string, [string | null, string | null]> {
  const placed = placedFromGroups(matches, picks);
  const feeders = feedersOf(matches);
  const ordered = [...matches].sort((a, b) => a.roundIndex - b.roundIndex);
  const slots = new Map<string, [string | null, string | null]>();
  const winnerOf = (match: TipDrawMatch | undefined): string | null => {
    if (!match) return null;
    if (match.isCompleted && match.winnerId) return match.winnerId;
    if (match.isBye) return slots.get(match.id)?.[0] ?? slots.get(match.id)?.[1] ?? null;
    return picks.get(match.id)?.predictedWinnerId ?? null;
  };
  for (const match of ordered) {
    const fed = feeders.get(match.id);
    const fromGroup = (i: 0 | 1) => placed(match.slotSources?.[i] ?? null);
    slots.set(match.id, [
      match.playerOneId ?? winnerOf(fed?.[1]) ?? fromGroup(0),
      match.playerTwoId ?? winnerOf(fed?.[2]) ?? fromGroup(1),
    ]);
  }
  return slots;
}

/** The player a fan's group tables put at a place, computed once a projection (null while the group is open). */
function placedFromGroups(matches: readonly TipDrawMatch[], picks: Picks) {
  let tables: ReturnType<typeof projectedGroupTables> | null = null;
  let decided: Set<string> | null = null;
  return (source: GroupPlace | null): string | null => {
    if (!source) return null;
    decided ??= groupsDecided(matches, picks);
    if (!decided.has(source.group)) return null;
    tables ??= projectedGroupTables(matches, picks);
    return tables.get(source.group)?.find((line) => line.place === source.place)?.playerId ?? null;
  };
}

/** Matches a fan must tip: every match that is not a bye. */
export const tippableMatches = (matches: readonly TipDrawMatch[]) => matches.filter((match) => !match.isBye);

export function incompleteTipsMessage(required: number, predicted: number) {
  return `You need to predict winners for all ${required} matches before submitting. You've predicted ${predicted} matches.`;
}

export const TOURNAMENT_NOT_FINALIZED_MESSAGE =
  "Some Round 1 matches are still pending player assignments. You won't be able to submit tips until all matches are finalized.";

/** Round 1 non-bye matches still waiting for a player (a qualifier, say). */
export function pendingRoundOneMatches(matches: readonly TipDrawMatch[]) {
  return matches.filter(
    (m) => (m.roundIndex === 1 || Boolean(m.group)) && !m.isBye && (!m.playerOneId || !m.playerTwoId),
  );
}

/** A set of tips' problem: its kind and values, which the server says in the fan's language (its English `message`). */
export interface TipsProblem {
  kind: TipsProblemKind;
  /** The match at fault, as `label` names it: its round's name and position (both null: 'a match'). */
  values: { roundName?: string | null; position?: number | null; required?: number; predicted?: number };
  message: string;
}

export type TipsProblemKind =
  | 'notFinalized'
  | 'unknownMatch'
  | 'bye'
  | 'duplicate'
  | 'incomplete'
  | 'notPlayer'
  | 'notPicked'
  | 'notPlaced';

/** A tips problem's English: the match as `label` names it ('Quarter-finals match 2', 'a match'). */
export function tipsProblemMessage(kind: TipsProblemKind, values: TipsProblem['values']): string {
  const where = values.roundName && values.position ? `${values.roundName} match ${values.position}` : 'a match';
  switch (kind) {
    case 'notFinalized':
      return TOURNAMENT_NOT_FINALIZED_MESSAGE;
    case 'unknownMatch':
      return 'One of your tips is for a match that is not in this tournament';
    case 'bye':
      return `${where} is a bye: there is nothing to predict`;
    case 'duplicate':
      return `You have more than one tip for ${where}`;
    case 'incomplete':
      return incompleteTipsMessage(values.required ?? 0, values.predicted ?? 0);
    case 'notPlayer':
      return `Your pick for ${where} is not one of its players`;
    case 'notPicked':
      return `Your pick for ${where} must be a player you picked to win the match before it`;
    case 'notPlaced':
      return `Your pick for ${where} must be a player your group picks put in it`;
  }
}

function tipsProblemOf(
  kind: TipsProblemKind,
  match?: TipDrawMatch,
  counts?: { required: number; predicted: number },
): TipsProblem {
  const values = {
    ...(match ? { roundName: match.roundName ?? null, position: match.position ?? null } : {}),
    ...counts,
  };
  return { kind, values, message: tipsProblemMessage(kind, values) };
}

/**
 * The server's judgement of a whole set of tips: one per non-bye match, each naming a player who can
 * be in that match given the same fan's earlier picks. Returns the first problem (in words a fan
 * understands, and as a kind with values to say them in the fan's language), or null when the tips are valid.
 */
export function tipsProblemDetail(matches: readonly TipDrawMatch[], tips: readonly MatchTip[]): TipsProblem | null {
  const byId = new Map(matches.map((match) => [match.id, match]));
  const required = tippableMatches(matches);
  if (pendingRoundOneMatches(matches).length > 0) return tipsProblemOf('notFinalized');
  const picks = new Map<string, Pick>();
  for (const tip of tips) {
    const match = byId.get(tip.matchId);
    if (!match) return tipsProblemOf('unknownMatch');
    if (match.isBye) return tipsProblemOf('bye', match);
    if (picks.has(tip.matchId)) return tipsProblemOf('duplicate', match);
    picks.set(tip.matchId, { predictedWinnerId: tip.predictedWinnerId, predictedScore: tip.predictedScore });
  }
  if (picks.size !== required.length) {
    return tipsProblemOf('incomplete', undefined, { required: required.length, predicted: picks.size });
  }
  const slots = projectSlots(matches, picks);
  for (const match of [...required].sort((a, b) => a.roundIndex - b.roundIndex)) {
    const pick = picks.get(match.id) as Pick;
    const [one, two] = slots.get(match.id) ?? [null, null];
    if (pick.predictedWinnerId !== one && pick.predictedWinnerId !== two) {
      const kind = match.slotSources ? 'notPlaced' : match.roundIndex === 1 || match.group ? 'notPlayer' : 'notPicked';
      return tipsProblemOf(kind, match);
    }
  }
  return null;
}

/** The same, in English words only. */
export function tipsProblem(matches: readonly TipDrawMatch[], tips: readonly MatchTip[]): string | null {
  return tipsProblemDetail(matches, tips)?.message ?? null;
}

/**
 * Records a pick (or removes it with `pick: null`) and clears the later picks that depended on the
 * old winner reaching those matches, so a fan's bracket never holds an impossible path.
 */
export function applyPick(
  matches: readonly TipDrawMatch[],
  picks: Picks,
  matchId: string,
  pick: Pick | null,
): Map<string, Pick> {
  const byId = new Map(matches.map((match) => [match.id, match]));
  const next = new Map(picks);
  const previous = next.get(matchId)?.predictedWinnerId ?? null;
  if (pick) next.set(matchId, pick);
  else next.delete(matchId);
  if (byId.get(matchId)?.group) return withoutUnplaced(matches, next);
  if (previous && previous !== pick?.predictedWinnerId) {
    let current = byId.get(matchId);
    while (current?.nextMatchId) {
      const following = byId.get(current.nextMatchId);
      if (!following || following.isCompleted || next.get(following.id)?.predictedWinnerId !== previous) break;
      next.delete(following.id);
      current = following;
    }
  }
  return next;
}

/**
 * The picks without those a group pick's change left impossible: a knockout pick whose player the fan's group
 * tables no longer put there, and the picks after it that named the same player, round by round.
 */
function withoutUnplaced(matches: readonly TipDrawMatch[], picks: Map<string, Pick>): Map<string, Pick> {
  const knockout = matches.filter((match) => !match.group && !match.isBye && !match.isCompleted);
  const rounds = [...new Set(knockout.map((match) => match.roundIndex))].sort((a, b) => a - b);
  for (const round of rounds) {
    const slots = projectSlots(matches, picks);
    for (const match of knockout.filter((each) => each.roundIndex === round)) {
      const picked = picks.get(match.id)?.predictedWinnerId;
      if (picked && !slots.get(match.id)?.includes(picked)) picks.delete(match.id);
    }
  }
  return picks;
}

/**
 * The most points a set of tips can still earn: 10 for every tip on an undecided match whose picked
 * player hasn't lost yet, +1 where it names a game score. What a new entry starts with; scoring keeps
 * it up to date as results come in.
 */
export function maxPointsStillPossible(matches: readonly TipDrawMatch[], tips: readonly MatchTip[]): number {
  const byId = new Map(matches.map((match) => [match.id, match]));
  const eliminated = eliminatedPlayers(matches);
  let points = 0;
  for (const tip of tips) {
    const match = byId.get(tip.matchId);
    if (!match || match.isBye || match.isCompleted) continue;
    // A group match's players play it whatever their standing.
    if (!match.group && eliminated.has(tip.predictedWinnerId)) continue;
    points += SCORING.pointsPerCorrectWinner + (tip.predictedScore ? SCORING.bonusForCorrectGameScore : 0);
  }
  return points;
}

/**
 * The players who can win no match still to play of this draw: a knockout match's loser, and a round-robin
 * player whom no way the group's remaining matches can go puts at a place the knockout takes (A1, A2). A group's
 * player plays its own group matches whatever their standing, so a tip on one of those is never lost this way:
 * callers count it as long as the match is undecided. Level on wins counts as through (the games still to play
 * could break the tie either way), so a player is never counted out too early.
 */
export function eliminatedPlayers(matches: readonly TipDrawMatch[]): Set<string> {
  const out = new Set<string>();
  for (const match of matches) {
    if (match.group || !match.isCompleted || match.isBye || !match.winnerId) continue;
    const loser = match.winnerId === match.playerOneId ? match.playerTwoId : match.playerOneId;
    if (loser) out.add(loser);
  }
  const placesTaken = new Map<string, number>();
  for (const match of matches) {
    for (const source of match.slotSources ?? []) {
      if (source) placesTaken.set(source.group, Math.max(placesTaken.get(source.group) ?? 0, source.place));
    }
  }
  for (const [group, players] of groupPlayers(matches)) {
    const through = placesTaken.get(group) ?? 0;
    if (through === 0) continue;
    for (const playerId of players) {
      if (!canFinishWithin(matches, group, playerId, through)) out.add(playerId);
    }
  }
  return out;
}

/** Whether some way the group's undecided matches go leaves at most `places - 1` players with more wins. */
function canFinishWithin(matches: readonly TipDrawMatch[], group: string, playerId: string, places: number) {
  const inGroup = matches.filter((match) => match.group === group && match.playerOneId && match.playerTwoId);
  const wins = new Map<string, number>();
  const open: TipDrawMatch[] = [];
  for (const match of inGroup) {
    if (match.isCompleted && match.winnerId) wins.set(match.winnerId, (wins.get(match.winnerId) ?? 0) + 1);
    else open.push(match);
  }
  // At most six open matches in a group of four: 64 ways, each match's winner one side or the other.
  for (let way = 0; way < 2 ** open.length; way++) {
    const these = new Map(wins);
    open.forEach((match, i) => {
      const winner = (way >> i) & 1 ? match.playerTwoId : match.playerOneId;
      these.set(winner as string, (these.get(winner as string) ?? 0) + 1);
    });
    const mine = these.get(playerId) ?? 0;
    const ahead = [...these.values()].filter((count) => count > mine).length;
    if (ahead < places) return true;
  }
  return false;
}

/** How `fillPicks` ranks two players: by seeding (then world ranking), or by world ranking (then seeding). */
export type FillOrder = 'seeding' | 'ranking';

/** What `fillPicks` knows of a player: the tournament's seed and the world rank, either possibly unknown. */
export interface FillStrength {
  seed?: number | null;
  worldRank: number | null;
}

/**
 * A whole bracket of picks in one go: in every match to tip, the stronger of its two players by `order`
 * (the lower seed or world rank; a player with neither is weakest; a tie goes to the player drawn first),
 * round by round so that later matches are between the players the fill sent through. Game scores are
 * left empty: a fill picks winners only. The fan edits from there; nothing is submitted.
 */
export function fillPicks(
  matches: readonly TipDrawMatch[],
  strengths: ReadonlyMap<string, FillStrength>,
  order: FillOrder,
): Map<string, Pick> {
  const key = (playerId: string): [number, number] => {
    const strength = strengths.get(playerId);
    const seed = strength?.seed ?? Number.POSITIVE_INFINITY;
    const rank = strength?.worldRank ?? Number.POSITIVE_INFINITY;
    return order === 'seeding' ? [seed, rank] : [rank, seed];
  };
  const stronger = (one: string, two: string): string => {
    const [a, b] = [key(one), key(two)];
    return b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? two : one;
  };
  const picks = new Map<string, Pick>();
  const ordered = [...matches].sort((a, b) => a.roundIndex - b.roundIndex || (a.position ?? 0) - (b.position ?? 0));
  for (const match of ordered) {
    if (match.isBye || match.isCompleted) continue;
    const [one, two] = projectSlots(matches, picks).get(match.id) ?? [null, null];
    if (!one || !two) continue;
    picks.set(match.id, { predictedWinnerId: stronger(one, two), predictedScore: null });
  }
  return picks;
}
