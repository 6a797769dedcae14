import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { firstRenderFiles } from './scripts/first-render-files.ts';

const CONTENT = '<rootDir>/src/features/content';
const ADMIN = '<rootDir>/src/features/admin';
const NOT_TEXTS = ['**/*.test.*', '<rootDir>/src/testing/**'];
/** The frame's and the first pages' files (scripts/first-render-files.ts), the back office's and long texts' aside. */
const FIRST_RENDER = firstRenderFiles()
  .filter((file) => !file.startsWith('src/features/admin/') && !file.startsWith('src/features/content/'))
  .map((file) => `<rootDir>/${file}`);

/**
 * The site's languages (decision 023). English is the source: the texts are written in English in the
 * components, with Lingui's macros, and `npm run i18n:extract` gathers them into one catalogue per language
 * and part of the site. A fan downloads only their language's catalogue of the part they open:
 * - `app`: the site's frame and the first pages people land on (home, tournaments, a tournament), loaded
 *   with the first page, whichever it is (lib/i18n.ts, main.tsx);
 * - `more`: every other fan's page, loaded by its route with its chunk (app/router.tsx);
 * - `content`: the long texts (How It Works, FAQ, rules, terms, privacy, contact), with their pages;
 * - `admin`: the back office, with its pages;
 * - `server`: the API's mails, push notifications and share images (apps/api/src/lib/texts.ts), in apps/api/locales.
 * So the first load stays in its budget in every language (scripts/first-load-size.mjs).
 */
export default defineConfig({
  sourceLocale: 'en',
  // 'pseudo': Lingui's pseudo-locale, the English texts with their letters accented ('Ŝàvé'), for the page
  // tests only (src/testing/page-test.tsx): a text on a page that isn't accented didn't come from a catalogue.
  // Never offered to readers (core's LOCALES), nor built (lib/i18n.ts leaves its files out).
  locales: ['en', 'fr', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { pseudo: 'en' },
  catalogs: [
    { name: 'content', path: '<rootDir>/src/locales/{locale}/content', include: [CONTENT], exclude: NOT_TEXTS },
    { name: 'admin', path: '<rootDir>/src/locales/{locale}/admin', include: [ADMIN], exclude: NOT_TEXTS },
    { name: 'app', path: '<rootDir>/src/locales/{locale}/app', include: FIRST_RENDER, exclude: NOT_TEXTS },
    // The API's texts (mails, push notifications, share images), beside its code: apps/api/src/lib/texts.ts.
    {
      name: 'server',
      path: '<rootDir>/../api/locales/{locale}/server',
      include: ['<rootDir>/../api/src'],
      exclude: ['**/*.test.*'],
    },
    {
      name: 'more',
      path: '<rootDir>/src/locales/{locale}/more',
      include: ['<rootDir>/src'],
      exclude: [...NOT_TEXTS, `${CONTENT}/**`, `${ADMIN}/**`, ...FIRST_RENDER],
    },
  ],
  // File paths without line numbers: a line moved is not a change of the catalogue.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
