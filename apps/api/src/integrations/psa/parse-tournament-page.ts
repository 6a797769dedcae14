/**
 * Reads one gender's draw from a saved psaworldtour.com tournament page (WordPress theme of 2023).
 *
 * The Results tab lists, per gender, a `p.round-title` ('Final', 'Semi final', 'Quarter final',
 * 'Round 2', 'Round 1') followed by a table. Each bracket position of a round starts with the
 * comment `<!-- ROUND DETAILS -->`; a played match adds a `tr.round-details` row (date and venue
 * time) and two player rows. Byes are not rendered: the bye holder simply appears in round 2.
 * Walkovers carry `<span class="walkover"> WO</span>` on the winner; retirements have no marker.
 */
import { type Gender, roundName } from '@squash/core';
import { type Cheerio, type CheerioAPI, type contains, load } from 'cheerio';
import {
  type DrawEntry,
  type ParsedCompetition,
  type ParsedMatch,
  type ParsedPlayer,
  type ParsedRound,
  type ParsedTournament,
  validateParsedTournament,
} from './draw.js';
import { PsaParseError } from './errors.js';
import { type PageMatch, type PageRound, type PageSide, placeRound } from './page-draw.js';
import { profileSlug, slugify } from './text.js';
import { parseTournamentUrl } from './url.js';

export { PsaParseError } from './errors.js';

export interface ParseTournamentPageOptions {
  gender: Gender;
  /** The tour URL the page was fetched from; gives the slug. */
  sourceUrl: string;
}

// cheerio does not re-export domhandler's node types; derive them rather than import a package the
// api does not declare.
type DomElement = Parameters<typeof contains>[0];
type Selection = Cheerio<DomElement>;

const GENDER_LABEL: Record<Gender, string> = { mens: "men's", womens: "women's" };

/** The banner the tour shows when a tournament has no picture of its own. */
const DEFAULT_BANNER = /Tournament-default-image/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function parseTournamentPage(html: string, { gender, sourceUrl }: ParseTournamentPageOptions): ParsedTournament {
  const { slug } = parseTournamentUrl(sourceUrl);
  const $ = load(html);
  const main = $('main.single-tournament');
  const name = clean(main.find('.header .details h1').first().text());
  if (!$('body').hasClass('single-tournament') || main.length === 0 || name === '') {
    throw new PsaParseError(
      'Not a PSA tournament page: it has no tournament header (expected a page like https://www.psaworldtour.com/tournament/<name>/)',
    );
  }
  // A cut-off download still parses (HTML parsers close open tags), so insist on the whole document.
  if (!/<\/html\s*>/i.test(html)) {
    throw new PsaParseError(`The page of ${name} is incomplete: it stops before the end of the document`);
  }

  const results = main.find('.tab-content.main_tabs.results');
  const container = results.find(`.tab-content.gender_tabs.${gender}`).first();
  if (container.find('p.round-title').length === 0) {
    throw new PsaParseError(`${name} has no ${GENDER_LABEL[gender]} draw on the PSA page`);
  }

  let competition: ParsedCompetition;
  try {
    competition = readCompetition($, container, gender);
  } catch (error) {
    if (error instanceof PsaParseError) {
      throw new PsaParseError(`The ${GENDER_LABEL[gender]} draw of ${name} could not be read: ${error.message}`);
    }
    throw error;
  }

  const details = readDetails($, main);
  const { startDate, endDate } = tournamentDates(details.get('MAIN DRAW') ?? '', yearHint(results, competition, slug));
  const location = details.get('LOCATION');
  return validateParsedTournament({
    name,
    sourceUrl,
    slug,
    location: location ? titleCaseIfShouting(location) : null,
    startDate,
    endDate,
    imageUrl: coverImage(main.find('.header').first()),
    competitions: [competition],
  });
}

// --- header ------------------------------------------------------------------------------------

/** The header's `<label>MAIN DRAW</label><p>15 Aug - 19 Aug</p>` pairs, by upper-case label. */
function readDetails($: CheerioAPI, main: Selection): Map<string, string> {
  const details = new Map<string, string>();
  main.find('.header .details label').each((_, label) => {
    const key = clean($(label).text()).toUpperCase();
    const value = clean($(label).next('p').text());
    if (key !== '' && value !== '' && !details.has(key)) details.set(key, value);
  });
  return details;
}

function coverImage(header: Selection): string | null {
  const url = /url\(\s*(['"]?)(.+?)\1\s*\)/.exec(header.attr('style') ?? '')?.[2]?.trim();
  return url && !DEFAULT_BANNER.test(url) ? url : null;
}

/** The page prints places in capitals ('WINDSOR, CANADA'); the rest of the product uses 'Windsor, Canada'. */
export function titleCaseIfShouting(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s,(/-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The header gives '15 Aug - 19 Aug' without a year. The year comes from the draw's own match
 * dates ('15 Aug 2023 | 13:00'), else from a year at the end of the slug.
 */
function yearHint(results: Selection, competition: ParsedCompetition, slug: string): CalendarDate | number | null {
  const scheduled = competition.rounds
    .flatMap((round) => round.matches.map((match) => match.scheduledLocal))
    .filter((value) => value !== null)
    .sort();
  const fromDraw = scheduled[0];
  if (fromDraw !== undefined) {
    return {
      year: Number(fromDraw.slice(0, 4)),
      month: Number(fromDraw.slice(5, 7)),
      day: Number(fromDraw.slice(8, 10)),
    };
  }
  const anyDate = /\b\d{1,2}\s+[A-Za-z]{3,9}\s+(\d{4})\b/.exec(results.find('tr.round-details').text())?.[1];
  if (anyDate !== undefined) return Number(anyDate);
  const fromSlug = /-((?:19|20)\d{2})$/.exec(slug)?.[1];
  return fromSlug === undefined ? null : Number(fromSlug);
}

function tournamentDates(text: string, hint: CalendarDate | number | null): { startDate: string; endDate: string } {
  const match =
    /^(\d{1,2})\s+([A-Za-z]+)\.?(?:\s+(\d{4}))?(?:\s*[-–]\s*(\d{1,2})\s+([A-Za-z]+)\.?(?:\s+(\d{4}))?)?$/.exec(text);
  if (!match) throw new PsaParseError(`Cannot read the tournament dates '${text}' on the PSA page`);
  const [, startDay, startMonth, startYearText, endDay, endMonth, endYearText] = match;
  const start = { day: Number(startDay), month: monthNumber(startMonth ?? '') };
  const end = endDay === undefined ? start : { day: Number(endDay), month: monthNumber(endMonth ?? '') };
  if (start.month === null || end.month === null)
    throw new PsaParseError(`Cannot read the tournament dates '${text}' on the PSA page`);

  let startYear: number;
  if (startYearText !== undefined) startYear = Number(startYearText);
  else if (typeof hint === 'number') startYear = hint;
  else if (hint !== null)
    startYear = start.month * 100 + start.day <= hint.month * 100 + hint.day ? hint.year : hint.year - 1;
  else throw new PsaParseError(`Cannot tell the year of the tournament dates '${text}' on the PSA page`);
  const endYear =
    endYearText !== undefined
      ? Number(endYearText)
      : end.month * 100 + end.day < start.month * 100 + start.day
        ? startYear + 1
        : startYear;
  return {
    startDate: isoDate({ year: startYear, month: start.month, day: start.day }, text),
    endDate: isoDate({ year: endYear, month: end.month, day: end.day }, text),
  };
}

function monthNumber(name: string): number | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index === -1 ? null : index + 1;
}

function isoDate({ year, month, day }: CalendarDate, source: string): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new PsaParseError(`'${source}' is not a valid date`);
  }
  return date.toISOString().slice(0, 10);
}

// --- draw --------------------------------------------------------------------------------------

function readCompetition($: CheerioAPI, container: Selection, gender: Gender): ParsedCompetition {
  const titles = container.find('p.round-title').toArray();
  const totalRounds = titles.length;
  if (totalRounds > 8) throw new PsaParseError(`${totalRounds} rounds is more than a 256-draw`);
  const bracketSize = 2 ** totalRounds;

  const pageRounds: PageRound[] = titles.map((title, i) => {
    const index = totalRounds - i;
    const text = clean($(title).text());
    if (roundIndexFromTitle(text, totalRounds) !== index) {
      throw new PsaParseError(`found round '${text}' where ${roundName(index, totalRounds)} was expected`);
    }
    const table = $(title).next();
    if (!table.is('table')) throw new PsaParseError(`round '${text}' has no table`);
    return { index, title: text, ...readRoundTable($, table, text) };
  });

  // Place rounds from the final down: a round's positions and winners come from the round after it.
  const rounds = new Map<number, ParsedMatch[]>();
  const players = new Map<string, ParsedPlayer>();
  for (const pageRound of pageRounds) {
    for (const side of pageRound.matches.flatMap((match) => match.sides)) {
      if (side.player && !players.has(side.player.slug)) players.set(side.player.slug, side.player);
    }
    rounds.set(
      pageRound.index,
      placeRound(pageRound, rounds.get(pageRound.index + 1) ?? null, totalRounds, bracketSize),
    );
  }

  const parsedRounds: ParsedRound[] = [];
  for (let index = 1; index <= totalRounds; index++) {
    parsedRounds.push({ index, name: roundName(index, totalRounds), matches: rounds.get(index) ?? [] });
  }
  const byes = parsedRounds[0]?.matches.filter((match) => match.status === 'bye').length ?? 0;

  // Players in bracket order of first appearance (round 1 top to bottom, then later rounds).
  const ordered = new Map<string, ParsedPlayer>();
  for (const match of parsedRounds.flatMap((round) => round.matches)) {
    for (const slug of [match.player1, match.player2]) {
      const player = slug === null ? undefined : players.get(slug);
      if (player && !ordered.has(player.slug)) ordered.set(player.slug, player);
    }
  }

  return {
    gender,
    drawSize: publishedDrawSize(bracketSize, bracketSize - byes),
    bracketSize,
    players: [...ordered.values()],
    rounds: parsedRounds,
  };
}

/**
 * The page does not print the draw size. Published sizes are a power of two or three quarters of
 * one (24, 48, 96: the top quarter gets byes), so take the smallest that holds the slots that are
 * not byes. A 24-draw short of entrants (Windsor women: 21 players, 11 byes) still reads as 24.
 */
export function publishedDrawSize(bracketSize: number, slots: number): number {
  const threeQuarters = (bracketSize * 3) / 4;
  return Number.isInteger(threeQuarters) && threeQuarters > bracketSize / 2 && slots <= threeQuarters
    ? threeQuarters
    : bracketSize;
}

export function roundIndexFromTitle(title: string, totalRounds: number): number | null {
  const normalised = title.toLowerCase().replace(/[\s-]+/g, ' ');
  if (/^finals?$/.test(normalised)) return totalRounds;
  if (/^semi ?finals?$/.test(normalised)) return totalRounds - 1;
  if (/^quarter ?finals?$/.test(normalised)) return totalRounds - 2;
  const round = /^round (\d+)$/.exec(normalised)?.[1];
  return round === undefined ? null : Number(round);
}

function readRoundTable($: CheerioAPI, table: Selection, title: string): { blocks: number; matches: PageMatch[] } {
  const body = table.children('tbody').length > 0 ? table.children('tbody').first() : table;
  const matches: PageMatch[] = [];
  let blocks = 0;
  for (const node of body.contents().toArray()) {
    if (node.nodeType === 8) {
      if (node.data.trim().toUpperCase() === 'ROUND DETAILS') blocks++;
      continue;
    }
    const row = $(node);
    if (!row.is('tr')) continue;
    if (row.hasClass('round-details')) {
      matches.push({
        block: blocks > 0 ? blocks : null,
        scheduledLocal: localDateTime(clean(row.children('td').first().text())),
        sides: [],
      });
    } else if (row.children('td.player-details').length > 0) {
      const match = matches.at(-1);
      if (!match || match.sides.length === 2) throw new PsaParseError(`${title} has a player row outside a match`);
      match.sides.push(readSide($, row.children('td')));
    }
  }
  for (const [i, match] of matches.entries()) {
    if (match.sides.length !== 2)
      throw new PsaParseError(`${title} match ${i + 1} has ${match.sides.length} player rows`);
  }
  return { blocks, matches };
}

/** '15 Aug 2023 | 13:00' -> '2023-08-15T13:00'; null when the page gives no time (TBC). */
function localDateTime(text: string): string | null {
  const match = /^(\d{1,2})\s+([A-Za-z]+)\.?\s+(\d{4})\s*\|?\s*(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, day, monthName, year, hour, minute] = match;
  const month = monthNumber(monthName ?? '');
  if (month === null || Number(hour) > 23 || Number(minute) > 59)
    throw new PsaParseError(`'${text}' is not a valid match time`);
  const date = isoDate({ year: Number(year), month, day: Number(day) }, text);
  return `${date}T${(hour ?? '').padStart(2, '0')}:${minute}`;
}

function readSide($: CheerioAPI, cells: Selection): PageSide {
  const details = cells.filter('.player-details').first();
  const nameBox = details.find('.player-name').first();
  const scoreCell = cells.filter('.final-score').first();
  if (scoreCell.length === 0) throw new PsaParseError('a player row has no games column');
  const gamesText = clean(scoreCell.text());
  return {
    player: readPlayer(details, nameBox, cells),
    games: gamesText === '' ? null : integer(gamesText),
    trophy: scoreCell.hasClass('winner') || scoreCell.find('.psa-icon-trophy').length > 0,
    walkover: nameBox.find('.walkover').length > 0,
    points: scoreCell
      .nextAll('td')
      .toArray()
      .map((cell) => {
        const text = clean($(cell).text());
        return text === '' ? null : integer(text);
      }),
  };
}

function readPlayer(details: Selection, nameBox: Selection, cells: Selection): ParsedPlayer | null {
  const link = nameBox.find('a').first();
  const annotations = nameBox.clone();
  annotations.find('a, img, .walkover').remove();
  const annotationText = clean(annotations.text());
  const fullName = clean(link.length > 0 ? link.text() : annotationText.replace(/\([^)]*\)/g, ''));
  if (fullName === '' || /^(tbd|tba|tbc|qualifier|bye|-)$/i.test(fullName)) return null;

  let seed: number | null = null;
  let entry: DrawEntry | null = null;
  // '(5)' seed, '(WC)' wildcard, '(Q)' qualifier; other tags (e.g. a lucky loser's LL) are ignored.
  for (const [, tag = ''] of annotationText.matchAll(/\(\s*([^)]*?)\s*\)/g)) {
    const upper = tag.toUpperCase();
    if (/^\d+(?:\/\d+)?$/.test(upper)) seed = Number.parseInt(upper, 10);
    else if (upper === 'WC' || upper === 'Q') entry = upper;
  }

  const href = link.attr('href')?.trim() || null;
  const slug = profileSlug(href) ?? slugify(fullName);
  if (slug === '') throw new PsaParseError(`cannot make an id for player '${fullName}'`);
  const country =
    nameBox.find('img[alt]').first().attr('alt')?.trim() ||
    cells.filter('.flag').find('img[alt]').first().attr('alt')?.trim() ||
    null;
  const imageUrl = lazyImageUrl(details.children('img').first());
  return { slug, fullName, country, seed, entry, imageUrl, url: href, psaId: psaIdFromImage(imageUrl) };
}

/** Images are lazy-loaded: `src` is an inline placeholder, the real address is in `data-src`. */
function lazyImageUrl(image: Selection): string | null {
  for (const value of [image.attr('data-src'), image.attr('src')]) {
    const url = value?.trim();
    if (url && !url.startsWith('data:')) return url;
  }
  return null;
}

/**
 * Player photos go through an image proxy whose `source` ends in base64 JSON naming the file,
 * `{"key":"images/players/12190.jpg",...}`: the tour's numeric player id, which the page shows
 * nowhere else. Some photos are `images/players/headshots/<slug>.png` and carry no id.
 */
function psaIdFromImage(imageUrl: string | null): string | null {
  if (imageUrl === null) return null;
  try {
    const source = new URL(imageUrl).searchParams.get('source');
    const encoded = source ? new URL(source).pathname.split('/').pop() : undefined;
    if (!encoded) return null;
    const decoded: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (typeof decoded !== 'object' || decoded === null || !('key' in decoded) || typeof decoded.key !== 'string')
      return null;
    return /^images\/players\/(\d+)\.\w+$/.exec(decoded.key)?.[1] ?? null;
  } catch {
    return null;
  }
}

// --- text --------------------------------------------------------------------------------------

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function integer(text: string): number {
  if (!/^\d+$/.test(text)) throw new PsaParseError(`'${text}' is not a score`);
  return Number(text);
}
