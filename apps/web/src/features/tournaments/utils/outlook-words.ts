import { t } from '@lingui/core/macro';
import { type OutlookFact, type OutlookFigures, outlookFacts } from '@squash/core/rules';
import { ordinal } from '@/lib/labels';

/** One of core's outlook facts in the reader's language. */
function say(fact: OutlookFact): string {
  switch (fact.kind) {
    case 'can-win':
      return t`You can still finish 1st`;
    case 'best-exact': {
      const place = ordinal(fact.rank);
      return t`Best finish still possible: ${place}`;
    }
    case 'best-at-least': {
      const place = ordinal(fact.rank);
      return t`You can still reach ${place} place, perhaps higher`;
    }
    case 'prizes-out':
      return t`Out of the prize places`;
    case 'prizes-can':
      return t`You can still reach the prize places`;
  }
}

/** What the outlook tells a fan (core's `outlookFacts`), in the reader's language. */
export function outlookLines(outlook: OutlookFigures, options: { prizes?: boolean } = {}): string[] {
  return outlookFacts(outlook, options).map(say);
}
