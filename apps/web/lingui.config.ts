import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The site's languages (decision 023). English is the source: the texts are written in English in the
 * components, with Lingui's macros, and `npm run i18n:extract` gathers them into one catalogue per language
 * and part of the site. A fan downloads only their language's catalogue of the part they open:
 * - `app`: every fan's page and the site's frame, loaded before the first render;
 * - `content`: the long texts (How It Works, FAQ, rules, terms, privacy, contact), with their pages;
 * - `admin`: the back office, with its pages.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: false,
  catalogs: [
    {
      name: 'content',
      path: '<rootDir>/src/locales/{locale}/content',
      include: ['<rootDir>/src/features/content'],
    },
    {
      name: 'admin',
      path: '<rootDir>/src/locales/{locale}/admin',
      include: ['<rootDir>/src/features/admin'],
    },
    {
      name: 'app',
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/features/content/**', '<rootDir>/src/features/admin/**', '**/*.test.*'],
    },
  ],
  // File paths without line numbers: a line moved is not a change of the catalogue.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
