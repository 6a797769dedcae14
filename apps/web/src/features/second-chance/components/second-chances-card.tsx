import { Trans } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { IconTile } from '@/components/icon-tile';
import type { SecondChance } from '../utils/second-chance';
import { SecondChanceLink } from './second-chance-link';

/** The Second Chances open in the fan's tournaments that they haven't entered: a new bracket, from zero. */
export function SecondChancesCard({
  chances,
  now,
}: {
  chances: Array<{ chance: SecondChance; name: string }>;
  now: Date;
}) {
  return (
    <section
      aria-labelledby="dashboard-second-chances"
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <IconTile icon={RotateCcw} size="sm" />
        <div>
          <h2 id="dashboard-second-chances" className="text-lg font-bold">
            <Trans>Second Chance</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>A free bracket on the rest of the draw: everyone starts again from zero.</Trans>
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-3">
        {chances.map(({ chance, name }) => (
          <li key={chance.id} className="flex flex-col gap-0.5 border-t pt-3">
            <span className="font-semibold">{name}</span>
            <SecondChanceLink chance={chance} now={now} name={name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
