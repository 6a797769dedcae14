/**
 * Reads one gender's draw from the newer tour site's WordPress REST API,
 * `GET https://www.psasquashtour.com/wp-json/wp/v2/tournament?slug=<slug>` (url.ts, `wpApiUrl`).
 *
 * No answer of this endpoint is saved in fixtures/psa (PROVENANCE.md: only the old site's pages), so
 * this reader is built from what public scrapers of the endpoint rely on, and reads defensively:
 * - the answer is an array of posts (WordPress filters by slug), each with `slug`, `title.rendered`
 *   and `meta`: `location` ('Windsor, CA': city and ISO country code), `start_date` / `end_date`
 *   ('20230815'), and `competitions` (a JSON string or an array) whose items have a `name` ('Men',
 *   'Women'), `level_id`, `prize_total` and `draws[]` with `size` and `players[]`;
 * - whether, and where, a draw's matches appear is not known. Matches are read from
 *   `draws[].rounds[].matches[]` or from `draws[].matches[]` carrying a round number, with players as
 *   ids into `players[]` or as inline objects, under the usual spellings of each field (below).
 * A post without matches for the gender throws a PsaParseError saying so, and the importer falls back
 * to the tournament page; a draw that is there but does not add up fails validateParsedTournament
 * like every other source, so a misread never reaches the database.
 */
import { bracketSizeFor, type Gender, roundCountFor, roundName } from '@squash/core';
import {
  type DrawEntry,
  type ParsedCompetition,
  type ParsedMatch,
  type ParsedPlayer,
  type ParsedTournament,
  type ScorePair,
  validateParsedTournament,
} from './draw.js';
import { PsaParseError } from './errors.js';
import { publishedDrawSize, roundIndexFromTitle, titleCaseIfShouting } from './parse-tournament-page.js';
import { profileSlug, slugify } from './text.js';
import { timezoneForLocation } from './timezones.js';
import { parseTournamentUrl } from './url.js';
import { placeRound, type RawMatch } from './wp-draw.js';
import { field, htmlText, int, isObj, list, localTime, type Obj, scoreList, scorePair, str } from './wp-values.js';

export interface ParseWpTournamentOptions {
  gender: Gender;
  /** The tournament page's URL (the admin's, canonical); gives the slug and is kept as the source. */
  sourceUrl: string;
}

const GENDER_LABEL: Record<Gender, string> = { mens: "men's", womens: "women's" };
const DEFAULT_BANNER = /Tournament-default-image/i;
const NOT_A_PLAYER = /^(tbd|tba|tbc|qualifier|bye|-)$/i;

export function parseWpTournament(body: string, { gender, sourceUrl }: ParseWpTournamentOptions): ParsedTournament {
  const { slug } = parseTournamentUrl(sourceUrl);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new PsaParseError("the tour's API did not answer with JSON");
  }
  const posts = Array.isArray(json) ? json : [json];
  const post = posts.find((candidate) => isObj(candidate) && candidate.slug === slug) ?? posts[0];
  if (!isObj(post) || (post.slug !== undefined && post.slug !== slug)) {
    throw new PsaParseError(`the tour's API has no tournament '${slug}'`);
  }

  const meta = isObj(post.meta) ? post.meta : {};
  const acf = isObj(post.acf) ? post.acf : {};
  const read = (keys: readonly string[]) => field(meta, keys) ?? field(acf, keys) ?? field(post, keys);

  const name = htmlText(isObj(post.title) ? post.title.rendered : post.title);
  if (name === null) throw new PsaParseError(`the tour's API answer for '${slug}' has no tournament name`);
  const location = readLocation(read(['location', 'venue_location']));
  const timezone = timezoneForLocation(location);

  const competition = list(read(['competitions']))
    .filter(isObj)
    .find((candidate) => genderOf(candidate) === gender);
  if (!competition) throw new PsaParseError(`the tour's API lists no ${GENDER_LABEL[gender]} competition for ${name}`);
  const draw = mainDraw(competition);
  if (!draw) throw new PsaParseError(`the tour's API has no ${GENDER_LABEL[gender]} draw for ${name}`);

  let parsed: ParsedCompetition;
  try {
    parsed = readDraw(draw, gender, timezone);
  } catch (error) {
    if (error instanceof PsaParseError) {
      throw new PsaParseError(`the ${GENDER_LABEL[gender]} draw of ${name} in the tour's API: ${error.message}`);
    }
    throw error;
  }

  const times = parsed.rounds
    .flatMap((round) => round.matches.map((match) => match.scheduledLocal?.slice(0, 10)))
    .filter((value) => value !== undefined)
    .sort();
  const startDate = isoDate(read(['start_date', 'startDate', 'date_start'])) ?? times[0];
  const endDate = isoDate(read(['end_date', 'endDate', 'date_end'])) ?? times.at(-1) ?? startDate;
  if (startDate === undefined || endDate === undefined) {
    throw new PsaParseError(`the tour's API gives no dates for ${name}`);
  }

  return validateParsedTournament({
    name,
    sourceUrl,
    slug,
    location,
    startDate,
    endDate,
    imageUrl: coverImage(post, meta),
    competitions: [parsed],
  });
}

// --- post ----------------------------------------------------------------------------------------

/** 'Windsor, CA' -> 'Windsor, Canada' (the page's form, which the time zone table reads). */
function readLocation(value: unknown): string | null {
  const text = str(value);
  if (text === null) return null;
  const coded = /^(.*\S)\s*,\s*([A-Za-z]{2})$/.exec(text);
  const country = coded?.[2] ? regionName(coded[2]) : null;
  return titleCaseIfShouting(coded?.[1] && country ? `${coded[1]}, ${country}` : text);
}

function regionName(code: string): string | null {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase());
    return name && name.toUpperCase() !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

/** '20230815', '2023-08-15' or an ISO date-time -> '2023-08-15'. */
function isoDate(value: unknown): string | undefined {
  const text = str(value);
  const match = text ? (/^(\d{4})-?(\d{2})-?(\d{2})(?:$|[T\s])/.exec(text) ?? null) : null;
  if (!match) return undefined;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

function coverImage(post: Obj, meta: Obj): string | null {
  const embedded = isObj(post._embedded) ? list(post._embedded['wp:featuredmedia'])[0] : undefined;
  const candidates = [
    post.jetpack_featured_media_url,
    post.featured_image_url,
    field(meta, ['image', 'header_image', 'banner', 'cover_image']),
    isObj(embedded) ? embedded.source_url : undefined,
  ];
  for (const candidate of candidates) {
    const url = str(candidate);
    if (url && /^https?:\/\//.test(url) && !DEFAULT_BANNER.test(url)) return url;
  }
  return null;
}

function genderOf(competition: Obj): Gender | null {
  const label = str(field(competition, ['gender', 'name', 'category', 'title']))?.toLowerCase() ?? '';
  const word = label.replace(/[^a-z]/g, ' ');
  if (/\b(women|womens|woman|female|ladies|w)\b/.test(word)) return 'womens';
  if (/\b(men|mens|man|male|m)\b/.test(word)) return 'mens';
  return null;
}

/** The main draw of a competition (not its qualifying); a competition carrying matches is its own draw. */
function mainDraw(competition: Obj): Obj | null {
  const draws = list(competition.draws).filter(isObj);
  if (draws.length === 0) return competition.rounds || competition.matches ? competition : null;
  const kind = (draw: Obj) => str(field(draw, ['name', 'type', 'stage', 'title']))?.toLowerCase() ?? '';
  return (
    draws.find((draw) => kind(draw).includes('main')) ?? draws.find((draw) => !kind(draw).includes('qual')) ?? null
  );
}

// --- draw ----------------------------------------------------------------------------------------

interface RawRound {
  index: number | null;
  name: string | null;
  matches: Obj[];
}

function readDraw(draw: Obj, gender: Gender, timezone: string): ParsedCompetition {
  const players = new Map<string, ParsedPlayer>();
  const byKey = new Map<string, string>();
  const register = (raw: Obj): string | null => {
    const read = readPlayer(raw);
    if (!read) return null;
    const known = players.get(read.player.slug);
    if (!known) players.set(read.player.slug, read.player);
    for (const key of [read.id, read.player.slug]) if (!byKey.has(key)) byKey.set(key, read.player.slug);
    return read.player.slug;
  };
  for (const raw of list(draw.players)) if (isObj(raw)) register(raw);

  const resolve = (value: unknown, label: string): string | null => {
    if (isObj(value)) return register(value);
    const key = str(value);
    if (key === null || NOT_A_PLAYER.test(key)) return null;
    const slug = byKey.get(key);
    if (slug === undefined) throw new PsaParseError(`${label} names an unknown player '${key}'`);
    return slug;
  };

  const rawRounds = readRounds(draw);
  const matchTotal = rawRounds.reduce((sum, round) => sum + round.matches.length, 0);
  if (matchTotal === 0) throw new PsaParseError('it lists no matches yet');

  const size = int(field(draw, ['size', 'draw_size', 'drawSize']));
  const numbered = rawRounds.map((round) => round.index ?? 0);
  const totalRounds =
    size !== null && size >= 2 ? roundCountFor(bracketSizeFor(size)) : Math.max(rawRounds.length, ...numbered);
  if (totalRounds > 8) throw new PsaParseError(`${totalRounds} rounds is more than a 256-draw`);
  const bracketSize = 2 ** totalRounds;

  const byIndex = new Map<number, RawMatch[]>();
  rawRounds.forEach((round, i) => {
    const index =
      round.index ?? (round.name ? roundIndexFromTitle(round.name, totalRounds) : null) ?? (round.name ? null : i + 1);
    if (index === null || index < 1 || index > totalRounds) {
      throw new PsaParseError(`cannot tell which round '${round.name ?? i + 1}' is in a ${bracketSize}-bracket`);
    }
    if (byIndex.has(index)) throw new PsaParseError(`${roundName(index, totalRounds)} is listed twice`);
    const label = roundName(index, totalRounds);
    byIndex.set(
      index,
      round.matches.map((raw, j) => readMatch(raw, `${label} match ${j + 1}`, resolve, timezone)),
    );
  });

  // From the final down: a round's positions and winners can come from the round after it.
  const placed = new Map<number, ParsedMatch[]>();
  for (let index = totalRounds; index >= 1; index--) {
    placed.set(index, placeRound(index, byIndex.get(index) ?? [], placed.get(index + 1) ?? null, totalRounds));
  }
  const rounds = Array.from({ length: totalRounds }, (_, i) => ({
    index: i + 1,
    name: roundName(i + 1, totalRounds),
    matches: placed.get(i + 1) ?? [],
  }));

  // Players in bracket order; one listed in the draw but not placed yet (an entry list) is left out.
  const ordered = new Map<string, ParsedPlayer>();
  for (const match of rounds.flatMap((round) => round.matches)) {
    for (const slug of [match.player1, match.player2]) {
      if (slug === null) continue;
      const player = players.get(slug);
      if (player && !ordered.has(slug)) ordered.set(slug, player);
    }
  }
  const byes = rounds[0]?.matches.filter((match) => match.status === 'bye').length ?? 0;
  const drawSize =
    size !== null && size >= 2 && bracketSizeFor(size) === bracketSize
      ? size
      : publishedDrawSize(bracketSize, bracketSize - byes);
  return { gender, drawSize, bracketSize, players: [...ordered.values()], rounds };
}

function readRounds(draw: Obj): RawRound[] {
  const rounds = list(draw.rounds).filter(isObj);
  if (rounds.length > 0) {
    return rounds.map((round) => ({
      index: int(field(round, ['index', 'number', 'round', 'round_number'])),
      name: str(field(round, ['name', 'title', 'round_name'])),
      matches: list(round.matches).filter(isObj),
    }));
  }
  const groups = new Map<string, RawRound>();
  for (const match of list(draw.matches).filter(isObj)) {
    const value = field(match, ['round', 'round_number', 'round_index', 'round_name']);
    const index = int(value);
    const name = index === null ? str(value) : null;
    const key = index === null ? `name:${name}` : `index:${index}`;
    const group = groups.get(key) ?? { index, name, matches: [] };
    group.matches.push(match);
    groups.set(key, group);
  }
  if ([...groups.values()].some((group) => group.index === null && group.name === null)) {
    throw new PsaParseError('a match has no round');
  }
  return [...groups.values()];
}

function readPlayer(raw: Obj): { id: string; player: ParsedPlayer } | null {
  const first = str(field(raw, ['first_name', 'firstName']));
  const last = str(field(raw, ['last_name', 'lastName']));
  const fullName =
    htmlText(field(raw, ['name', 'full_name', 'fullName', 'display_name', 'title'])) ??
    (first || last ? [first, last].filter(Boolean).join(' ') : null);
  if (fullName === null || NOT_A_PLAYER.test(fullName)) return null;
  const url = str(field(raw, ['url', 'link', 'profile_url', 'permalink']));
  const slug = (str(raw.slug) ?? profileSlug(url) ?? slugify(fullName)).toLowerCase();
  if (slug === '') throw new PsaParseError(`cannot make an id for player '${fullName}'`);

  const seedText = str(raw.seed);
  const seed = seedText && /^\d+(?:\/\d+)?$/.test(seedText) ? Number.parseInt(seedText, 10) || null : null;
  const entryText = str(field(raw, ['entry', 'entry_type', 'status', 'type']))?.toUpperCase() ?? '';
  const entry: DrawEntry | null =
    entryText === 'WC' || entryText === 'WILDCARD' || entryText === 'WILD CARD'
      ? 'WC'
      : entryText === 'Q' || entryText === 'QUALIFIER'
        ? 'Q'
        : null;
  const countryText = str(field(raw, ['country_name', 'country', 'nationality', 'nation']));
  const country =
    countryText && /^[A-Za-z]{2}$/.test(countryText) ? (regionName(countryText) ?? countryText) : countryText;
  const image = str(field(raw, ['image', 'image_url', 'photo', 'headshot', 'picture']));
  const id = str(field(raw, ['id', 'player_id', 'ID'])) ?? slug;
  const psaId = str(field(raw, ['psa_id', 'player_id'])) ?? (/^\d+$/.test(id) ? id : null);
  return {
    id,
    player: {
      slug,
      fullName,
      country,
      seed,
      entry,
      imageUrl: image && /^https?:\/\//.test(image) ? image : null,
      url,
      psaId,
    },
  };
}

function readMatch(
  raw: Obj,
  label: string,
  resolve: (value: unknown, label: string) => string | null,
  timezone: string,
): RawMatch {
  const player1 = resolve(field(raw, ['player1', 'player_1', 'player1_id', 'player_1_id', 'home', 'p1']), label);
  const player2 = resolve(field(raw, ['player2', 'player_2', 'player2_id', 'player_2_id', 'away', 'p2']), label);
  const winnerValue = field(raw, ['winner', 'winner_id', 'winner_player_id']);
  // A winner given as the side (1 or 2) rather than a player id.
  const side = typeof winnerValue === 'number' && (winnerValue === 1 || winnerValue === 2) ? winnerValue : null;
  const winner = side === 1 ? player1 : side === 2 ? player2 : resolve(winnerValue, label);

  const gameScores = scoreList(field(raw, ['gameScores', 'game_scores', 'scores', 'points']), label).filter(
    ([one, two]) => one !== 0 || two !== 0,
  );
  const games =
    scorePair(field(raw, ['games', 'score', 'games_won', 'result']), label) ??
    (gameScores.length > 0
      ? gameScores.reduce<ScorePair>(([one, two], [a, b]) => (a > b ? [one + 1, two] : [one, two + 1]), [0, 0])
      : null);

  const statusText = str(field(raw, ['status', 'result_type', 'outcome']))?.toLowerCase() ?? '';
  const flag =
    raw.walkover === true || /walk\s*-?over|^w\/?o$/.test(statusText)
      ? 'walkover'
      : raw.retired === true || /ret|rtd/.test(statusText)
        ? 'retired'
        : raw.bye === true || statusText === 'bye'
          ? 'bye'
          : null;
  return {
    position: int(field(raw, ['position', 'match_number', 'number', 'order', 'draw_position'])),
    player1,
    player2,
    winner: winner !== null && winner !== player1 && winner !== player2 ? failWinner(label, winner) : winner,
    games,
    gameScores,
    flag,
    scheduledLocal: localTime(
      field(raw, ['scheduledLocal', 'scheduled_local', 'datetime', 'date_time', 'start_time', 'date', 'start']),
      timezone,
    ),
  };
}

function failWinner(label: string, winner: string): never {
  throw new PsaParseError(`${label} is won by '${winner}', who does not play in it`);
}
