import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Banknote, Bell, CircleX, ClipboardList, Clock, PiggyBank, Trophy, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { DataLoadError } from '@/components/data-load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { currentIntlLocale, currentLocale } from '@/lib/i18n';
import { formatCreditsIn as formatCredits } from '@/lib/labels';
import { PageHeader } from '../../components/page-header';
import { type AdminStats, useStats } from '../api/get-stats';

const cards: Array<{
  key: Exclude<keyof AdminStats, 'money' | 'push'>;
  label: MessageDescriptor;
  href: string;
  icon: ComponentType<{ className?: string }>;
}> = [
  { key: 'users', label: msg`Users`, href: paths.admin.users.getHref(), icon: Users },
  { key: 'activeTournaments', label: msg`Active Tournaments`, href: paths.admin.tournaments.getHref(), icon: Trophy },
  { key: 'entries', label: msg`Entries`, href: paths.admin.entries.getHref(), icon: ClipboardList },
  { key: 'openDataIssues', label: msg`Data Issues`, href: paths.admin.dataIssues.getHref(), icon: AlertTriangle },
];

export function AdminDashboardPage() {
  const stats = useStats();
  return (
    <>
      <title>{t`Dashboard · Admin`}</title>
      <PageHeader title={t`Dashboard`} />
      {stats.isPending ? (
        <Spinner />
      ) : stats.isError ? (
        <DataLoadError error={stats.error} onRetry={() => stats.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map(({ key, label, href, icon }) => (
            <StatCard key={key} label={i18n._(label)} value={String(stats.data[key])} href={href} icon={icon} />
          ))}
        </div>
      )}
      {stats.data && <MoneyCards money={stats.data.money} />}
      {stats.data && <PushFigures push={stats.data.push} />}
    </>
  );
}

/** What an operator checks every day, each figure to the list behind it. */
function MoneyCards({ money }: { money: AdminStats['money'] }) {
  const period = plural(money.periodDays, { one: 'last # day', other: 'last # days' });
  const sold = plural(money.creditsSold, { one: '# credit sold', other: '# credits sold' });
  const figures: StatCardProps[] = [
    {
      label: t`Revenue`,
      value: formatMoney(money.revenueCents, money.currency),
      detail: t`${sold}, ${period}`,
      href: `${paths.admin.payments.getHref()}?status=SUCCEEDED`,
      icon: Banknote,
    },
    {
      label: t`Pools held`,
      value: formatMoney(money.poolsHeldCents, money.currency),
      detail: t`${formatCredits(money.poolsHeld)} credits in tournament pools`,
      href: paths.admin.tournaments.getHref(),
      icon: PiggyBank,
    },
    {
      label: t`Cash prizes owed`,
      value: formatMoney(money.cashPrizesOwedCents, money.currency),
      detail:
        money.tournamentsAwaitingPayment === 0
          ? t`Nothing waits for Mark as paid`
          : plural(money.tournamentsAwaitingPayment, {
              one: '# tournament waits for Mark as paid',
              other: '# tournaments wait for Mark as paid',
            }),
      href: `${paths.admin.tournaments.getHref()}?status=PAYING`,
      icon: Trophy,
    },
    {
      label: t`Payments open`,
      value: String(money.paymentsPending),
      detail: t`Checkouts not yet paid or ended`,
      href: `${paths.admin.payments.getHref()}?status=PENDING`,
      icon: Clock,
    },
    {
      label: t`Payments failed`,
      value: String(money.paymentsFailed),
      detail: period,
      href: `${paths.admin.payments.getHref()}?status=FAILED`,
      icon: CircleX,
    },
  ];
  return (
    <section aria-labelledby="money-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="money-heading" className="font-semibold text-lg">
        <Trans>Money</Trans>
      </h2>
      <ul aria-label={t`Money`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {figures.map((figure) => (
          <li key={figure.label}>
            <StatCard {...figure} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The day's date as an operator reads it: 'Thu 26 Nov'; the figures are kept by UTC day. */
const dayLabel = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(currentLocale() === 'en' ? 'en-AU' : currentIntlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Notifications to fans' devices: how many can be told, and what became of each day's sends. */
function PushFigures({ push }: { push: AdminStats['push'] }) {
  return (
    <section aria-labelledby="push-heading" className="mt-8 flex flex-col gap-4">
      <h2 id="push-heading" className="font-semibold text-lg">
        <Trans>Notifications</Trans>
      </h2>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle className="text-sm font-medium text-muted-foreground">
            <Trans>Devices subscribed</Trans>
          </CardTitle>
          <Bell className="size-4 text-muted-foreground" aria-hidden="true" />
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="text-3xl font-bold tabular-nums">{push.devices}</div>
          <Table>
            <caption className="sr-only">
              <Trans>Notifications sent, failed and to devices gone, by day (UTC)</Trans>
            </caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">
                  <Trans>Day (UTC)</Trans>
                </TableHead>
                <TableHead scope="col" className="text-end">
                  <Trans>Sent</Trans>
                </TableHead>
                <TableHead scope="col" className="text-end">
                  <Trans>Failed</Trans>
                </TableHead>
                <TableHead scope="col" className="text-end">
                  <Trans>Device gone</Trans>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {push.days.map((day) => (
                <TableRow key={day.day}>
                  <TableHead scope="row" className="text-sm font-normal tracking-normal text-foreground normal-case">
                    <time dateTime={day.day}>{dayLabel(day.day)}</time>
                  </TableHead>
                  <TableCell className="text-end tabular-nums">{day.sent}</TableCell>
                  <TableCell className="text-end tabular-nums">{day.failed}</TableCell>
                  <TableCell className="text-end tabular-nums">{day.gone}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="text-muted-foreground text-sm">
            <Trans>
              A failed try is tried again, up to four times; a device its push service says is gone is removed.
            </Trans>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}

interface StatCardProps {
  label: string;
  value: string;
  /** A line under the figure: what it counts, over which period. */
  detail?: string;
  href: string;
  icon: ComponentType<{ className?: string }>;
}

/** One figure of the dashboard, the whole card a link to the list behind it. */
function StatCard({ label, value, detail, href, icon: Icon }: StatCardProps) {
  return (
    <Link to={href} className="block rounded-xl focus-visible:ring-2 focus-visible:ring-ring">
      <Card className="transition-colors hover:bg-accent/40">
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        </CardHeader>
        <CardContent>
          {/* A figure, not a paragraph (nor a heading: the card's title names it). */}
          <div className={detail === undefined ? 'text-3xl font-bold' : 'text-2xl font-bold tabular-nums'}>{value}</div>
          {detail !== undefined && <p className="text-muted-foreground text-sm">{detail}</p>}
        </CardContent>
      </Card>
    </Link>
  );
}
