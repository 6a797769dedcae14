import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';

// Only a member who hasn't accepted the terms yet loads the dialog's code (a checkbox form in a modal).
const TermsDialog = lazy(async () => ({ default: (await import('./terms-dialog')).TermsDialog }));

/**
 * Opens the terms-acceptance dialog while the signed-in user's profile has no acceptedTermsAt. Not over
 * the terms themselves: the dialog's link opens them in a new tab, to be read before accepting.
 */
export function TermsGate() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || user.acceptedTermsAt || pathname === paths.terms.path) return null;
  return (
    <Suspense>
      <TermsDialog user={user} />
    </Suspense>
  );
}
