import type { ComponentProps } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A native select styled like the inputs: the platform's own picker, type-ahead and screen-reader support. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10', className)} {...props} />;
}
