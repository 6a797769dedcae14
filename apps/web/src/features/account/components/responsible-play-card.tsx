import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ErrorAlert } from '@/components/error-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDepositLimits, usePlayPause } from '../api/responsible-play';
import { DepositLimitsForm } from './deposit-limits-form';
import { PauseForms, PauseInForce } from './pause-forms';

/** Where a fan worried about their play finds help: free, confidential, at any hour. */
const HELP = [
  { name: msg`Gambling Help Online (Australia)`, url: 'https://www.gamblinghelponline.org.au', phone: '1800 858 858' },
  { name: msg`Gambling Therapy (worldwide, in many languages)`, url: 'https://www.gamblingtherapy.org', phone: null },
] as const;

/**
 * Responsible play on the account page (issue 62, point 4): deposit limits, a break and self-exclusion, each in
 * plain words, with where to get help. The server enforces them at every purchase and paid entry.
 */
export function ResponsiblePlayCard() {
  const limits = useDepositLimits();
  const pause = usePlayPause();
  return (
    <Card id="responsible-play" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Responsible play</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Set how much you can buy, take a break, or exclude yourself from paid play. Free tournaments stay open
            whatever you choose here.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {limits.isPending || pause.isPending ? (
          <Spinner />
        ) : limits.isError || pause.isError ? (
          <ErrorAlert>{errorMessage(limits.error ?? pause.error)}</ErrorAlert>
        ) : (
          <>
            <section aria-labelledby="limits-heading" className="flex flex-col gap-3">
              <h3 id="limits-heading" className="font-semibold">
                <Trans>Deposit limits</Trans>
              </h3>
              <DepositLimitsForm limits={limits.data} />
            </section>
            <section aria-labelledby="pause-heading" className="flex flex-col gap-3">
              <h3 id="pause-heading" className="font-semibold">
                <Trans>A break from paid play</Trans>
              </h3>
              {pause.data ? <PauseInForce pause={pause.data} /> : <PauseForms />}
            </section>
          </>
        )}
        <section aria-labelledby="help-heading" className="flex flex-col gap-2 rounded-lg border p-4">
          <h3 id="help-heading" className="font-semibold">
            <Trans>Where to get help</Trans>
          </h3>
          <p className="text-muted-foreground text-sm">
            <Trans>If playing stops being fun, talk to someone. These services are free and confidential.</Trans>
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {HELP.map((service) => (
              <li key={service.url}>
                <a href={service.url} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                  {i18n._(service.name)}
                </a>
                {service.phone && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{service.phone}</bdi>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
