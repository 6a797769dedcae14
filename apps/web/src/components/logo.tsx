import { PRODUCT_NAME } from '@squash/core/rules';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/**
 * The brand mark: the T of a squash court (where a rally is won, and the T of Tips) with the ball coming
 * off the front wall, on the spec's green. Decorative: the product name next to it carries the meaning.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="9" fill="#39d177" />
      <path d="M6 14.5h20M16 14.5V26" stroke="#04210f" strokeWidth="3.2" strokeLinecap="round" fill="none" />
      <circle cx="24" cy="7.5" r="3.6" fill="#04210f" />
      <circle cx="25.2" cy="6.4" r="1.1" fill="#facc15" />
    </svg>
  );
}

/** The mark and the product's name, linking home (the site's header and footer). */
export function HomeLogoLink({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn(
        'flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <LogoMark />
      <span className={cn('font-display text-xl', nameClassName)}>{PRODUCT_NAME}</span>
    </Link>
  );
}
