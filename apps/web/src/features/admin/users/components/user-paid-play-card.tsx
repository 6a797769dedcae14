import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type AdminPaidPlay, DEPOSIT_PERIODS, type DepositPeriod } from '@squash/core';
import { nameOfPlace } from '@squash/core/rules';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format';
import { currentIntlLocale } from '@/lib/i18n';
import { DetailItem } from '../../components/detail-item';

const PERIOD: Record<DepositPeriod, () => string> = {
  daily: () => t`Daily limit`,
  weekly: () => t`Weekly limit`,
  monthly: () => t`Monthly limit`,
};

const placeName = (code: string | null) =>
  code ? `${nameOfPlace(code, currentIntlLocale())} (${code})` : t`Not given`;

/**
 * What paid play knows of a fan (issue 62): their date of birth and place as they declared them, their deposit
 * limits (with a raise still waiting) and every break or exclusion they took, ended ones too. Read only: no
 * admin can end a break or exclusion early.
 */
export function UserPaidPlayCard({ paidPlay, now }: { paidPlay: AdminPaidPlay; now: number }) {
  const openReviews = paidPlay.openReviews;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Paid play</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            What the fan declared, their limits and their breaks: set by the fan alone, and never ended early.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <DetailItem label={t`Date of birth`} value={paidPlay.dateOfBirth ?? t`Not given`} />
          <DetailItem label={t`Country`} value={placeName(paidPlay.country)} />
          <DetailItem label={t`Region`} value={paidPlay.region ?? '—'} />
          <DetailItem
            label={t`Identity`}
            value={paidPlay.identityVerified ? t`Verified` : t`Not verified: a cash prize needs a check`}
          />
          <DetailItem
            label={t`One person, one account`}
            value={
              paidPlay.openReviews === 0 ? (
                t`No review open`
              ) : (
                <Link to={paths.admin.accountReviews.getHref()} className="text-primary hover:underline">
                  {plural(openReviews, {
                    one: 'Under review (# signal): prizes held',
                    other: 'Under review (# signals): prizes held',
                  })}
                </Link>
              )
            }
          />
          {DEPOSIT_PERIODS.map((period) => {
            const limit = paidPlay.limits[period];
            const pending = limit.pending;
            return (
              <DetailItem
                key={period}
                label={PERIOD[period]()}
                value={
                  <>
                    {limit.amount === null ? t`None` : t`${limit.amount} credits`}
                    {pending && (
                      <span className="block text-muted-foreground text-xs">
                        {pending.amount === null
                          ? t`None from ${formatMoment(pending.from)}`
                          : t`${pending.amount} credits from ${formatMoment(pending.from)}`}
                      </span>
                    )}
                  </>
                }
              />
            );
          })}
        </dl>
        <div>
          <h3 className="mb-2 font-semibold text-sm">
            <Trans>Breaks and exclusions</Trans>
          </h3>
          {paidPlay.pauses.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              <Trans>None taken.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {paidPlay.pauses.map((pause) => {
                const inForce = Date.parse(pause.since) <= now && (!pause.until || Date.parse(pause.until) > now);
                const kind = pause.kind === 'break' ? t`Break` : t`Self-exclusion`;
                const until = pause.until ? formatMoment(pause.until) : t`for good`;
                return (
                  <li key={pause.since}>
                    <span className="font-medium">{kind}</span> {t`from ${formatMoment(pause.since)} until ${until}`}
                    {inForce && <span className="ms-2 font-semibold text-destructive">{t`In force`}</span>}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
