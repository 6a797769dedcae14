import { accuracyPercent, seasonOf, type Tournament } from '@squash/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import type { ShareCard } from '../../integrations/share-image/renderer.js';
import { notFound } from '../../lib/app-error.js';
import { say, type Texts } from '../../lib/texts.js';
import { entryPicks } from '../entries/reads.js';
import { getLeaderboard } from '../leaderboard/service.js';
import { leagueSeasonTable } from '../leagues/reads.js';
import { getTournament } from '../tournaments/service.js';
import { dayOf, product, SHARE, titleOf } from './texts.js';

/*
 * What each share image says, from the data as it is now: a tournament (its leaders once play has started,
 * else its draw and start), an entry after the lock (the fan, rank, points, champion), a league by its invite
 * code (the top of its season table). Text only; the renderer lays it out.
 */

function stage(texts: Texts, tournament: Tournament): string {
  if (tournament.status === 'UPCOMING')
    return say(texts, SHARE.tipsOpenUntil, { date: dayOf(texts, tournament.startDate) });
  if (tournament.status === 'ACTIVE') return say(texts, SHARE.liveNow);
  return say(texts, SHARE.finalStandings);
}

/** Which way the card's text runs: the language's. */
const direction = (texts: Texts): 'ltr' | 'rtl' => (texts.locale === 'ar' ? 'rtl' : 'ltr');

/** A tournament's card: its leaders once it has started, else when it starts and how many have entered. */
export async function tournamentCard(db: Executor, tournamentId: string, now: Date, texts: Texts): Promise<ShareCard> {
  const tournament = await getTournament(db, tournamentId, now);
  const gender = say(texts, tournament.gender === 'mens' ? SHARE.mens : SHARE.womens);
  const eyebrow = `${gender} · ${stage(texts, tournament)}`;
  const title = titleOf(texts, tournament);
  if (tournament.status !== 'UPCOMING') {
    const board = await getLeaderboard(db, tournament.id, { page: 0, page_size: 5 });
    if (board.data.length > 0) {
      return {
        direction: direction(texts),
        eyebrow,
        title,
        stats: [],
        rows: board.data.map((row) => ({
          rank: row.rank === null ? '–' : String(row.rank),
          name: row.username,
          value: say(texts, SHARE.points, { points: row.points }),
        })),
        footer: say(texts, SHARE.fansPicked, { fans: board.pageInfo.totalRecords }),
      };
    }
  }
  const [counts] = await queryRows<{ entries: number; matches: number }>(
    db,
    sql`select (select count(*)::int from entries where tournament_id = ${tournament.id} and status <> 'REFUNDED') as entries,
               (select count(*)::int from matches where tournament_id = ${tournament.id} and not is_bye) as matches`,
  );
  return {
    direction: direction(texts),
    eyebrow,
    title,
    stats: [
      { label: say(texts, SHARE.starts), value: dayOf(texts, tournament.startDate) },
      { label: say(texts, SHARE.matchesToPick), value: String(counts?.matches ?? 0) },
      { label: say(texts, SHARE.entries), value: String(counts?.entries ?? 0) },
    ],
    rows: [],
    footer: tournament.location
      ? say(texts, SHARE.pickEveryWinnerAt, { location: tournament.location, ...product })
      : say(texts, SHARE.pickEveryWinner, product),
  };
}

/** An entry's card, once the tournament has started (before, `entryPicks` refuses: nobody sees picks early). */
export async function entryCard(db: Executor, entryId: string, now: Date, texts: Texts): Promise<ShareCard> {
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
    direction: direction(texts),
    eyebrow: `${titleOf(texts, tournament)} · ${stage(texts, tournament)}`,
    title: picks.username,
    stats: [
      {
        label: say(texts, SHARE.rank),
        value:
          picks.rank === null ? '–' : say(texts, SHARE.rankOf, { rank: picks.rank, entrants: entrants?.count ?? 0 }),
      },
      { label: say(texts, SHARE.pointsLabel), value: String(picks.points) },
      { label: say(texts, SHARE.correct), value: `${picks.score}/${picks.possibleScore}` },
      { label: say(texts, SHARE.accuracy), value: `${accuracyPercent(picks.score, picks.possibleScore)}%` },
    ],
    rows: [],
    footer: champion ? say(texts, SHARE.championPick, { name: champion.name }) : say(texts, SHARE.noChampionPick),
  };
}

/** A league's card by its invite code: its name, members and the top of its season table. */
export async function leagueInviteCard(db: Executor, code: string, now: Date, texts: Texts): Promise<ShareCard> {
  const [league] = await queryRows<{ id: string; name: string; memberCount: number; owner: string }>(
    db,
    sql`select l.id, l.name, l.member_count as "memberCount", u.username as owner
        from leagues l
        join league_members o on o.league_id = l.id and o.role = 'owner'
        join users u on u.id = o.user_id
        where l.invite_code = ${code}`,
  );
  if (!league) throw notFound('League invite');
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
    direction: direction(texts),
    eyebrow: say(texts, SHARE.leagueEyebrow, { members: league.memberCount, season: season.label }),
    title: league.name,
    stats: table.data.length === 0 ? [{ label: say(texts, SHARE.runBy), value: league.owner }] : [],
    rows: table.data.map((row) => ({
      rank: String(row.rank),
      name: row.username,
      value: say(texts, SHARE.points, { points: row.points }),
    })),
    footer: say(texts, SHARE.leagueFooter, { owner: league.owner }),
  };
}
