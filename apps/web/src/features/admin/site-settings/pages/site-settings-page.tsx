import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ErrorAlert } from '@/components/error-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatMoment } from '@/lib/format';
import { PageHeader } from '../../components/page-header';
import { useAdminSiteSettings } from '../api/site-settings';
import { SocialLinksForm } from '../components/social-links-form';

/**
 * The site's settings kept in the back office (issue 63): the footer's links to the product's pages on
 * Facebook, Instagram, X and YouTube (the spec's footer). A save shows on the next page anyone opens.
 */
export function AdminSiteSettingsPage() {
  const settings = useAdminSiteSettings();
  const savedAt = settings.data?.updatedAt ? formatMoment(settings.data.updatedAt) : null;
  return (
    <>
      <title>{t`Site settings · Admin`}</title>
      <PageHeader title={t`Site settings`} />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle as="h2">{t`Social links`}</CardTitle>
          <CardDescription>
            <Trans>
              The footer of every page links to these. Leave a box empty to show no link for that network. Every save is
              in the audit log, with what it was before.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {settings.isPending ? (
            <Spinner />
          ) : settings.isError ? (
            <ErrorAlert>{errorMessage(settings.error)}</ErrorAlert>
          ) : (
            <>
              <p className="text-muted-foreground text-sm">
                {savedAt ? (
                  <Trans>Last saved {savedAt}.</Trans>
                ) : (
                  <Trans>
                    Not saved here yet: these are the server's settings (SOCIAL_*_URL), which your first save replaces.
                  </Trans>
                )}
              </p>
              <SocialLinksForm links={settings.data.socialLinks} />
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
