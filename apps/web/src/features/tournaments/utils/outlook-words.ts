import { t } from '@lingui/core/macro';
import type { OutlookFigures } from '@squash/core/rules';
import { ordinal } from '@/lib/labels';

/**
 * What the outlook tells a fan (core's `outlookLines`, in the reader's language): whether they can still
 * finish first, else their best finish, and where they stand for the prize places.
 */
export function outlookLines(outlook: OutlookFigures, { prizes = true }: { prizes?: boolean } = {}): string[] {
  const lines: string[] = [];
  const place = ordinal(outlook.bestRank);
  if (outlook.first === 'can') lines.push(t`You can still finish 1st`);
  else if (outlook.bestRankExact) lines.push(t`Best finish still possible: ${place}`);
  else lines.push(t`You can still reach ${place} place, perhaps higher`);
  if (!prizes) return lines;
  if (outlook.prizePlaces === 'out') lines.push(t`Out of the prize places`);
  else if (outlook.prizePlaces === 'can' && outlook.first !== 'can')
    lines.push(t`You can still reach the prize places`);
  return lines;
}
