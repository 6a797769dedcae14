import { initials, type UserDetails } from '@squash/core';
import { AVATAR_BACKGROUND } from '@squash/core/rules';
import { cn } from '@/lib/utils';

type AvatarUser = Pick<UserDetails, 'username' | 'firstName' | 'fullName' | 'avatar'>;

/**
 * The user's picture, else their initials on the brand green (#39d177). The initials are near-black: white
 * on that green has a contrast of about 2:1, the dark text about 9:1 (WCAG AA needs 4.5:1).
 * Decorative: the name always stands beside it. `className` sets the size (and the initials' text size).
 */
export function UserAvatar({ user, className }: { user: AvatarUser; className?: string }) {
  const base = 'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full';
  if (user.avatar) return <img src={user.avatar} alt="" className={cn(base, 'object-cover', className)} />;
  return (
    <span
      aria-hidden="true"
      className={cn(base, 'text-xs font-bold text-[#04210f]', className)}
      style={{ backgroundColor: `#${AVATAR_BACKGROUND}` }}
    >
      {initials(user)}
    </span>
  );
}
