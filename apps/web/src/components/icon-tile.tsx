import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const SIZES = {
  sm: 'size-9 rounded-lg [&_svg]:size-5',
  md: 'size-11 rounded-xl [&_svg]:size-6',
  lg: 'size-14 rounded-2xl [&_svg]:size-7',
} as const;

const TONES = {
  primary: 'bg-primary/10 text-primary',
  muted: 'bg-muted text-muted-foreground',
} as const;

/** An icon on a tinted square: what a card, a heading or an empty state is about. Decorative. */
export function IconTile({
  icon: Icon,
  size = 'md',
  tone = 'primary',
  className,
}: {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <span className={cn('flex shrink-0 items-center justify-center', SIZES[size], TONES[tone], className)}>
      <Icon aria-hidden="true" />
    </span>
  );
}
