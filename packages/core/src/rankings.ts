import { z } from 'zod';
import { GENDERS } from './constants.js';

/**
 * The back office's 'Import rankings': a world ranking list (CSV or JSON) of players, each named by
 * their tour profile URL or their name, with a rank. Preview first, then apply.
 */

/** A list bigger than this is not a ranking list (the tour's longest has about 1,000 names). */
export const MAX_RANKINGS_CHARS = 1_000_000;
export const MAX_RANKING_ROWS = 5000;

export const RankingsImportRequestSchema = z
  .object({
    content: z
      .string({ error: 'Paste a rankings list or choose a file' })
      .trim()
      .min(1, 'Paste a rankings list or choose a file')
      .max(MAX_RANKINGS_CHARS, 'The rankings list is too large (at most 1,000,000 characters)'),
    listDate: z.iso.date({ error: 'The date of the list is required (YYYY-MM-DD)' }),
    /** Only players of this draw (men's or women's lists are separate); both when absent. */
    gender: z.enum(GENDERS, { error: 'Gender must be mens or womens' }).optional(),
  })
  .meta({ id: 'RankingsImportRequest' });
export type RankingsImportRequest = z.infer<typeof RankingsImportRequestSchema>;

const LineSchema = z.number().int().positive();

export const RankingsPreviewSchema = z
  .object({
    listDate: z.iso.date(),
    format: z.enum(['csv', 'json']),
    /** Players whose rank the list changes. */
    changes: z.array(
      z.object({
        line: LineSchema,
        playerId: z.uuid(),
        fullName: z.string(),
        gender: z.enum(GENDERS),
        currentRank: z.number().int().nullable(),
        newRank: z.number().int().positive(),
      }),
    ),
    /** Players found whose rank is already the list's. */
    unchanged: z.number().int().min(0),
    /** Names (or profile URLs) no player matches: nothing is done for them. */
    unknown: z.array(z.object({ line: LineSchema, player: z.string() })),
    /** Rows that can't be applied as they are; apply refuses the list until they are fixed. */
    problems: z.array(z.object({ line: LineSchema, message: z.string() })),
  })
  .meta({ id: 'RankingsPreview' });
export type RankingsPreview = z.infer<typeof RankingsPreviewSchema>;

export const RankingsApplyResultSchema = z
  .object({
    listDate: z.iso.date(),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    unknown: z.array(z.object({ line: LineSchema, player: z.string() })),
  })
  .meta({ id: 'RankingsApplyResult' });
export type RankingsApplyResult = z.infer<typeof RankingsApplyResultSchema>;

/** One row of a list: who (a profile URL or a name) and their rank, with the line it came from (1-based). */
export interface RankingRow {
  line: number;
  player: string;
  rank: number;
}

/**
 * A row that can't be applied: its line, what is wrong in English (`message`), and the same as a kind with
 * its values, for the server to say in the reader's language (apps/api/src/lib/admin-errors.ts).
 */
export interface RankingProblem {
  line: number;
  message: string;
  kind: RankingProblemKind;
  values: Record<string, string | number>;
}

export type RankingProblemKind = keyof typeof RANKING_PROBLEM_MESSAGES;

/** Each problem's English, with its values. */
const RANKING_PROBLEM_MESSAGES = {
  tooManyRows: ({ max }) => `The list has more than ${max} rows`,
  jsonUnreadable: ({ reason }) => `The JSON can't be read: ${reason}`,
  jsonShape: () => 'Expected a JSON array of { "rank", "name" or "url" }, or { "rankings": [...] }',
  entryNoName: ({ line }) => `Entry ${line} has no name or url`,
  entryRank: ({ line, player }) => `Entry ${line} (${player}): the rank must be a whole number of 1 or more`,
  quoteNotClosed: ({ line }) => `Line ${line}: a quoted value is not closed`,
  expectedPlayerAndRank: ({ line }) => `Line ${line}: expected a player (name or profile URL) and a rank`,
  playerMissing: ({ line }) => `Line ${line}: the player is missing`,
  lineRank: ({ line, player }) => `Line ${line} (${player}): the rank must be a whole number of 1 or more`,
  ambiguousName: ({ line, player, count }) =>
    `Line ${line}: '${player}' is the name of ${count} players (men's and women's): import each list with its gender`,
  duplicatePlayer: ({ line, player, earlier }) => `Line ${line}: ${player} is already on line ${earlier}`,
} satisfies Record<string, (values: Record<string, string | number>) => string>;

/** A problem of `kind` on `line`, with its values. */
export function rankingProblem(
  line: number,
  kind: RankingProblemKind,
  values: Record<string, string | number> = {},
): RankingProblem {
  const all = { line, ...values };
  return { line, kind, values: all, message: RANKING_PROBLEM_MESSAGES[kind](all) };
}

export interface ParsedRankingList {
  format: 'csv' | 'json';
  rows: RankingRow[];
  problems: RankingProblem[];
}

const PLAYER_COLUMNS = ['player', 'name', 'full name', 'fullname', 'url', 'profile', 'profile url'];
const RANK_COLUMNS = ['rank', 'ranking', 'world rank', 'worldrank', 'position'];

/**
 * Reads a ranking list. JSON: an array (or `{ rankings: [...] }`) of `{ rank, name | url | player }`.
 * CSV: a player column and a rank column, either order, with or without a header naming them (other
 * columns are ignored when a header names the two). Every row that can't be read is a problem naming
 * its line; the rows that can are kept.
 */
export function parseRankingList(content: string): ParsedRankingList {
  const text = content.replace(/^\uFEFF/, '').trim();
  const result = text.startsWith('[') || text.startsWith('{') ? parseJson(text) : parseCsv(text);
  if (result.rows.length + result.problems.length > MAX_RANKING_ROWS) {
    return {
      format: result.format,
      rows: [],
      problems: [rankingProblem(1, 'tooManyRows', { max: MAX_RANKING_ROWS })],
    };
  }
  return result;
}

function parseJson(text: string): ParsedRankingList {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      format: 'json',
      rows: [],
      problems: [rankingProblem(1, 'jsonUnreadable', { reason: (error as Error).message })],
    };
  }
  const list = Array.isArray(value) ? value : (value as { rankings?: unknown } | null)?.rankings;
  if (!Array.isArray(list)) {
    return {
      format: 'json',
      rows: [],
      problems: [rankingProblem(1, 'jsonShape')],
    };
  }
  const rows: RankingRow[] = [];
  const problems: ParsedRankingList['problems'] = [];
  list.forEach((item, index) => {
    const line = index + 1;
    const entry = (item ?? {}) as Record<string, unknown>;
    const player = [entry.url, entry.player, entry.name, entry.fullName].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
    );
    const rank = rankOf(entry.rank ?? entry.worldRank);
    if (!player) problems.push(rankingProblem(line, 'entryNoName'));
    else if (rank === null) problems.push(rankingProblem(line, 'entryRank', { player: player.trim() }));
    else rows.push({ line, player: player.trim(), rank });
  });
  return { format: 'json', rows, problems };
}

function parseCsv(text: string): ParsedRankingList {
  const lines = text.split(/\r\n|\n|\r/);
  const rows: RankingRow[] = [];
  const problems: ParsedRankingList['problems'] = [];
  const delimiter = (lines[0] ?? '').includes(';') && !(lines[0] ?? '').includes(',') ? ';' : ',';
  let columns: { player: number; rank: number } | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = splitCsvLine(raw, delimiter);
    if (cells === null) {
      problems.push(rankingProblem(line, 'quoteNotClosed'));
      return;
    }
    if (line === 1) {
      const header = headerColumns(cells);
      if (header) {
        columns = header;
        return;
      }
    }
    const chosen = columns ?? guessColumns(cells);
    if (!chosen) {
      problems.push(rankingProblem(line, 'expectedPlayerAndRank'));
      return;
    }
    const player = cells[chosen.player]?.trim() ?? '';
    const rank = rankOf(cells[chosen.rank]);
    if (player === '') problems.push(rankingProblem(line, 'playerMissing'));
    else if (rank === null) problems.push(rankingProblem(line, 'lineRank', { player }));
    else rows.push({ line, player, rank });
  });
  return { format: 'csv', rows, problems };
}

/** A header row: the columns it names, or null when the row is data. */
function headerColumns(cells: string[]): { player: number; rank: number } | null {
  const names = cells.map((cell) => cell.trim().toLowerCase().replace(/[_-]/g, ' '));
  const player = names.findIndex((name) => PLAYER_COLUMNS.includes(name));
  const rank = names.findIndex((name) => RANK_COLUMNS.includes(name));
  return player >= 0 && rank >= 0 ? { player, rank } : null;
}

/** Without a header: two columns, the whole number is the rank. */
function guessColumns(cells: string[]): { player: number; rank: number } | null {
  if (cells.length !== 2) return null;
  if (rankOf(cells[0]) !== null && rankOf(cells[1]) === null) return { rank: 0, player: 1 };
  if (rankOf(cells[1]) !== null) return { rank: 1, player: 0 };
  return { rank: 1, player: 0 };
}

function rankOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return null;
  const rank = Number(text);
  return rank >= 1 ? rank : null;
}

/** One CSV line (RFC 4180 quoting: "Smith, Jr.", "a ""quoted"" name"); null when a quote is left open. */
function splitCsvLine(line: string, delimiter: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

/**
 * Who a list's row names: a tour profile URL ('https://www.psaworldtour.com/player/connor-turk/') names a
 * profile slug; anything else is a name, compared without case, accents or extra spaces.
 */
export function rankingIdentity(player: string): { slug: string } | { name: string } {
  const profile = /\/players?\/([^/?#]+)/.exec(player);
  if (profile?.[1] && /^(https?:\/\/|www\.|\/)/i.test(player.trim()))
    return { slug: decodeURIComponent(profile[1]).toLowerCase() };
  return { name: normalizedName(player) };
}

/** A name as lists and draws may spell it differently: 'José  Ortiz' and 'jose ortiz' are the same. */
export function normalizedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
