import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A decorative line drawing in the current colour (the courts behind heroes and covers): hidden from readers. */
export function LineArt({
  viewBox,
  strokeWidth,
  className,
  children,
}: {
  viewBox: string;
  strokeWidth: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid meet"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      className={cn('pointer-events-none', className)}
    >
      {children}
    </svg>
  );
}
