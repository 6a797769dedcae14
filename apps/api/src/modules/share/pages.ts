import { ordinal, PRODUCT_NAME, tournamentTitle } from '@squash/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, queryRows } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { entryPicks } from '../entries/reads.js';
import { getTournament } from '../tournaments/service.js';

/** What a link preview of a page shows (Open Graph and Twitter card tags in its first HTML). */
export const SharePageSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The share image's path on this site (the page's HTML makes it absolute). */
  image: z.string(),
  imageAlt: z.string(),
});
export type SharePage = z.infer<typeof SharePageSchema>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOURNAMENT_PAGE = new RegExp(`^/tournaments/(${UUID})(?:/compare/${UUID}/${UUID})?/?$`, 'i');
const ENTRY_PAGE = new RegExp(`^/tournaments/(${UUID})/entries/(${UUID})/?$`, 'i');
const INVITE_PAGE = /^\/leagues\/join\/([A-Za-z0-9_-]{4,64})\/?$/;

/**
 * The preview of a page that can be shared: a tournament's (and its comparisons'), an entry's after the lock
 * (before, the tournament's: nobody sees picks early, not even in a preview), a league's invite. Any other page
 * has none (404), and keeps the site's own description.
 */
export async function pageShare(db: Executor, path: string, now: Date): Promise<SharePage> {
  const entry = ENTRY_PAGE.exec(path);
  if (entry?.[1] && entry[2]) {
    const picks = await entryPicks(db, entry[2], now).catch((error: unknown) => {
      if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) return null;
      throw error;
    });
    if (picks && picks.tournamentId === entry[1]) {
      const tournament = await getTournament(db, picks.tournamentId, now);
      const standing = picks.rank === null ? '' : `${ordinal(picks.rank)} with `;
      return {
        title: `${picks.username}'s picks · ${tournamentTitle(tournament)}`,
        description: `${standing}${picks.points} points on ${PRODUCT_NAME}: see every pick, and compare them with yours.`,
        image: `/api/share/entries/${picks.entryId}/image.png`,
        imageAlt: `${picks.username}'s entry in ${tournament.name}: rank, points and champion pick`,
      };
    }
    return tournamentShare(db, entry[1], now);
  }
  const tournament = TOURNAMENT_PAGE.exec(path);
  if (tournament?.[1]) return tournamentShare(db, tournament[1], now);
  const invite = INVITE_PAGE.exec(path);
  if (invite?.[1]) return inviteShare(db, invite[1]);
  throw new AppError('NOT_FOUND', `No share preview for ${path}`);
}

async function tournamentShare(db: Executor, tournamentId: string, now: Date): Promise<SharePage> {
  const tournament = await getTournament(db, tournamentId, now);
  const title = tournamentTitle(tournament);
  return {
    title: `${title} · ${PRODUCT_NAME}`,
    description:
      tournament.status === 'UPCOMING'
        ? `Pick the winner of every match of ${title} before play starts, and see how your picks score.`
        : `The leaderboard of ${title}: who picked it best, live as results come in.`,
    image: `/api/share/tournaments/${tournament.id}/image.png`,
    imageAlt: `${title}: ${tournament.status === 'UPCOMING' ? 'start date and entries' : 'the top of the leaderboard'}`,
  };
}

async function inviteShare(db: Executor, code: string): Promise<SharePage> {
  const [league] = await queryRows<{ name: string; owner: string; memberCount: number }>(
    db,
    sql`select l.name, u.username as owner, l.member_count as "memberCount"
        from leagues l
        join league_members o on o.league_id = l.id and o.role = 'owner'
        join users u on u.id = o.user_id
        where l.invite_code = ${code}`,
  );
  if (!league) throw notFound('League invite');
  return {
    title: `Join ${league.name} on ${PRODUCT_NAME}`,
    description: `${league.owner} invites you to their league (${league.memberCount} ${league.memberCount === 1 ? 'member' : 'members'}): pick the draws of the pro squash tour together.`,
    image: `/api/share/invites/${code}/image.png`,
    imageAlt: `${league.name}: the top of its season table`,
  };
}
