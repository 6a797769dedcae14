import { t } from '@lingui/core/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { useSiteConfig } from '@/lib/site-config';
import { cn } from '@/lib/utils';
import { SocialIcon } from './social-icon';

/** The footer's links to the product's pages on four networks, as the operator configured them. */
export function SocialLinks({ className }: { className?: string }) {
  const links = useSiteConfig().data?.socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex items-center gap-2', className)} aria-label={t`Social media`}>
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`${PRODUCT_NAME} on ${link.name} (opens in a new tab)`}
            className="flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors outline-none hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
          >
            <SocialIcon name={link.name} className="size-[18px]" />
          </a>
        </li>
      ))}
    </ul>
  );
}
