import { contention, i32, nth, oddsWithGroups, type PackedField, subField, type TipDrawMatch } from '@squash/core';

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

/**
 * The entries' picks as numbers, match by match (`PackedField`), read straight from the strings the database
 * wrote: no map per entry, no array of strings per entry.
 */
export function unpackPicks(input: OutlookInput): PackedField {
  const size = input.entryIds.length;
  const matches = input.remaining.length;
  const players = [...input.players, NOT_IN_DRAW];
  const notInDraw = input.players.length;
  const winners = new Int32Array(matches * size);
  const scores = new Int8Array(matches * size);
  const picked = new Int32Array(matches);
  const lost = new Int32Array(matches);
  for (let e = 0; e < size; e++) {
    readNumbers(nth(input.winners, e), picked);
    readNumbers(nth(input.lost, e), lost);
    for (let m = 0; m < matches; m++) {
      const player = i32(picked, m);
      const games = i32(lost, m);
      winners[m * size + e] = player === 0 ? -1 : player > 0 ? player - 1 : notInDraw;
      // A game score is the games the winner drops: 3-0, 3-1, 3-2 are GAME_SCORES' places 0, 1, 2.
      scores[m * size + e] = player === 0 || games < 0 || games > 2 ? -1 : games;
    }
  }
  return { ids: input.entryIds, points: input.points, matchIds: input.remaining, players, winners, scores };
}

/** The whole numbers of a comma-separated list, into `into`, which they must fill. */
function readNumbers(list: string, into: Int32Array) {
  let at = 0;
  let value = 0;
  let sign = 1;
  for (let i = 0; i < list.length; i++) {
    const code = list.charCodeAt(i);
    if (code === 44) {
      into[at++] = sign * value;
      value = 0;
      sign = 1;
    } else if (code === 45) sign = -1;
    else value = value * 10 + (code - 48);
  }
  into[at++] = sign * value;
  if (at !== into.length) throw new Error(`a packed pick list has ${at} numbers, not ${into.length}: ${list}`);
}

/** Who can still win and the chances of every entry and within every league, as rows to write. */
export function workOutOutlooks(input: OutlookInput): OutlookOutput {
  const field = unpackPicks(input);
  const ranks = new Map(input.ranks);
  const verdicts = contention(input.draw, field);
  const leagueVerdicts = input.leagues.map((league) =>
    contention(input.draw, subField(field, league.members), { searchBudget: input.leagueSearchBudget }),
  );
  // Seeded by the state: the same results always give the same chances. The leagues' come from the same runs,
  // which leave out what is proven out (most of a big field, late in a tournament).
  const { field: chances, groups: leagueChances } = oddsWithGroups(
    input.draw,
    field,
    (player) => ranks.get(player) ?? null,
    input.leagues.map((league) => league.members),
    {
      simulations: input.simulations,
      seed: input.seed,
      provenOut: {
        prizePlaces: (e) => verdicts.get(nth(field.ids, e))?.prizePlaces === 'out',
        groupFirst: (g, member) => {
          const e = input.leagues[g]?.members[member];
          return e !== undefined && leagueVerdicts[g]?.get(nth(field.ids, e))?.first === 'out';
        },
      },
    },
  );
  const entryRows = field.ids.map((id) => {
    const verdict = verdicts.get(id);
    const chance = chances.get(id);
    return {
      e: id,
      f: verdict?.first,
      p: verdict?.prizePlaces,
      r: verdict?.bestRank,
      x: verdict?.bestRankExact,
      fc: chance?.first,
      pc: chance?.prizePlaces,
    };
  });
  const leagueRows = input.leagues.flatMap((league, at) =>
    league.members.map((e) => {
      const id = nth(field.ids, e);
      const verdict = leagueVerdicts[at]?.get(id);
      return {
        l: league.leagueId,
        e: id,
        f: verdict?.first,
        r: verdict?.bestRank,
        x: verdict?.bestRankExact,
        fc: leagueChances[at]?.get(id),
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
