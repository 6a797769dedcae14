import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, intlLocale, isLocale, LOCALE_COOKIE, type Locale, textDirection } from '@squash/core/rules';

/**
 * The reader's language (issue 46, decision 023). The server decides it for the first HTML (the language
 * cookie, or else the browser's languages) and writes it into `<html lang dir>`, so the page is laid out
 * in its direction before any script runs; the app reads it from there and loads that language's catalogue
 * of the site's part it opens (lingui.config.ts), never another language's. Changing language stores the
 * choice and reloads the page (features/site/language), so the server's HTML, the catalogue and every
 * formatted date agree from the first paint.
 */

/** The catalogues' parts (lingui.config.ts): `app` with the first page, the others with their pages. */
export const CATALOGUE_PARTS = ['app', 'more', 'content', 'admin'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

// One module (and chunk) per language and part: only the one asked for is fetched. Not the pseudo-locale's
// (lingui.config.ts): the page tests alone read those, through `replaceCataloguesForTests`.
const CATALOGUES = import.meta.glob<{ messages: Messages }>(['../locales/*/*.po', '!../locales/pseudo/*.po']);
let catalogues = CATALOGUES;
const loaded = new Set<string>();

/**
 * Page tests only (src/testing/page-test.tsx): the catalogues a language's texts are read from from now on (the
 * pseudo-locale's under English's name), every part to be loaded again. Never called by the app.
 */
export function replaceCataloguesForTests(files: typeof CATALOGUES = CATALOGUES): void {
  catalogues = files;
  loaded.clear();
}

/** The language the page was sent in (its `<html lang>`), English for anything the site doesn't have. */
export function documentLocale(doc: Document = document): Locale {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Loads `part`'s catalogue of `locale` (once), and makes `locale` the language of every text. */
export async function loadCatalogue(locale: Locale, part: CataloguePart): Promise<void> {
  const key = `../locales/${locale}/${part}.po`;
  if (!loaded.has(key)) {
    const load = catalogues[key];
    if (!load) throw new Error(`No catalogue ${key}`);
    const { messages } = await load();
    i18n.load(locale, messages);
    loaded.add(key);
  }
  // Numbers in messages ('#' of a plural) formatted as the pages format them: Arabic with Western digits.
  if (i18n.locale !== locale) i18n.activate(locale, [intlLocale(locale)]);
}

/**
 * A route's `lazy` that also loads the texts its page needs (besides `app`, loaded at start): the page renders
 * once both are here, so it never shows a text missing from a catalogue not yet loaded.
 */
export function withTexts<T>(parts: readonly CataloguePart[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    // The page's language, not the texts' yet: the first page's route loads before its language is active.
    const locale = typeof document === 'undefined' ? currentLocale() : documentLocale();
    const [route] = await Promise.all([load(), ...parts.map((part) => loadCatalogue(locale, part))]);
    return route;
  };
}

/** The language every text is in now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The `Intl` tag of the language every text is in now (Arabic with Western digits: core's `intlLocale`). */
export function currentIntlLocale(): string {
  return intlLocale(currentLocale());
}

const intlFormats = new Map<string, unknown>();

/**
 * One `Intl` formatter per kind, language and options for the page, not one per call: building one loads
 * the language's data and costs a millisecond or more (four times that on a slow phone), and a countdown
 * formats every second. In the reader's language unless another is named.
 */
export function intlFormat<Options, Format>(
  Kind: new (locale: string, options?: Options) => Format,
  options: Options,
  locale: string = currentIntlLocale(),
): Format {
  const key = `${Kind.name}|${locale}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key) as Format | undefined;
  if (!format) {
    format = new Kind(locale, options);
    intlFormats.set(key, format);
  }
  return format;
}

/** `lang` and `dir` on the page's root, as the server writes them. */
export function applyDocumentLanguage(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = textDirection(locale);
}

/** Keeps the reader's choice for the server's next HTML (a year; the page reloads into it). */
export function storeLocaleChoice(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Firefox, nor Safari before 18.4.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export { i18n };
