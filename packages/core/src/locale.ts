/**
 * The site's languages (issue 46, decision 023): English (the default, and the specification's texts),
 * French and Arabic (written right to left). Shared by the web app (which catalogue to load, `dir`) and the
 * API (the first HTML's `lang` and `dir`, a fan's mails and push notifications).
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a reader's choice of language (set by the language switcher, a year). */
export const LOCALE_COOKIE = 'lang';

/** Each language's name in itself, as the switcher lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français', ar: 'العربية' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag `Intl` formats a language's dates, numbers and money with. Arabic is written with Western
 * digits (0-9, `-u-nu-latn`), as Egypt's sports pages and the tour's own scores print them: a score (3-1), a
 * time and a rank then read the same in every part of a page, whatever formatted it.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-EG-u-nu-latn' : locale === 'fr' ? 'fr-FR' : 'en-US';
}

/**
 * The first of the reader's languages (an `Accept-Language` header, or `navigator.languages` joined by
 * commas) that the site has, by their weights ('fr-CA;q=0.8' is French); English when none is.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = weight === undefined ? 1 : Number(weight.slice(2));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((each) => Number.isFinite(each.quality) && each.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((each) => each.language).find(isLocale) ?? DEFAULT_LOCALE;
}
