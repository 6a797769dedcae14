import {
  type ContentionEntry,
  contention,
  type GameScore,
  oddsWithGroups,
  type TipDrawMatch,
  type Pick as TipPick,
} from '@squash/core';

/**
 * What the outlook's sums need (issue 27, decision 019), in a form that crosses to a worker thread
 * cheaply: the entries' picks of the matches left as typed arrays (moved, not copied) instead of a map
 * per entry, which the main thread would spend longer copying than the queries took.
 */
export interface OutlookInput {
  draw: TipDrawMatch[];
  /** The matches left, in the order of each entry's picks below. */
  remaining: string[];
  /** The entries still counted, and their points so far. */
  entryIds: string[];
  points: Int32Array;
  /** The draw's players: the picks below name them by place in this list. */
  players: string[];
  /**
   * Each entry's picks of the matches left, in their order, as the database wrote them (`packedPicks`):
   * the player's place in `players` from 1 (0: no pick; -1: a player no longer in the draw), and the
   * games the picked winner drops (the game score; -1: none). Numbers parsed here, not where the rows
   * were read: a million of them take the thread that parses them a while.
   */
  winners: string[];
  lost: string[];
  /** World ranks of the draw's players (null: unranked). */
  ranks: Array<[string, number | null]>;
  /** Each private league's members, as indexes into the entries. */
  leagues: Array<{ leagueId: string; members: number[] }>;
  simulations: number;
  seed: number;
  leagueSearchBudget: number;
  /** Rows per chunk of the output. */
  chunk: number;
}

/** The rows to write, as JSON arrays of `chunk` rows each (the insert statements read them as they are). */
export interface OutlookOutput {
  entryRows: string[];
  leagueRows: string[];
}

/** The buffers of an input, for a worker's transfer list. */
export function transferables(input: OutlookInput): ArrayBuffer[] {
  return [input.points.buffer as ArrayBuffer];
}

/** A pick of a player no longer in the draw (a late draw change): a player who can't win a match left. */
const NOT_IN_DRAW = 'not-in-the-draw';

/** Who can still win and the chances of every entry and within every league, as rows to write. */
export function workOutOutlooks(input: OutlookInput): OutlookOutput {
  const entries: ContentionEntry[] = input.entryIds.map((id, e) => {
    const winners = (input.winners[e] as string).split(',');
    const lost = (input.lost[e] as string).split(',');
    const picks = new Map<string, TipPick>();
    input.remaining.forEach((matchId, m) => {
      const player = Number(winners[m]);
      if (player === 0) return;
      const games = Number(lost[m]);
      picks.set(matchId, {
        predictedWinnerId: player > 0 ? (input.players[player - 1] as string) : NOT_IN_DRAW,
        predictedScore: games < 0 ? null : (`3-${games}` as GameScore),
      });
    });
    return { id, points: input.points[e] as number, picks };
  });
  const ranks = new Map(input.ranks);
  const verdicts = contention(input.draw, entries);
  const leagueMembers = input.leagues.map((league) => league.members.map((e) => entries[e] as ContentionEntry));
  const leagueVerdicts = leagueMembers.map((members) =>
    contention(input.draw, members, { searchBudget: input.leagueSearchBudget }),
  );
  // Seeded by the state: the same results always give the same chances. The leagues' come from the same runs,
  // which leave out what is proven out (most of a big field, late in a tournament).
  const { field: chances, groups: leagueChances } = oddsWithGroups(
    input.draw,
    entries,
    (player) => ranks.get(player) ?? null,
    input.leagues.map((league) => league.members),
    {
      simulations: input.simulations,
      seed: input.seed,
      provenOut: {
        prizePlaces: (e) => verdicts.get((entries[e] as ContentionEntry).id)?.prizePlaces === 'out',
        groupFirst: (g, member) => {
          const entry = leagueMembers[g]?.[member];
          return entry !== undefined && leagueVerdicts[g]?.get(entry.id)?.first === 'out';
        },
      },
    },
  );
  const entryRows = entries.map((entry) => {
    const verdict = verdicts.get(entry.id);
    const chance = chances.get(entry.id);
    return {
      e: entry.id,
      f: verdict?.first,
      p: verdict?.prizePlaces,
      r: verdict?.bestRank,
      x: verdict?.bestRankExact,
      fc: chance?.first,
      pc: chance?.prizePlaces,
    };
  });
  const leagueRows = input.leagues.flatMap((league, at) =>
    (leagueMembers[at] ?? []).map((entry) => {
      const verdict = leagueVerdicts[at]?.get(entry.id);
      return {
        l: league.leagueId,
        e: entry.id,
        f: verdict?.first,
        r: verdict?.bestRank,
        x: verdict?.bestRankExact,
        fc: leagueChances[at]?.get(entry.id),
      };
    }),
  );
  return { entryRows: inChunks(entryRows, input.chunk), leagueRows: inChunks(leagueRows, input.chunk) };
}

function inChunks(rows: readonly object[], size: number): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(JSON.stringify(rows.slice(start, start + size)));
  return chunks;
}
