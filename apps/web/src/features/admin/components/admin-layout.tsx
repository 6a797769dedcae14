import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  AlertTriangle,
  CalendarDays,
  ClipboardList,
  CreditCard,
  Globe,
  LayoutDashboard,
  Mail,
  PanelLeft,
  ScrollText,
  Settings,
  Swords,
  Trophy,
  UserSearch,
  Users,
  UsersRound,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useSidebar } from './use-sidebar';

const navItems: Array<{
  label: MessageDescriptor;
  href: string;
  icon: ComponentType<{ className?: string }>;
  end?: boolean;
}> = [
  { label: msg`Public Site`, href: paths.home.getHref(), icon: Globe, end: true },
  { label: msg`Dashboard`, href: paths.admin.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { label: msg`Users`, href: paths.admin.users.getHref(), icon: Users },
  { label: msg`Tournaments`, href: paths.admin.tournaments.getHref(), icon: Trophy },
  { label: msg`Matches`, href: paths.admin.matches.getHref(), icon: Swords },
  { label: msg`Players`, href: paths.admin.players.getHref(), icon: CalendarDays },
  { label: msg`Entries`, href: paths.admin.entries.getHref(), icon: ClipboardList },
  { label: msg`Leagues`, href: paths.admin.leagues.getHref(), icon: UsersRound },
  { label: msg`Data Issues`, href: paths.admin.dataIssues.getHref(), icon: AlertTriangle },
  { label: msg`Payments`, href: paths.admin.payments.getHref(), icon: CreditCard },
  { label: msg`Places`, href: paths.admin.places.getHref(), icon: Globe },
  { label: msg`Account reviews`, href: paths.admin.accountReviews.getHref(), icon: UserSearch },
  { label: msg`Site settings`, href: paths.admin.siteSettings.getHref(), icon: Settings },
  { label: msg`Outbox`, href: paths.admin.outbox.getHref(), icon: Mail },
  { label: msg`Audit Log`, href: paths.admin.audit.getHref(), icon: ScrollText },
];

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label={t`Admin`} className="flex flex-col gap-1 p-3">
      {navItems.map(({ label, href, icon: Icon, end }) => (
        <NavLink
          key={href}
          to={href}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
              isActive && href !== paths.home.getHref() && 'bg-accent text-accent-foreground',
            )
          }
        >
          <Icon className="size-4" aria-hidden="true" />
          {i18n._(label)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The back office frame: a sidebar (a sheet on phones) beside the page. */
export function AdminLayout() {
  const { isMobile, open, openMobile, setOpenMobile, toggle } = useSidebar();
  return (
    <div className="flex min-h-dvh">
      {!isMobile && open && (
        <aside className="sticky top-0 h-dvh w-60 shrink-0 overflow-y-auto border-e bg-card">
          <p className="px-6 pt-5 pb-2 font-bold">
            <Trans>Admin Portal</Trans>
          </p>
          <SidebarNav />
        </aside>
      )}
      {isMobile && (
        <Dialog open={openMobile} onOpenChange={setOpenMobile}>
          <DialogContent className="top-0 left-0 rtl:left-auto rtl:right-0 h-dvh max-h-dvh w-72 max-w-72 translate-x-0 translate-y-0 content-start rounded-none p-0">
            <DialogTitle className="px-6 pt-5">
              <Trans>Admin Portal</Trans>
            </DialogTitle>
            <DialogDescription className="sr-only">
              <Trans>Back office navigation</Trans>
            </DialogDescription>
            <SidebarNav onNavigate={() => setOpenMobile(false)} />
          </DialogContent>
        </Dialog>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-14 items-center gap-2 border-b px-4">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={t`Toggle sidebar`}
            title={t`Toggle sidebar (Ctrl+B)`}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <span className="text-sm font-semibold text-muted-foreground">
            <Trans>Back office</Trans>
          </span>
        </header>
        <main id="main" className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
