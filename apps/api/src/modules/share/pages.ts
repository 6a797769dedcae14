import { DEFAULT_LOCALE, PRODUCT_NAME } from '@squash/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, queryRows } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { say, type Texts } from '../../lib/texts.js';
import { entryPicks } from '../entries/reads.js';
import { fanRecord } from '../fans/service.js';
import { effectiveStatusSql, getTournament } from '../tournaments/service.js';
import { product, SHARE, titleOf } from './texts.js';

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
const FAN_PAGE = /^\/fans\/([^/?#]{1,64})\/?$/;

/**
 * The preview of a page that can be shared: a tournament's (and its comparisons'), an entry's after the lock
 * (before, the tournament's: nobody sees picks early, not even in a preview), a league's invite. Any other page
 * has none (404), and keeps the site's own description.
 */
export async function pageShare(db: Executor, path: string, now: Date, texts: Texts): Promise<SharePage> {
  const lang = imageLang(texts);
  const entry = ENTRY_PAGE.exec(path);
  if (entry?.[1] && entry[2]) {
    const picks = await entryPicks(db, entry[2], now).catch((error: unknown) => {
      if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) return null;
      throw error;
    });
    if (picks && picks.tournamentId === entry[1]) {
      const tournament = await getTournament(db, picks.tournamentId, now);
      const title = titleOf(texts, tournament);
      return {
        title: say(texts, SHARE.entryTitle, { username: picks.username, tournament: title }),
        description:
          picks.rank === null
            ? say(texts, SHARE.entryUnranked, { points: picks.points, ...product })
            : say(texts, SHARE.entryRanked, { rank: picks.rank, points: picks.points, ...product }),
        image: `/api/share/entries/${picks.entryId}/image.png${lang}`,
        imageAlt: say(texts, SHARE.entryImage, { username: picks.username, tournament: tournament.name }),
      };
    }
    return tournamentShare(db, entry[1], now, texts);
  }
  const tournament = TOURNAMENT_PAGE.exec(path);
  if (tournament?.[1]) return tournamentShare(db, tournament[1], now, texts);
  const invite = INVITE_PAGE.exec(path);
  if (invite?.[1]) return inviteShare(db, invite[1], texts);
  if (path === '/') return siteShare(db, now, texts);
  const fan = FAN_PAGE.exec(path);
  if (fan?.[1]) return fanShare(db, decodeURIComponent(fan[1]), now, texts);
  throw new AppError('NOT_FOUND', `No share preview for ${path}`);
}

/** The tournament the home page leads with: one under way, else the next to start; none, no preview. */
async function featuredTournament(db: Executor, now: Date) {
  const [row] = await queryRows<{ id: string }>(
    db,
    // Unaliased: effectiveStatusSql names the tournaments table itself.
    sql`select id from tournaments
        where ${effectiveStatusSql(now)} in ('ACTIVE', 'UPCOMING') and tournaments.parent_id is null
        order by (${effectiveStatusSql(now)} = 'ACTIVE') desc, tournaments.starts_at asc nulls last limit 1`,
  );
  if (!row) throw new AppError('NOT_FOUND', 'No share preview for the home page: no tournament to show');
  return getTournament(db, row.id, now);
}

/** The home page's preview: the site, with the share image of the tournament it leads with. */
async function siteShare(db: Executor, now: Date, texts: Texts): Promise<SharePage> {
  const tournament = await featuredTournament(db, now);
  return {
    title: PRODUCT_NAME,
    description: say(texts, SHARE.site, product),
    image: `/api/share/tournaments/${tournament.id}/image.png${imageLang(texts)}`,
    imageAlt: say(texts, SHARE.siteImage, { tournament: titleOf(texts, tournament), ...product }),
  };
}

/** A fan's record page's preview: their name and how many tournaments (a private record: the name alone). */
async function fanShare(db: Executor, username: string, now: Date, texts: Texts): Promise<SharePage> {
  const record = await fanRecord(db, { username, viewerId: null, now });
  const site = await siteShare(db, now, texts);
  return {
    ...site,
    title: say(texts, SHARE.fanTitle, { username: record.username, ...product }),
    description: record.private
      ? say(texts, SHARE.fanPrivate, product)
      : say(texts, SHARE.fanRecord, { username: record.username, tournaments: record.tournaments.length, ...product }),
  };
}

async function tournamentShare(db: Executor, tournamentId: string, now: Date, texts: Texts): Promise<SharePage> {
  const tournament = await getTournament(db, tournamentId, now);
  const title = titleOf(texts, tournament);
  const upcoming = tournament.status === 'UPCOMING';
  return {
    title: `${title} · ${PRODUCT_NAME}`,
    description: say(texts, upcoming ? SHARE.tournamentUpcoming : SHARE.tournamentStarted, { tournament: title }),
    image: `/api/share/tournaments/${tournament.id}/image.png${imageLang(texts)}`,
    imageAlt: say(texts, upcoming ? SHARE.tournamentImageUpcoming : SHARE.tournamentImageStarted, {
      tournament: title,
    }),
  };
}

/** The query naming a share image's language: none for English (its address as before). */
const imageLang = (texts: Texts) => (texts.locale === DEFAULT_LOCALE ? '' : `?lang=${texts.locale}`);

async function inviteShare(db: Executor, code: string, texts: Texts): Promise<SharePage> {
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
    title: say(texts, SHARE.inviteTitle, { league: league.name, ...product }),
    description: say(texts, SHARE.inviteDescription, { owner: league.owner, members: league.memberCount }),
    image: `/api/share/invites/${code}/image.png${imageLang(texts)}`,
    imageAlt: say(texts, SHARE.inviteImage, { league: league.name }),
  };
}
