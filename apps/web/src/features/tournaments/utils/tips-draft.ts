import type { GameScore, MatchTip } from '@squash/core';
import { GAME_SCORES } from '@squash/core/rules';
import { isUuid } from './ids';

/*
 * Picks not yet submitted live in the browser (localStorage), per user and tournament, so a reload,
 * a closed tab or a flat battery loses nothing. A draft is only what the fan changed: once submitted,
 * it is removed and the saved entry is the truth again.
 */

export interface TipsDraft {
  tips: MatchTip[];
  /** When the fan last changed a pick (ISO, UTC); a draft older than the saved entry is stale. */
  changedAt: string;
}

/** The part of `Storage` a draft needs (a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftKey(userId: string, tournamentId: string): string {
  return `squash-tips:draft:${userId}:${tournamentId}`;
}

/** The browser's storage, or undefined where there is none (private modes that throw on access). */
export function browserStorage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(storage: DraftStorage | undefined, key: string): TipsDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    return toDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * What was read back, checked by hand as `MatchTipSchema` would (storage is anyone's to edit, and an older
 * version of the page may have written it): the whole draft, or null. By hand, so the page that renders
 * the picking draw doesn't load zod for it; the server checks every tip again on submission.
 */
function toDraft(value: unknown): TipsDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { tips, changedAt } = value as Record<string, unknown>;
  if (!Array.isArray(tips) || !isUtcDateTime(changedAt)) return null;
  const checked: MatchTip[] = [];
  for (const tip of tips) {
    if (typeof tip !== 'object' || tip === null) return null;
    const { matchId, predictedWinnerId, predictedScore } = tip as Record<string, unknown>;
    if (!isUuid(matchId) || !isUuid(predictedWinnerId)) return null;
    if (predictedScore !== undefined && predictedScore !== null && !isGameScore(predictedScore)) return null;
    checked.push({ matchId, predictedWinnerId, predictedScore: predictedScore ?? null });
  }
  return { tips: checked, changedAt };
}

function isGameScore(value: unknown): value is GameScore {
  return (GAME_SCORES as readonly unknown[]).includes(value);
}

/** An ISO date and time in UTC ('2026-05-01T10:00:00.000Z'), as `toISOString` writes it. */
function isUtcDateTime(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/.test(value)) return false;
  const time = Date.parse(value);
  // Not a day that doesn't exist (Date.parse takes Feb 30 as Mar 2).
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
}

export function writeDraft(storage: DraftStorage | undefined, key: string, tips: MatchTip[], now = new Date()): void {
  try {
    storage?.setItem(key, JSON.stringify({ tips, changedAt: now.toISOString() } satisfies TipsDraft));
  } catch {
    // Storage full or blocked: the picks still work for this visit.
  }
}

export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a stale draft is dropped later against the saved entry's date.
  }
}

/**
 * The tips a fan starts from: their unsubmitted draft when it is newer than the saved entry, else the
 * saved entry's tips, else none.
 */
export function startingTips(
  draft: TipsDraft | null,
  saved: { tips: readonly MatchTip[]; updatedAt: string } | null,
): readonly MatchTip[] {
  if (draft && (!saved || Date.parse(draft.changedAt) > Date.parse(saved.updatedAt))) return draft.tips;
  return saved?.tips ?? [];
}
