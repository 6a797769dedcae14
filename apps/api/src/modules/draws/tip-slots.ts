import type { MatchTip } from '@squash/core';
import { type SQL, sql } from 'drizzle-orm';
import { TIP_SLOTS_PER_ROUND } from '../../db/schema.js';
import { required } from '../../lib/required.js';

/**
 * An entry keeps its picks in arrays indexed by tip slot (`entry_tips`, migration 0005): one row per
 * entry, where one row per tip made every submission write 63.
 */
export const tipSlot = (roundIndex: number, position: number) => (roundIndex - 1) * TIP_SLOTS_PER_ROUND + position;

/** The tip slot of a match, in SQL, from its round (`roundAlias`) and match (`matchAlias`) rows. */
export const tipSlotSql = (roundAlias: string, matchAlias: string): SQL =>
  sql.raw(`((${roundAlias}.index - 1) * ${TIP_SLOTS_PER_ROUND} + ${matchAlias}.position)`);

/**
 * A tournament's tips one per row (entry_id, match_id, predicted_winner_id, predicted_score), as the
 * `match_tips` view gives them but read from that tournament's entries only.
 */
export const tournamentTips = (tournamentId: string): SQL => sql`(
  select t.entry_id, m.id as match_id, t.winner_ids[s.slot] as predicted_winner_id,
         '3-' || t.lost_games[s.slot] as predicted_score
  from entries e
  join entry_tips t on t.entry_id = e.id
  join matches m on m.tournament_id = e.tournament_id
  join rounds r on r.id = m.round_id
  cross join lateral (select ${tipSlotSql('r', 'm')} as slot) s
  where e.tournament_id = ${tournamentId} and t.winner_ids[s.slot] is not null)`;

/** What `entry_tips.lost_games` holds for a game score: the games the winner drops ('3-1' -> 1). */
export const lostGames = (score: string) => Number(score.slice(2));

/** A PostgreSQL array literal; null elements are NULL. Only for uuids and numbers, which need no quoting. */
const arrayLiteral = (values: ReadonlyArray<string | number | null>) =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

/**
 * The `entry_tips` arrays of a set of tips, as literals to bind (`::uuid[]`, `::smallint[]`). `slotOf`
 * gives each tip's match slot; the rules have already checked every tip names a match of the draw.
 */
export function tipArrays(tips: readonly MatchTip[], slotOf: (matchId: string) => number) {
  const slots = tips.map((tip) => slotOf(tip.matchId));
  const length = Math.max(0, ...slots);
  const winnerIds: Array<string | null> = Array.from({ length }, () => null);
  const games: Array<number | null> = Array.from({ length }, () => null);
  tips.forEach((tip, i) => {
    const index = required(slots[i], `the slot of tip ${i}`) - 1;
    winnerIds[index] = tip.predictedWinnerId;
    games[index] = tip.predictedScore ? lostGames(tip.predictedScore) : null;
  });
  return { winnerIds: arrayLiteral(winnerIds), lostGames: arrayLiteral(games) };
}

/** The `entry_tips` array columns of a set of tips, for an insert's values. */
export function tipColumns(tips: readonly MatchTip[], slots: ReadonlyMap<string, number>) {
  const arrays = tipArrays(tips, (matchId) => required(slots.get(matchId), `the slot of match ${matchId}`));
  return { winnerIds: sql`${arrays.winnerIds}::uuid[]`, lostGames: sql`${arrays.lostGames}::smallint[]` };
}
