import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SignInRequired } from '@/components/sign-in-required';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUserQuery } from '@/lib/current-user';
import { LanguageCard } from '../components/language-card';
import { NotificationsCard } from '../components/notifications-card';
import { PaidPlayCard } from '../components/paid-play-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';
import { RecordCard } from '../components/record-card';
import { ResponsiblePlayCard } from '../components/responsible-play-card';
import { YourDataCard } from '../components/your-data-card';

/**
 * The spec's account page: the Profile card (username), the Preferences card (notification emails), and
 * notifications on the fan's devices (issue 26); paid play's questions, responsible play and the fan's own data (issue 62).
 */
export function AccountPage() {
  const currentUser = useCurrentUserQuery();
  const { hash } = useLocation();
  const loaded = Boolean(currentUser.data);
  // A refusal of paid play links here with the card to fill in (#paid-play): shown once the page is drawn.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  const title = <title>{t`Account · ${PRODUCT_NAME}`}</title>;
  if (currentUser.isPending) return <Spinner className="min-h-[60dvh]" />;
  if (!currentUser.data) {
    return (
      <>
        {title}
        <SignInRequired description={t`Please sign in to view your account`} />
      </>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      {title}
      <div>
        <p className="text-xs font-bold tracking-[0.2em] text-primary uppercase">
          <Trans>Account</Trans>
        </p>
        <h1 className="mt-1 font-display text-3xl sm:text-4xl">
          <Trans>Your account</Trans>
        </h1>
      </div>
      <ProfileCard user={currentUser.data} />
      <LanguageCard />
      <PaidPlayCard user={currentUser.data} />
      <ResponsiblePlayCard />
      <PreferencesCard user={currentUser.data} />
      <NotificationsCard user={currentUser.data} />
      <RecordCard user={currentUser.data} />
      <YourDataCard />
    </div>
  );
}
