import { type MatchTip, MatchTipSchema } from '@squash/core';
import { z } from 'zod';

/*
 * Picks not yet submitted live in the browser (localStorage), per user and tournament, so a reload,
 * a closed tab or a flat battery loses nothing. A draft is only what the fan changed: once submitted,
 * it is removed and the saved entry is the truth again.
 */

const DraftSchema = z.object({
  tips: z.array(MatchTipSchema),
  /** When the fan last changed a pick (ISO); a draft older than the saved entry is stale. */
  changedAt: z.iso.datetime(),
});
export type TipsDraft = z.infer<typeof DraftSchema>;

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
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
