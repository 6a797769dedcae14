import { instantToVenueLocal } from '@squash/core';
/** Reading the WordPress answer's loosely typed values: each field under its usual spellings. */
import { load } from 'cheerio';
import type { ScorePair } from './draw.js';
import { PsaParseError } from './errors.js';

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `keys` with a value (WordPress and its plugins spell the same field many ways). */
export function field(obj: Obj, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = obj[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** An array, a JSON string of one (WordPress meta often stores JSON), or a PHP array turned object. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  if (isObj(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) return Object.values(value);
  return [];
}

export function str(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

export function int(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** WordPress renders titles as HTML ('Windsor &#038; District Open'). */
export function htmlText(value: unknown): string | null {
  const html = str(value);
  return html === null ? null : str(load(html, null, false).root().text());
}

/** [3, 1], ['3', '1'] or '3-1'. */
export function scorePair(value: unknown, label: string): ScorePair | null {
  if (value === undefined) return null;
  if (Array.isArray(value) && value.length === 2) {
    const [one, two] = value.map(int);
    if (one != null && two != null) return [one, two];
  }
  if (typeof value === 'string') {
    const match = /^\s*(\d+)\s*[-–:]\s*(\d+)\s*$/.exec(value);
    if (match) return [Number(match[1]), Number(match[2])];
  }
  throw new PsaParseError(`${label} has a score that cannot be read: ${JSON.stringify(value)}`);
}

/** [[11, 5], [11, 7]], ['11-5', '11-7'] or '11-5, 11-7'. */
export function scoreList(value: unknown, label: string): ScorePair[] {
  if (value === undefined) return [];
  const items = typeof value === 'string' ? value.split(/[,;\s]+(?=\d)/).filter((item) => item.trim() !== '') : value;
  if (!Array.isArray(items)) throw new PsaParseError(`${label} has game points that cannot be read`);
  return items.map((item) => scorePair(item, label) as ScorePair);
}

/**
 * A match time as the venue's wall clock ('2023-08-15T13:00'). Times without a zone are taken as
 * venue-local, as the pages print them; times with one (or Unix seconds) are moved into the venue's zone.
 * An unreadable time is dropped rather than failing the draw: the admin can set it.
 */
export function localTime(value: unknown, timezone: string): string | null {
  let instant: Date | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) instant = new Date(value * 1000);
  const text = str(value);
  if (instant === null && text !== null) {
    const local = /^(\d{4}-\d{2}-\d{2})[T\s](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
    if (!local) return null;
    const [, date, hour = '', minute, zone] = local;
    if (zone === undefined) return Number(hour) < 24 ? `${date}T${hour.padStart(2, '0')}:${minute}` : null;
    instant = new Date(text.replace(' ', 'T'));
  }
  if (instant === null || Number.isNaN(instant.getTime())) return null;
  return instantToVenueLocal(instant, timezone);
}
