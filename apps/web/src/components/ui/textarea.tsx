import type { ComponentProps } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28 py-2', className)} {...props} />;
}
