import { Trans } from '@lingui/react/macro';
import { LockKeyhole, LogIn } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';

/**
 * The spec's 'Sign In Required' screen for pages that need a signed-in user (dashboard, account, credits).
 * `next`: where signing in (or up) brings the fan back to.
 */
export function SignInRequired({ description, next }: { description?: string; next?: string }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <IconTile icon={LockKeyhole} size="lg" />
      <h1 className="font-display text-3xl">
        <Trans>Sign In Required</Trans>
      </h1>
      {description && <p className="text-muted-foreground">{description}</p>}
      <ButtonLink to={paths.login.getHref(next)} size="lg" className="mt-2" icon={LogIn}>
        <Trans>Sign In</Trans>
      </ButtonLink>
    </div>
  );
}
