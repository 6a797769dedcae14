import { GAME_SCORES } from '../constants.js';
import { type GroupMatchOutcome, groupStandings } from '../round-robin.js';
import { feedersOf, groupPlayers, type TipDrawMatch } from '../tip-rules.js';
import { BONUS, NO_PICK, NO_PLAYER, NO_SCORE, type PackedField, WIN } from './field.js';
import { addAt, i8, i32, nth } from './typed-arrays.js';

/** A remaining match: where its two players come from, resolved as an outcome is built round by round. */
export interface Remaining {
  index: number;
  id: string;
  slots: [Source, Source];
}
/**
 * A slot's player: known already (its number; NO_PLAYER when none), the winner of an earlier remaining match, or
 * a place in a group's table as the outcome leaves it (a Finals' semi-final, decision 033).
 */
export type Source = { player: number } | { winnerOf: number } | { group: string; place: number };

/** A Finals' group as an outcome's tables need it: its players in seeding order, its results, its open matches. */
interface GroupStage {
  players: string[];
  decided: GroupMatchOutcome[];
  open: Array<{ index: number; playerOneId: string; playerTwoId: string }>;
}

/**
 * The entries' picks of the remaining matches as numbers, match by match (`m * entries + e`), so an
 * outcome scores 100,000 entries in a few milliseconds: the player picked and the score's index in
 * GAME_SCORES (NO_SCORE for a winner-only pick). Players are numbered as met, the field's first.
 */
export class PickTable {
  readonly players: string[] = [];
  readonly #number = new Map<string, number>();
  readonly remaining: Remaining[];
  readonly #groups = new Map<string, GroupStage>();
  readonly size: number;
  readonly base: Int32Array;
  readonly winner: Int32Array;
  readonly score: Int8Array;

  constructor(matches: readonly TipDrawMatch[], field: PackedField) {
    const numbers = Int32Array.from(field.players, (player) => this.playerNumber(player));
    this.remaining = this.#remainingMatches(matches);
    this.size = field.ids.length;
    this.base = field.points;
    this.winner = new Int32Array(this.remaining.length * this.size).fill(NO_PICK);
    this.score = new Int8Array(this.remaining.length * this.size).fill(NO_SCORE);
    const column = new Map(field.matchIds.map((id, m) => [id, m]));
    for (const match of this.remaining) {
      const m = column.get(match.id);
      if (m === undefined) continue;
      const from = m * this.size;
      const to = match.index * this.size;
      for (let e = 0; e < this.size; e++) {
        const player = i32(field.winners, from + e);
        if (player < 0) continue;
        this.winner[to + e] = i32(numbers, player);
        this.score[to + e] = i8(field.scores, from + e);
      }
    }
  }

  playerNumber(id: string | null): number {
    if (!id) return NO_PLAYER;
    let number = this.#number.get(id);
    if (number === undefined) {
      number = this.players.length;
      this.players.push(id);
      this.#number.set(id, number);
    }
    return number;
  }

  #remainingMatches(matches: readonly TipDrawMatch[]): Remaining[] {
    const feeders = feedersOf(matches);
    const ordered = [...matches].sort((a, b) => a.roundIndex - b.roundIndex || (a.position ?? 0) - (b.position ?? 0));
    const indexOf = new Map<string, number>();
    const decidedWinner = new Map<string, number>();
    const remaining: Remaining[] = [];
    for (const [group, players] of groupPlayers(matches)) this.#groups.set(group, { players, decided: [], open: [] });
    const source = (feeder: TipDrawMatch | undefined, known: string | null, place?: Source | null): Source => {
      if (known) return { player: this.playerNumber(known) };
      if (place) return place;
      if (!feeder) return { player: NO_PLAYER };
      const index = indexOf.get(feeder.id);
      return index === undefined ? { player: decidedWinner.get(feeder.id) ?? NO_PLAYER } : { winnerOf: index };
    };
    const placeOf = (i: 0 | 1, match: TipDrawMatch): Source | null => {
      const place = match.slotSources?.[i];
      return place ? { group: place.group, place: place.place } : null;
    };
    for (const match of ordered) {
      const fed = feeders.get(match.id);
      const slots: [Source, Source] = [
        source(fed?.[1], match.playerOneId, placeOf(0, match)),
        source(fed?.[2], match.playerTwoId, placeOf(1, match)),
      ];
      const stage = match.group ? this.#groups.get(match.group) : undefined;
      if (stage && match.playerOneId && match.playerTwoId) {
        const { playerOneId, playerTwoId } = match;
        if (match.isCompleted) {
          stage.decided.push({
            playerOneId,
            playerTwoId,
            winnerId: match.winnerId,
            gameScore: match.gameScore ?? null,
          });
        } else {
          stage.open.push({ index: remaining.length, playerOneId, playerTwoId });
        }
      }
      if (match.isBye) {
        const present = slots.map((slot) => ('player' in slot ? slot.player : NO_PLAYER)).find((p) => p !== NO_PLAYER);
        decidedWinner.set(match.id, match.winnerId ? this.playerNumber(match.winnerId) : (present ?? NO_PLAYER));
      } else if (match.isCompleted) {
        decidedWinner.set(match.id, this.playerNumber(match.winnerId));
      } else {
        indexOf.set(match.id, remaining.length);
        remaining.push({ index: remaining.length, id: match.id, slots });
      }
    }
    return remaining;
  }

  /** The two players of a remaining match once the earlier ones have `winners` (by `scores`). */
  playersOf(match: Remaining, winners: Int32Array, scores: Int8Array): [number, number] {
    const player = (slot: Source) =>
      'player' in slot
        ? slot.player
        : 'winnerOf' in slot
          ? i32(winners, slot.winnerOf)
          : this.#placed(slot.group, slot.place, winners, scores);
    return [player(match.slots[0]), player(match.slots[1])];
  }

  /** Who the outcome puts at `place` of `group`: its results, and the outcome's winners and scores of the rest. */
  #placed(group: string, place: number, winners: Int32Array, scores: Int8Array): number {
    const stage = this.#groups.get(group);
    if (!stage) return NO_PLAYER;
    const outcomes: GroupMatchOutcome[] = [...stage.decided];
    for (const open of stage.open) {
      const winner = i32(winners, open.index);
      if (winner === NO_PLAYER) return NO_PLAYER;
      const score = GAME_SCORES[i8(scores, open.index)] ?? null;
      outcomes.push({ ...open, winnerId: this.players[winner] ?? null, gameScore: score });
    }
    const line = groupStandings(stage.players, outcomes).find((each) => each.place === place);
    return line ? this.playerNumber(line.playerId) : NO_PLAYER;
  }

  /** Entry `e`'s points in the outcome (`winners`, `scores`: one per remaining match). */
  pointsOf(e: number, winners: Int32Array, scores: Int8Array): number {
    let points = i32(this.base, e);
    for (let m = 0; m < this.remaining.length; m++) {
      const at = m * this.size + e;
      if (this.winner[at] === winners[m]) points += WIN + (this.score[at] === scores[m] ? BONUS : 0);
    }
    return points;
  }

  /** Every entry's points in the outcome, into `out`. */
  allPoints(winners: Int32Array, scores: Int8Array, out: Int32Array): Int32Array {
    out.set(this.base);
    for (let m = 0; m < this.remaining.length; m++) {
      const offset = m * this.size;
      const w = i32(winners, m);
      const sc = i8(scores, m);
      for (let e = 0; e < this.size; e++) {
        if (this.winner[offset + e] === w) addAt(out, e, WIN + (this.score[offset + e] === sc ? BONUS : 0));
      }
    }
    return out;
  }

  /**
   * The entries that picked each player in each remaining match, in one flat list, those of one player
   * side by side and among them by the score picked (none, 3-0, 3-1, 3-2): `bounds` of a match and a player
   * are where its five runs start and end. An outcome then touches only the picks it makes right, adding
   * the same to each of a run. Built on first use.
   */
  #byPick?: { entries: Int32Array; bounds: Map<number, Int32Array> };

  #pickIndex() {
    if (this.#byPick) return this.#byPick;
    const entries = new Int32Array(this.winner.length);
    const bounds = new Map<number, Int32Array>();
    let next = 0;
    for (let m = 0; m < this.remaining.length; m++) {
      // By player, then by the score picked (its index in GAME_SCORES plus one: 0 for none).
      const groups = new Map<number, number[][]>();
      for (let e = 0; e < this.size; e++) {
        const player = i32(this.winner, m * this.size + e);
        if (player === NO_PICK) continue;
        let byScore = groups.get(player);
        if (!byScore) {
          byScore = GAME_SCORES.map(() => []).concat([[]]);
          groups.set(player, byScore);
        }
        nth(byScore, i8(this.score, m * this.size + e) + 1).push(e);
      }
      for (const [player, byScore] of groups) {
        const at = new Int32Array(byScore.length + 1);
        byScore.forEach((group, s) => {
          at[s] = next;
          for (const e of group) entries[next++] = e;
        });
        at[byScore.length] = next;
        bounds.set(m * this.players.length + player, at);
      }
    }
    this.#byPick = { entries, bounds };
    return this.#byPick;
  }

  /** `allPoints` through the picks' index: for many outcomes of one table (the odds). */
  allPointsByPick(winners: Int32Array, scores: Int8Array, out: Int32Array): Int32Array {
    const { entries, bounds } = this.#pickIndex();
    out.set(this.base);
    for (let m = 0; m < this.remaining.length; m++) {
      if (winners[m] === NO_PLAYER) continue;
      const at = bounds.get(m * this.players.length + i32(winners, m));
      if (!at) continue;
      // The right winner everywhere; the right score too in the run of those who picked the score drawn.
      const from = i32(at, i8(scores, m) + 1);
      const to = i32(at, i8(scores, m) + 2);
      const end = i32(at, at.length - 1);
      for (let i = i32(at, 0); i < from; i++) addAt(out, i32(entries, i), WIN);
      for (let i = from; i < to; i++) addAt(out, i32(entries, i), WIN + BONUS);
      for (let i = to; i < end; i++) addAt(out, i32(entries, i), WIN);
    }
    return out;
  }

  /** The outcome of entry `e`'s own bracket: its picks come true wherever they still can, with its scores. */
  ownBracket(e: number): [Int32Array, Int8Array] {
    const winners = new Int32Array(this.remaining.length);
    const scores = new Int8Array(this.remaining.length);
    for (const match of this.remaining) {
      const [one, two] = this.playersOf(match, winners, scores);
      const at = match.index * this.size + e;
      const pick = i32(this.winner, at);
      winners[match.index] = pick !== NO_PICK && (pick === one || pick === two) ? pick : one !== NO_PLAYER ? one : two;
      scores[match.index] = Math.max(0, i8(this.score, at));
    }
    return [winners, scores];
  }
}
