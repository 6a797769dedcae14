import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Clock, HelpCircle, ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ContactForm } from '../components/contact-form';
import { ContentPage } from '../components/content-page';

export function ContactPage() {
  return (
    <ContentPage
      eyebrow={t`Support`}
      title={t`Contact Us`}
      intro={t`A question about a draw, a result or your account? Send us a message and we'll get back to you.`}
      width="wide"
    >
      <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Send us a message</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>All fields are required.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <aside aria-label={t`Before you write`} className="flex flex-col gap-4">
          <InfoTile Icon={HelpCircle} title={t`Quick answers`}>
            <Trans>
              Most questions about entering, scoring and prizes are answered in the{' '}
              <Link to={paths.faq.getHref()} className="font-semibold text-primary underline underline-offset-4">
                FAQ
              </Link>
              .
            </Trans>
          </InfoTile>
          <InfoTile Icon={ScrollText} title={t`The rules`}>
            <Trans>
              How withdrawals, ties and late draw changes are scored is in the{' '}
              <Link to={paths.rules.getHref()} className="font-semibold text-primary underline underline-offset-4">
                tournament rules
              </Link>
              .
            </Trans>
          </InfoTile>
          <InfoTile Icon={Clock} title={t`When we reply`}>
            <Trans>We read every message and usually answer within two working days.</Trans>
          </InfoTile>
        </aside>
      </div>
    </ContentPage>
  );
}

function InfoTile({ Icon, title, children }: { Icon: typeof Clock; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-xl border bg-card p-5">
      <IconTile icon={Icon} />
      <div>
        <h3 className="font-bold">{title}</h3>
        <p className="mt-1 text-sm leading-6 text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
