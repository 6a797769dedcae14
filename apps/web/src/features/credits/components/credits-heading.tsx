import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/icon-tile';

/** A credits page's heading: the coins tile, the title, an optional line under it, and the page's way back. */
export function CreditsHeading({ title, detail, action }: { title: string; detail?: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <IconTile icon={Coins} />
        <div>
          <h1 className="font-display text-3xl">{title}</h1>
          {detail}
        </div>
      </div>
      {action}
    </div>
  );
}
