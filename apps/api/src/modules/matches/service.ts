import type { ListMatchesQuery, ListPlayerMatchesQuery, Match } from '@squash/core';
import { and, eq, not, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { matches } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { paged, pageWindow } from '../../lib/paging.js';
import { countMatches, involvingPlayer, matchOrder, publicTournament, selectMatches } from '../draws/match-queries.js';

function completedFilter(isCompleted: boolean | undefined): SQL | undefined {
  return isCompleted === undefined ? undefined : eq(matches.isCompleted, isCompleted);
}

/** Results and fixtures across public tournaments; byes are not matches anyone played. */
export async function listMatches(db: Executor, query: ListMatchesQuery) {
  const where = and(publicTournament, not(matches.isBye), completedFilter(query.is_completed));
  return paged(
    query,
    selectMatches(db, { where, orderBy: matchOrder.startsAt(query.sort_order), ...pageWindow(query) }),
    countMatches(db, where),
  );
}

export async function getMatch(db: Executor, id: string): Promise<Match> {
  const [match] = await selectMatches(db, { where: and(publicTournament, eq(matches.id, id)), orderBy: [] });
  if (!match) throw notFound('Match');
  return match;
}

/** A player's matches, byes included (a bye counts as a win on the player's record). */
export async function listPlayerMatches(db: Executor, playerId: string, query: ListPlayerMatchesQuery) {
  const where = and(publicTournament, involvingPlayer(playerId), completedFilter(query.is_completed));
  return paged(
    query,
    selectMatches(db, { where, orderBy: matchOrder.startsAt(query.sort_order), ...pageWindow(query) }),
    countMatches(db, where),
  );
}

/** Any match, CREATING tournaments included (the back office sees drafts). */
export async function getMatchForAdmin(db: Executor, id: string): Promise<Match> {
  const [match] = await selectMatches(db, { where: eq(matches.id, id), orderBy: [] });
  if (!match) throw notFound('Match');
  return match;
}
