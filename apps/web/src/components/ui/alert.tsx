import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-5 [&>svg]:translate-y-0 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive:
          'border-destructive/40 bg-destructive/10 text-destructive [&_[data-slot=alert-description]]:text-foreground',
        success: 'border-success/40 bg-success/10 text-success [&_[data-slot=alert-description]]:text-foreground',
        warning:
          'border-amber-500/50 bg-amber-500/10 text-amber-700 dark:text-amber-400 [&_[data-slot=alert-description]]:text-foreground',
        info: 'border-info/40 bg-info/10 text-info [&_[data-slot=alert-description]]:text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** A banner. `role="alert"` is for messages that appear after an action; static banners pass role="status" or none. */
export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('col-start-2 font-bold tracking-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 grid gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
