import type { MatchTip, TipDrawMatch, Pick as TipPick } from '@squash/core';
import { useMemo, useState } from 'react';
import type { PickRules } from '../utils/load-pick-rules';
import { browserStorage, clearDraft, draftKey, readDraft, startingTips, writeDraft } from '../utils/tips-draft';

export interface PickChange {
  /** Later picks removed because they depended on the old winner. */
  cleared: number;
  /** How many matches are picked after the change. */
  count: number;
}

/**
 * The fan's picks for one tournament while tipping is open. They start from the unsubmitted draft in
 * the browser or else the saved entry; every change is written to the draft at once (a reload loses
 * nothing), and the rules of core decide what a change does to later picks (`applyPick`).
 */
export function useTipPicks({
  rules: { applyPick, keepPossiblePicks, picksFromTips, samePicks, tipsFromPicks },
  matches,
  userId,
  tournamentId,
  saved,
}: {
  /** The tip rules (`loadPickRules`). */
  rules: PickRules;
  matches: readonly TipDrawMatch[];
  userId: string;
  tournamentId: string;
  /** The saved entry's tips, or null before the first submission. */
  saved: { tips: readonly MatchTip[]; updatedAt: string } | null;
}) {
  const key = draftKey(userId, tournamentId);
  const [chosen, setChosen] = useState(() => picksFromTips(startingTips(readDraft(browserStorage(), key), saved)));
  // A draw that changed since (a late draw change, say) drops the picks it made impossible.
  const picks = useMemo(() => keepPossiblePicks(matches, chosen), [matches, chosen, keepPossiblePicks]);
  const savedPicks = useMemo(() => (saved ? picksFromTips(saved.tips) : null), [saved, picksFromTips]);
  const hasUnsavedChanges = savedPicks ? !samePicks(picks, savedPicks) : picks.size > 0;

  function setPick(matchId: string, pick: TipPick | null): PickChange {
    const next = applyPick(matches, picks, matchId, pick);
    let cleared = 0;
    for (const id of picks.keys()) if (id !== matchId && !next.has(id)) cleared += 1;
    setChosen(next);
    writeDraft(browserStorage(), key, tipsFromPicks(matches, next));
    return { cleared, count: next.size };
  }

  /** Every pick at once (a fill, or its undo); the draft follows. */
  function replacePicks(next: ReadonlyMap<string, TipPick>) {
    const kept = keepPossiblePicks(matches, new Map(next));
    setChosen(kept);
    writeDraft(browserStorage(), key, tipsFromPicks(matches, kept));
  }

  return {
    picks,
    hasUnsavedChanges,
    setPick,
    replacePicks,
    /** The tips to send, in draw order. */
    tips: () => tipsFromPicks(matches, picks),
    /** After a successful submission the saved entry is the truth again. */
    forgetDraft: () => clearDraft(browserStorage(), key),
  };
}
