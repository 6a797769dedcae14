import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder with the size of what is loading, so nothing shifts when it arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
