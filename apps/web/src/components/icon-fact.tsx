import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One fact of a description list shown as an icon and its value ('📍 Wellington'): the term is the icon
 * for the eye and `label` for screen readers. Goes inside a `<dl>`.
 */
export function IconFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
