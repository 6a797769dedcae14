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
