import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';

export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A list's 'New User' / 'New Player' button (spec 001 §2), for PageHeader's actions. */
export function NewButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} icon={Plus}>
      {children}
    </ButtonLink>
  );
}
