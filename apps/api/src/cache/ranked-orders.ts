import { LRUCache } from 'lru-cache';
import { perDatabase } from './per-database.js';

/** A started tournament's counted entries in leaderboard order, and the leaderboard version it is of. */
export interface RankedOrder {
  version: number;
  ids: string[];
}

type Load = () => Promise<RankedOrder>;

/**
 * Tournaments' entries in leaderboard order, per database: a leaderboard page is a slice of it (decision 006),
 * so a tournament is sorted once per version instead of once per page. About 7 MB each at 100,000 entries,
 * so 8 tournaments at most.
 *
 * How it stays current: by the tournament's leaderboard version, which every change of the order moves
 * (from the lock job on). A read asks for at least the version it has just read; an older order is loaded
 * again. Kept a minute at most, for what changes the order without a re-rank (a renamed or deleted fan).
 * Concurrent loads of one tournament are one (lru-cache's fetch), however many pages wait for it.
 */
const orders = perDatabase(
  () =>
    new LRUCache<string, RankedOrder, Load>({
      max: 8,
      ttl: 60_000,
      fetchMethod: (_tournamentId, _stale, { context }) => context(),
    }),
);

/** The order of `tournamentId` at `version` or later, loaded by `load` when what is kept is older. */
export async function rankedOrder(db: object, tournamentId: string, version: number, load: Load): Promise<RankedOrder> {
  const kept = orders(db);
  let order = kept.get(tournamentId);
  // A load already under way may be of an older version (it began before this read's): then one more.
  for (let tries = 0; tries < 2 && !(order && order.version >= version); tries++) {
    order = await kept.fetch(tournamentId, { context: load, forceRefresh: true });
  }
  if (!order) throw new Error(`No ranked order for tournament ${tournamentId}`);
  return order;
}
