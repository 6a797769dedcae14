import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type SecondChance, secondChanceSentence } from '../utils/second-chance';

/**
 * A line linking to an open Second Chance ('Second Chance open: pick from the quarter-finals, locks in 5
 * hours'): on the tournaments list's cards and the dashboard.
 */
export function SecondChanceLink({ chance, now, name }: { chance: SecondChance; now: Date; name?: string }) {
  const sentence = secondChanceSentence(chance, now);
  return (
    <Link
      to={paths.tournament.getHref(chance.id)}
      aria-label={name ? `${sentence} (${name})` : undefined}
      className="group/chance flex items-start gap-2 rounded-md text-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      data-testid="second-chance-link"
    >
      <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{sentence}</span>
    </Link>
  );
}
