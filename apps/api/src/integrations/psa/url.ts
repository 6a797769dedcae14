import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { PsaParseError } from './errors.js';

/** The tour's site moved from psaworldtour.com to psasquashtour.com; both serve the same paths. */
const PSA_DOMAINS = ['psaworldtour.com', 'psasquashtour.com'] as const;

const TOURNAMENT_PATH = /^\/tournament\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/i;

export interface PsaTournamentUrl {
  /** e.g. 'windsor-club-open-2023' */
  slug: string;
  /** Canonical origin, always https and www: 'https://www.psaworldtour.com'. */
  origin: string;
}

/**
 * Accepts `https://www.psaworldtour.com/tournament/<slug>/` and the psasquashtour.com form, with or
 * without www, trailing slash, query string or fragment.
 */
export function parseTournamentUrl(url: string): PsaTournamentUrl {
  const rejected = PsaParseError.said(ADMIN_ERRORS.notTourUrl, { url });
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw rejected;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw rejected;
  if (parsed.username !== '' || parsed.password !== '' || parsed.port !== '') throw rejected;
  const domain = PSA_DOMAINS.find((d) => parsed.hostname === d || parsed.hostname === `www.${d}`);
  const slug = TOURNAMENT_PATH.exec(parsed.pathname)?.[1];
  if (domain === undefined || slug === undefined) throw rejected;
  return { slug: slug.toLowerCase(), origin: `https://www.${domain}` };
}

/** The WordPress REST endpoint that returns the tournament post for a slug (an array of 0 or 1). */
export function wpApiUrl(slug: string, origin: string): string {
  const url = new URL('/wp-json/wp/v2/tournament', origin);
  url.searchParams.set('slug', slug);
  return url.toString();
}
