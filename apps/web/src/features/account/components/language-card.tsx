import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LanguageSwitcher } from '@/features/site';

/** The site's language for this fan: kept on their profile, so their mails and notifications use it too. */
export function LanguageCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The site, your emails and your notifications come in this language. Arabic is written with Western digits,
            as scores and times are printed on the tour.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitcher withName className="border" />
      </CardContent>
    </Card>
  );
}
