import { accuracyPercent, GENDER_LABELS, ordinal, seasonOf, type Tournament, tournamentTitle } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import type { ShareCard } from '../../integrations/share-image/renderer.js';
import { AppError } from '../../lib/app-error.js';
import { entryPicks } from '../entries/reads.js';
import { getLeaderboard } from '../leaderboard/service.js';
import { leagueSeasonTable } from '../leagues/reads.js';
import { getTournament } from '../tournaments/service.js';

/*
 * What each share image says, from the data as it is now: a tournament (its leaders once play has started,
 * else its draw and start), an entry after the lock (the fan, rank, points, champion), a league by its invite
 * code (the top of its season table). Text only; the renderer lays it out.
 */

const dateOf = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

function stage(tournament: Tournament): string {
  if (tournament.status === 'UPCOMING') return `Tips open until ${dateOf(tournament.startDate)}`;
  if (tournament.status === 'ACTIVE') return 'Live now';
  return 'Final standings';
}

/** A tournament's card: its leaders once it has started, else when it starts and how many have entered. */
export async function tournamentCard(db: Executor, tournamentId: string, now: Date): Promise<ShareCard> {
  const tournament = await getTournament(db, tournamentId, now);
  const eyebrow = `${GENDER_LABELS[tournament.gender]} · ${stage(tournament)}`;
  const title = tournamentTitle(tournament);
  if (tournament.status !== 'UPCOMING') {
    const board = await getLeaderboard(db, tournament.id, { page: 0, page_size: 5 });
    if (board.data.length > 0) {
      return {
        eyebrow,
        title,
        stats: [],
        rows: board.data.map((row) => ({
          rank: row.rank === null ? '–' : String(row.rank),
          name: row.username,
          value: `${row.points} pts`,
        })),
        footer: `${board.pageInfo.totalRecords} ${board.pageInfo.totalRecords === 1 ? 'fan' : 'fans'} picked the draw`,
      };
    }
  }
  const [counts] = await queryRows<{ entries: number; matches: number }>(
    db,
    sql`select (select count(*)::int from entries where tournament_id = ${tournament.id} and status <> 'REFUNDED') as entries,
               (select count(*)::int from matches where tournament_id = ${tournament.id} and not is_bye) as matches`,
  );
  return {
    eyebrow,
    title,
    stats: [
      { label: 'Starts', value: dateOf(tournament.startDate) },
      { label: 'Matches to pick', value: String(counts?.matches ?? 0) },
      { label: 'Entries', value: String(counts?.entries ?? 0) },
    ],
    rows: [],
    footer: tournament.location
      ? `${tournament.location} · Pick every winner on SquashTips`
      : 'Pick every winner on SquashTips',
  };
}

/** An entry's card, once the tournament has started (before, `entryPicks` refuses: nobody sees picks early). */
export async function entryCard(db: Executor, entryId: string, now: Date): Promise<ShareCard> {
  const picks = await entryPicks(db, entryId, now);
  const tournament = await getTournament(db, picks.tournamentId, now);
  const [champion] = picks.championId
    ? await queryRows<{ name: string }>(db, sql`select full_name as name from players where id = ${picks.championId}`)
    : [];
  const [entrants] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from entries where tournament_id = ${picks.tournamentId} and status <> 'REFUNDED'`,
  );
  return {
    eyebrow: `${tournamentTitle(tournament)} · ${stage(tournament)}`,
    title: picks.username,
    stats: [
      { label: 'Rank', value: picks.rank === null ? '–' : `${ordinal(picks.rank)} of ${entrants?.count ?? 0}` },
      { label: 'Points', value: String(picks.points) },
      { label: 'Correct', value: `${picks.score}/${picks.possibleScore}` },
      { label: 'Accuracy', value: `${accuracyPercent(picks.score, picks.possibleScore)}%` },
    ],
    rows: [],
    footer: `Champion pick: ${champion?.name ?? 'none'}`,
  };
}

/** A league's card by its invite code: its name, members and the top of its season table. */
export async function leagueInviteCard(db: Executor, code: string, now: Date): Promise<ShareCard> {
  const [league] = await queryRows<{ id: string; name: string; memberCount: number; owner: string }>(
    db,
    sql`select l.id, l.name, l.member_count as "memberCount", u.username as owner
        from leagues l
        join league_members o on o.league_id = l.id and o.role = 'owner'
        join users u on u.id = o.user_id
        where l.invite_code = ${code}`,
  );
  if (!league) throw new AppError('NOT_FOUND', 'League invite not found');
  const season = seasonOf(now);
  const table = await leagueSeasonTable(
    db,
    league.id,
    { label: season.label, startDate: season.startDate, endDate: season.endDate },
    {
      page: 0,
      page_size: 5,
    },
  );
  return {
    eyebrow: `Fan league · ${league.memberCount} ${league.memberCount === 1 ? 'member' : 'members'} · ${season.label} season`,
    title: league.name,
    stats: table.data.length === 0 ? [{ label: 'Run by', value: league.owner }] : [],
    rows: table.data.map((row) => ({ rank: String(row.rank), name: row.username, value: `${row.points} pts` })),
    footer: `${league.owner} invites you to join and pick the draws together`,
  };
}
