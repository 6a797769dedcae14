import { PRODUCT_NAME } from '@squash/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The spec logs the attempted path. A warning, not an error: a mistyped URL is not a fault of the app.
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <h1 className="flex flex-col gap-2">
        <span className="text-6xl font-bold text-primary">404</span>
        <span className="text-xl text-muted-foreground">Oops! Page not found</span>
      </h1>
      <Button asChild variant="outline">
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </Button>
    </div>
  );
}
