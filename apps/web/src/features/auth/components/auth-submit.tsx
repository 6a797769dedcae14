import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PendingButton } from '@/components/pending-button';

/** An auth card's full-width submit button, spinning with `pendingLabel` while the form is sent. */
export function AuthSubmit({
  pending,
  pendingLabel,
  icon,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <PendingButton type="submit" size="lg" className="w-full" pending={pending} pendingLabel={pendingLabel} icon={icon}>
      {children}
    </PendingButton>
  );
}
