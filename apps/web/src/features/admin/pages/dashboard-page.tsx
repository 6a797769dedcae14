import { AlertTriangle, ClipboardList, Trophy, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { DataLoadError } from '@/components/data-load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { type AdminStats, useStats } from '../api/get-stats';
import { PageHeader } from '../components/page-header';

const cards: Array<{
  key: keyof AdminStats;
  label: string;
  href: string;
  icon: ComponentType<{ className?: string }>;
}> = [
  { key: 'users', label: 'Users', href: paths.admin.users.getHref(), icon: Users },
  { key: 'activeTournaments', label: 'Active Tournaments', href: paths.admin.tournaments.getHref(), icon: Trophy },
  { key: 'entries', label: 'Entries', href: paths.admin.entries.getHref(), icon: ClipboardList },
  { key: 'openDataIssues', label: 'Data Issues', href: paths.admin.dataIssues.getHref(), icon: AlertTriangle },
];

export function AdminDashboardPage() {
  const stats = useStats();
  return (
    <>
      <title>Dashboard · Admin</title>
      <PageHeader title="Dashboard" />
      {stats.isPending ? (
        <Spinner />
      ) : stats.isError ? (
        <DataLoadError error={stats.error} onRetry={() => stats.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map(({ key, label, href, icon: Icon }) => (
            <Link key={key} to={href} className="rounded-xl focus-visible:ring-2 focus-visible:ring-ring">
              <Card className="transition-colors hover:bg-accent/40">
                <CardHeader className="flex flex-row items-center justify-between">
                  <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
                  <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-bold">{stats.data[key]}</p>
                </CardContent>
              </Card>
            </Link>
          ))}
        </div>
      )}
    </>
  );
}
