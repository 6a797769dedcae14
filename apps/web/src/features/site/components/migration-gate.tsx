import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { useSiteConfig } from '@/lib/site-config';
import { useInBrowser } from '@/lib/use-in-browser';

// Only readers on the old host ever see the notice: its code (a focus-trapping dialog) loads for them alone.
const MigrationNotice = lazy(async () => ({ default: (await import('./migration-notice')).MigrationNotice }));

/** True when this page is served from one of the operator's old host names. */
export function isLegacyHost(hostname: string, legacyHostnames: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return legacyHostnames.some((legacy) => legacy.trim().toLowerCase() === host);
}

/** Shows the moving notice on the old host only; nothing anywhere else, or before the site config arrives. */
export function MigrationGate() {
  const config = useSiteConfig().data;
  // The spec: the email of a signed-in reader is offered for copying, to sign up with on the new site.
  const email = useCurrentUser()?.email;
  // The address is the browser's to know: a page the server rendered shows the notice once hydrated.
  const inBrowser = useInBrowser();
  if (!inBrowser || !config || !isLegacyHost(window.location.hostname, config.legacyHostnames)) return null;
  return (
    <Suspense>
      <MigrationNotice newSiteUrl={config.newSiteUrl} email={email} />
    </Suspense>
  );
}
