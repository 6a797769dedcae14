import { PRODUCT_NAME } from '@squash/core';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const NAV_LINKS = [
  { label: 'Home', href: paths.home.getHref(), end: true },
  { label: 'Tournaments', href: paths.tournaments.getHref(), end: false },
] as const;

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {/* New pages open at the top; Back returns to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}

function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 w-full max-w-5xl items-center justify-between gap-4 px-4">
        <NavLink to={paths.home.getHref()} className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span className="size-3 rounded-full bg-primary" aria-hidden="true" />
          {PRODUCT_NAME}
        </NavLink>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 font-medium transition-colors hover:bg-muted',
                      isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function Footer() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-1 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between">
        <p>The ultimate platform for squash fans to predict tournament outcomes and compete with friends.</p>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
