import { PRODUCT_NAME } from '@squash/core/rules';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo';
import { cn } from '@/lib/utils';

/**
 * The frame of the sign-in pages: one card, centred on a quiet court-green glow. `title` is the page's h1;
 * `documentTitle` names the browser tab.
 */
export function AuthShell({
  title,
  description,
  documentTitle,
  icon,
  children,
  footer,
  className,
}: {
  title: string;
  description?: ReactNode;
  documentTitle: string;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className="relative isolate flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <title>{`${documentTitle} · ${PRODUCT_NAME}`}</title>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_70%_100%_at_50%_0%,color-mix(in_oklab,var(--brand)_18%,transparent),transparent_70%)]"
      />
      <div className={cn('w-full max-w-md rounded-2xl border bg-card p-6 shadow-lg sm:p-8', className)}>
        <div className="flex flex-col items-center gap-3 text-center">
          {icon ?? <LogoMark className="size-11" />}
          <h1 className="font-display text-2xl sm:text-3xl">{title}</h1>
          {description && <div className="text-sm text-muted-foreground sm:text-base">{description}</div>}
        </div>
        {children && <div className="mt-7">{children}</div>}
        {footer && <div className="mt-6 border-t pt-5 text-center text-sm">{footer}</div>}
      </div>
    </div>
  );
}

/** The round icon badge above a status screen's title (mail sent, link broken, ...). */
export function AuthIcon({ icon: Icon, tone = 'primary' }: { icon: LucideIcon; tone?: 'primary' | 'destructive' }) {
  return (
    <div
      className={cn(
        'flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
        tone === 'primary' ? 'bg-primary/10 text-primary' : 'bg-destructive/10 text-destructive',
      )}
    >
      <Icon aria-hidden="true" />
    </div>
  );
}
