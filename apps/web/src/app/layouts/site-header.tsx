import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LogIn, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { HomeLogoLink } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/features/site/language/language-switcher';
import { ThemeToggle } from '@/features/site/theme/theme-toggle';
import { useCurrentUserQuery } from '@/lib/current-user';
import { cn } from '@/lib/utils';

// Members only: a visitor's first page doesn't carry the avatar and sign-out code.
const SignedInActions = lazy(async () => ({ default: (await import('./signed-in-actions')).SignedInActions }));
const CreditBalanceLink = lazy(async () => ({ default: (await import('./signed-in-actions')).CreditBalanceLink }));

const NAV_LINKS = [
  { label: <Trans>Home</Trans>, href: paths.home.getHref(), end: true },
  { label: <Trans>Tournaments</Trans>, href: paths.tournaments.getHref(), end: false },
  { label: <Trans>Results</Trans>, href: paths.results.getHref(), end: false },
] as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const currentUser = useCurrentUserQuery();
  // Nothing until the server has said who is signed in, so a member never sees 'Sign In' flash by.
  const account = currentUser.isPending ? null : currentUser.data ? (
    <Suspense>
      <SignedInActions user={currentUser.data} />
    </Suspense>
  ) : (
    <SignInButton />
  );
  const mobileAccount = currentUser.isPending ? null : currentUser.data ? (
    <Suspense>
      <SignedInActions user={currentUser.data} mobile />
    </Suspense>
  ) : (
    <SignInButton mobile />
  );

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    // Growing past the mobile breakpoint hides the toggle; the menu must not stay open behind it.
    const desktop = window.matchMedia('(min-width: 768px)');
    const onResize = () => desktop.matches && setMenuOpen(false);
    window.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <HomeLogoLink className="-ms-1 p-1" nameClassName="tracking-tight" />

        <nav aria-label={t`Main`} className="ms-6 hidden md:block">
          <NavItems className="flex items-center gap-1" />
        </nav>

        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {currentUser.data && (
            <Suspense>
              <CreditBalanceLink compact className="md:hidden" />
            </Suspense>
          )}
          <LanguageSwitcher />
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">{account}</div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t`Menu`}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="!size-5" /> : <Menu aria-hidden="true" className="!size-5" />}
          </Button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t bg-background md:hidden">
        <nav aria-label={t`Main`} className="mx-auto w-full max-w-6xl px-4 py-3">
          <NavItems className="flex flex-col gap-1" mobile />
          <div className="mt-3 flex flex-col gap-2 border-t pt-3">{mobileAccount}</div>
        </nav>
      </div>
    </header>
  );
}

function SignInButton({ mobile = false }: { mobile?: boolean }) {
  return (
    <ButtonLink
      to={paths.login.getHref()}
      size={mobile ? 'lg' : 'default'}
      className={cn(mobile && 'w-full')}
      icon={LogIn}
    >
      <Trans>Sign In</Trans>
    </ButtonLink>
  );
}

function NavItems({ className, mobile = false }: { className?: string; mobile?: boolean }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <NavLink
            to={link.href}
            end={link.end}
            className={({ isActive }) =>
              cn(
                'relative flex items-center rounded-md font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                mobile ? 'px-3 py-3 text-base' : 'px-3 py-2 text-sm',
                isActive
                  ? cn(
                      'text-foreground',
                      mobile
                        ? 'bg-accent'
                        : 'after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-primary',
                    )
                  : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
