import type { VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A link that looks like a button (an in-app move, so a link for the keyboard and screen readers), with an
 * optional icon before its words (`icon`) or after them (`iconEnd`).
 */
export function ButtonLink({
  variant,
  size,
  className,
  icon: Icon,
  iconEnd: IconEnd,
  children,
  ...link
}: Pick<LinkProps, 'to' | 'state' | 'aria-label'> &
  VariantProps<typeof buttonVariants> & {
    className?: string;
    icon?: LucideIcon;
    iconEnd?: LucideIcon;
    children: ReactNode;
  }) {
  return (
    <Link className={cn(buttonVariants({ variant, size }), className)} {...link}>
      {Icon && <Icon aria-hidden="true" />}
      {children}
      {IconEnd && <IconEnd aria-hidden="true" />}
    </Link>
  );
}
