import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { HomeLogoLink } from '@/components/logo';
import { paths } from '@/config/paths';
import { SocialLinks } from '@/features/site/components/social-links';
import { useCurrentUser } from '@/lib/current-user';

export const footerDescription = () =>
  t`The ultimate platform for squash fans to predict tournament outcomes and compete with friends.`;

const LINK_GROUPS = [
  {
    title: <Trans>Play</Trans>,
    links: [
      { label: <Trans>Home</Trans>, href: paths.home.getHref() },
      { label: <Trans>Tournaments</Trans>, href: paths.tournaments.getHref() },
      { label: <Trans>Leaderboard</Trans>, href: paths.leaderboard.getHref() },
      { label: <Trans>Leagues</Trans>, href: paths.leagues.getHref() },
      { label: <Trans>Results</Trans>, href: paths.results.getHref() },
    ],
  },
  {
    title: <Trans>Learn</Trans>,
    links: [
      { label: <Trans>How it works</Trans>, href: paths.howItWorks.getHref() },
      { label: <Trans>FAQ</Trans>, href: paths.faq.getHref() },
      { label: <Trans>Rules</Trans>, href: paths.rules.getHref() },
    ],
  },
  {
    title: <Trans>Support</Trans>,
    links: [
      { label: <Trans>Contact</Trans>, href: paths.contact.getHref() },
      { label: <Trans>Privacy</Trans>, href: paths.privacy.getHref() },
      { label: <Trans>Terms</Trans>, href: paths.terms.getHref() },
    ],
  },
] as const;

export function SiteFooter() {
  const isAdmin = useCurrentUser()?.isAdmin ?? false;
  return (
    <footer className="mt-auto border-t bg-card">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_2fr]">
        <div className="flex flex-col gap-4">
          <HomeLogoLink className="w-fit" />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">{footerDescription()}</p>
          <SocialLinks />
        </div>

        <nav aria-label={t`Footer`} className="grid grid-cols-3 gap-4 sm:gap-8">
          {LINK_GROUPS.map((group) => (
            <div key={group.links[0].href}>
              <h2 className="text-xs font-bold tracking-widest text-muted-foreground uppercase">{group.title}</h2>
              <ul className="mt-3 flex flex-col gap-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="-mx-1 inline-flex min-h-8 items-center rounded px-1 text-sm font-medium transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 sm:px-6">
          <p className="text-sm text-muted-foreground">
            <Trans>
              © {useYear()} {PRODUCT_NAME}. All rights reserved.
            </Trans>
          </p>
          {isAdmin && (
            <Link
              to={paths.admin.dashboard.getHref()}
              className="-mx-1 inline-flex min-h-8 items-center rounded px-1 text-sm font-semibold transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Trans>Admin Portal</Trans>
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}

const noChanges = () => () => {};

/**
 * This year. A prerendered page (scripts/prerender.mjs) carries the build's year, which hydration must
 * start from; React renders again at once with the reader's year when they differ (a build from last year).
 */
function useYear(): number {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
