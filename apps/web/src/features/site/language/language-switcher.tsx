import { t } from '@lingui/core/macro';
import type { UserDetails } from '@squash/core';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale, textDirection } from '@squash/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { api, serverTyped } from '@/lib/api-client';
import { currentUserQueryOptions, useCurrentUser } from '@/lib/current-user';
import { currentLocale, storeLocaleChoice } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The short name the closed switcher shows. */
const SHORT_NAMES: Readonly<Record<Locale, string>> = { en: 'EN', fr: 'FR', ar: 'ع' };

const SavedUser = serverTyped<{ data: UserDetails }>();

/** Keeps `locale` on the signed-in fan's profile, for their mails and notifications; a failure costs only that. */
async function saveOnProfile(locale: Locale): Promise<void> {
  await api.patch('/user', { locale }, SavedUser).catch(() => undefined);
}

/**
 * Changes the site's language (issue 46): keeps the choice (a cookie the server reads for the first HTML,
 * and the signed-in fan's profile, for their mails and notifications), then loads the page again in it, so
 * its HTML, direction and texts all come in the new language at once. A native select over a small label:
 * the keyboard, a screen reader and a phone's picker all work as they do everywhere.
 */
export function LanguageSwitcher({ className, withName = false }: { className?: string; withName?: boolean }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const id = useId();
  const locale = currentLocale();
  const [changing, setChanging] = useState(false);

  async function choose(next: Locale) {
    if (next === locale) return;
    setChanging(true);
    storeLocaleChoice(next);
    // Who is signed in, asked now if the header hasn't heard yet: a choice made at once is kept too.
    const signedIn = user ?? (await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null));
    if (signedIn) await saveOnProfile(next);
    window.location.reload();
  }

  return (
    <div
      className={cn(
        'relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-muted-foreground focus-within:ring-2 focus-within:ring-ring hover:bg-accent hover:text-foreground',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span aria-hidden="true" lang={locale}>
        {withName ? LOCALE_NAMES[locale] : SHORT_NAMES[locale]}
      </span>
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={locale}
        disabled={changing}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each} dir={textDirection(each)}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A signed-in fan's language on this device: the one on their profile when this browser has made no choice
 * (a new phone opens in it), and the page's kept on a profile that has none, so their mails and
 * notifications come in the language they read the site in.
 */
export function ProfileLanguage() {
  useProfileLanguage();
  return null;
}

function useProfileLanguage() {
  const user = useCurrentUser();
  useEffect(() => {
    if (!user) return;
    const locale = currentLocale();
    if (user.locale === locale) return;
    const chosenHere = document.cookie.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`));
    if (chosenHere || user.locale === null) {
      // This browser's choice (or, with none on the profile yet, the language read here) goes to the profile.
      void saveOnProfile(locale);
    } else {
      // A device that never chose opens in the profile's language.
      storeLocaleChoice(user.locale);
      window.location.reload();
    }
  }, [user]);
}
