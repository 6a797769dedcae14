import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** A fan's name leading to their record. */
export function FanLink({
  username,
  className,
  children,
}: {
  username: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={paths.fan.getHref(username)}
      className={cn(
        'underline decoration-muted-foreground/40 underline-offset-4 hover:text-primary hover:decoration-primary',
        className,
      )}
    >
      {children ?? username}
    </Link>
  );
}
