import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The spec logs the attempted path. A warning, not an error: a mistyped URL is not a fault of the app.
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
      <title>{t`Page not found · ${PRODUCT_NAME}`}</title>
      <h1 className="flex flex-col items-center gap-3">
        <span className="font-display text-8xl leading-none text-primary sm:text-9xl">404</span>
        <span className="text-2xl font-bold">
          <Trans>Oops! Page not found</Trans>
        </span>
      </h1>
      <p className="text-muted-foreground">
        <Trans>That shot went out of court. The page may have moved, or the link may be mistyped.</Trans>
      </p>
      <ButtonLink to={paths.home.getHref()} size="lg" icon={Home}>
        <Trans>Return to Home</Trans>
      </ButtonLink>
    </div>
  );
}
