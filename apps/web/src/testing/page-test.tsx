import type { Messages } from '@lingui/core';
import {
  COUNTRY_CODES,
  GOVERNING_LAW,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  nameOfPlace,
  REGIONS,
  TERMS_EFFECTIVE_DATE,
  textDirection,
} from '@squash/core/rules';
import { render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { App, whenRouterReady } from '@/app/app';
import { routes } from '@/app/router';
import { CATALOGUE_PARTS, loadCatalogue, replaceCataloguesForTests } from '@/lib/i18n';
import { dataStrings } from './mock-api/handlers';
import { requestsSettled, worker } from './mock-api/worker';

/*
 * Page tests (issue 64): a page of config/paths.ts rendered through the app's own router and providers, in
 * Chromium at 390 px, against the mocked API (mock-api/), in each of the site's languages and Lingui's
 * pseudo-locale. `checkPage` then fails on what a reader of another language would meet: a text that didn't
 * come from a catalogue, a page not laid out right to left in Arabic, content wider than the phone's screen.
 * A console error fails the test anyway (page-setup.ts).
 */

/** The languages each page is tested in: the site's three, and the pseudo-locale that shows untranslated texts. */
export const PAGE_LOCALES = ['en', 'fr', 'ar', 'pseudo'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

// The pseudo-locale's catalogues (lingui.config.ts: the English texts, accented), read in English's place.
type Catalogues = Record<string, () => Promise<{ messages: Messages }>>;
const ALL: Catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');
const PSEUDO_AS_ENGLISH: Catalogues = {
  ...ALL,
  ...Object.fromEntries(
    Object.entries(ALL)
      .filter(([file]) => file.includes('/pseudo/'))
      .map(([file, load]) => [file.replace('/pseudo/', '/en/'), load]),
  ),
};

/** The phone width every page must fit (the viewport of the 'pages' project, vitest.config.ts). */
export const PHONE_WIDTH = 390;

/**
 * Renders the app at `url` in `locale`, with `answers` (MSW handlers) before the defaults; resolves once the
 * router has loaded the page's route (its chunk and its catalogues). The page's `<html lang dir>` is set as
 * the server sets it.
 */
export async function renderPage(url: string, locale: PageLocale, answers: RequestHandler[] = []) {
  const language: Locale = locale === 'pseudo' ? 'en' : locale;
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  replaceCataloguesForTests(locale === 'pseudo' ? PSEUDO_AS_ENGLISH : undefined);
  // Every part of the language, not only the frame's: a lazy part loaded by an earlier test (the picking draw's
  // 'more') loads its catalogue once per run, and Lingui merges catalogues, so English read after the
  // pseudo-locale would keep the pseudo-locale's texts of that part.
  for (const part of CATALOGUE_PARTS) await loadCatalogue(language, part);
  worker.use(...answers);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await whenRouterReady(router);
  const view = render(<App router={router} />);
  await settled();
  // A lazy part of the page (its chunk, which Vite transforms on first request: seconds on a loaded machine, and
  // four pages load at once) is no request of the page's; every page sets its title once it has drawn, so that is
  // waited for too (up to 10 s: a page that never sets one is caught by the pseudo-locale's text check).
  await waitFor(
    () => {
      if (document.title === RUNNER_TITLE) throw new Error('the page has set no title yet');
    },
    { timeout: 10_000 },
  ).catch(() => undefined);
  await settled();
  return { ...view, router };
}

/** The test runner's own page title, before a page sets its own. */
const RUNNER_TITLE = document.title;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the page has stopped asking: every request it made answered, and still none under way after
 * React has drawn what they brought (two frames). A page's chunks and catalogues load first.
 */
export async function settled(): Promise<void> {
  let quiet = 0;
  for (let frame = 0; frame < 600 && quiet < 3; frame += 1) {
    await nextFrame();
    quiet = requestsSettled() ? quiet + 1 : 0;
  }
  if (quiet < 3) throw new Error('the page kept asking the API for ten seconds');
}

/**
 * Waits until `text` (a string or pattern) shows on the page, in whatever element: up to 10 s, as a lazy part of
 * the page (the picking draw's chunk) is transformed by Vite on its first request, seconds on a loaded machine.
 */
export async function findText(text: string | RegExp): Promise<void> {
  await waitFor(
    () => {
      const body = document.body.textContent ?? '';
      if (typeof text === 'string' ? !body.includes(text) : !text.test(body))
        throw new Error(`"${text}" is not on the page`);
    },
    { timeout: 10_000 },
  );
}

/** Words an English `Intl` writes itself (dates, times, relative times): not the site's texts. */
const INTL_WORDS = new Set(
  [
    ...Array.from({ length: 12 }, (_, month) =>
      ['long', 'short'].map((style) =>
        new Intl.DateTimeFormat('en', { month: style as 'long' | 'short' }).format(new Date(2026, month, 1)),
      ),
    ).flat(),
    ...Array.from({ length: 7 }, (_, day) =>
      ['long', 'short'].map((style) =>
        new Intl.DateTimeFormat('en', { weekday: style as 'long' | 'short' }).format(new Date(2026, 10, 1 + day)),
      ),
    ).flat(),
    // Intl.ListFormat's joining words ('3-0, 3-1 or 3-2').
    ...'and or at AM PM UTC GMT in ago now yesterday tomorrow today day days hour hours hr hrs minute minutes min mins second seconds sec secs week weeks wk month months mo year years yr'.split(
      ' ',
    ),
  ].map((word) => word.toLowerCase()),
);
/** Every country's and region's name as a place picker offers them in English. */
const PLACE_NAMES = [
  ...COUNTRY_CODES.map((code) => nameOfPlace(code, 'en')),
  ...Object.values(REGIONS).flatMap((regions) => Object.values(regions)),
];

/** Names that are the same in every language (and the toasts' keyboard shortcut, sonner's 'alt+T'). */
const NAMES = new Set(
  [
    'alt',
    'SquashTips',
    'PSA',
    'Facebook',
    'Instagram',
    'YouTube',
    'AUD',
    'USD',
    'EUR',
    'GBP',
    ...LOCALES,
    ...Object.values(LOCALE_NAMES),
  ].map((name) => name.toLowerCase()),
);

/** The visible texts and accessible names of the page, each with what it is. */
function textsOnPage(root: HTMLElement): Array<{ text: string; where: string }> {
  const found: Array<{ text: string; where: string }> = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // A <time> is what Intl wrote, its zone's abbreviation included ('5:00 PM CST').
    if (!parent || parent.closest('script, style, [hidden], svg, time')) continue;
    const text = node.textContent?.trim();
    if (text) found.push({ text, where: `<${parent.tagName.toLowerCase()}> text` });
  }
  for (const element of root.querySelectorAll<HTMLElement>('[aria-label], [title], [alt], [placeholder]')) {
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
      const text = element.getAttribute(attribute)?.trim();
      if (text) found.push({ text, where: `<${element.tagName.toLowerCase()} ${attribute}>` });
    }
  }
  const title = document.title.trim();
  if (title) found.push({ text: title, where: '<title>' });
  return found;
}

/**
 * The texts that didn't come from a catalogue: in the pseudo-locale every catalogue text has its letters
 * accented, so a word of plain ASCII letters is either data (an answer's string), a name the same in every
 * language, what `Intl` wrote, or a leak. (Lingui's pseudo-locale leaves v and x as they are.)
 */
export function untranslatedTexts(root: HTMLElement = document.body): string[] {
  // The spec's own words that the English site keeps as written (shown as they are in the pseudo-locale's English),
  // and the places' names: the countries' are Intl's, the regions' (US states, Australian states...) proper names.
  const data = [...dataStrings, TERMS_EFFECTIVE_DATE, GOVERNING_LAW, ...PLACE_NAMES]
    .filter((value) => value.length > 1)
    .sort((a, b) => b.length - a.length);
  // The abbreviations Intl writes for the answers' time zones ('CST' for America/Chicago).
  const zones = new Set(
    [...dataStrings]
      .filter((value) => /^[A-Z][A-Za-z_]+\/[A-Za-z_/]+$/.test(value))
      .flatMap((timeZone) => {
        try {
          return new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'short' })
            .formatToParts(new Date())
            .filter((part) => part.type === 'timeZoneName')
            .map((part) => part.value.toLowerCase());
        } catch {
          return [];
        }
      }),
  );
  const leaks: string[] = [];
  for (const { text, where } of textsOnPage(root)) {
    // A web address is an address in every language.
    let rest = text.replace(/https?:\/\/\S*/g, ' ');
    for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
    // Words of letters in any script: a word with one accented letter came through the pseudo-locale.
    const words = rest.match(/[\p{L}\p{M}]+/gu) ?? [];
    const plain = words.filter(
      (word) =>
        /^[A-Za-z]{2,}$/.test(word) &&
        !/^[vx]+$/i.test(word) &&
        !INTL_WORDS.has(word.toLowerCase()) &&
        !zones.has(word.toLowerCase()) &&
        !NAMES.has(word.toLowerCase()),
    );
    if (plain.length > 0) leaks.push(`${where}: "${text}"`);
  }
  return [...new Set(leaks)];
}

/** The elements wider than the phone's screen, or starting left of it: what makes the page scroll sideways. */
export function overflowingElements(): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect();
    // Nothing drawn, or only for screen readers (clipped to nothing, as the skip link is until focused).
    if (box.width <= 1 || box.height <= 1 || element.closest('.sr-only')) continue;
    // An element inside a scrolling box (a wide table in its own scroller) is that box's business.
    if (box.right > PHONE_WIDTH + 0.5 || box.left < -0.5) {
      let scroller = element.parentElement;
      while (scroller && scroller !== document.body && getComputedStyle(scroller).overflowX === 'visible') {
        scroller = scroller.parentElement;
      }
      if (scroller && scroller !== document.body) continue;
      const label = element.id ? `#${element.id}` : (element.className.toString().split(' ')[0] ?? '');
      found.push(
        `<${element.tagName.toLowerCase()} ${label}> from ${Math.round(box.left)} to ${Math.round(box.right)} px: "${(element.textContent ?? '').trim().slice(0, 60)}"`,
      );
    }
  }
  // The innermost first: the element that is too wide, before the boxes it widens.
  return found.reverse().slice(0, 10);
}

/**
 * What every page must be in every language: laid out in the language's direction, no wider than a phone,
 * and (in the pseudo-locale) every text from a catalogue.
 */
export function checkPage(locale: PageLocale): void {
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  expect(document.documentElement.dir, "the page's direction").toBe(direction);
  const main = document.querySelector('main') ?? document.body;
  expect(getComputedStyle(main).direction, "the main content's direction").toBe(direction);
  expect(
    document.documentElement.scrollWidth,
    `wider than ${PHONE_WIDTH} px: ${overflowingElements().join('\n')}`,
  ).toBeLessThanOrEqual(PHONE_WIDTH);
  if (locale === 'pseudo') expect(untranslatedTexts(), 'texts not from a catalogue').toEqual([]);
}

/** One state of a page: the mocked answers, and what must show (in English; `data` in every language). */
export interface PageState {
  answers?: RequestHandler[];
  /** English text the state shows (checked on the English page: the other languages' are the catalogues'). */
  shows?: string | RegExp;
  /** Data the state shows in every language (a player's name). */
  data?: string;
}

export type PageStates = Partial<Record<'loading' | 'empty' | 'error' | 'filled', PageState>>;

/**
 * A page's tests: each of its states in each language, checked by `checkPage` (and for console errors). The
 * states a page has: loading, empty, error, filled; a page with no data of its own has only 'filled'.
 */
export function describePage(name: string, url: string, states: PageStates): void {
  describe.each(PAGE_LOCALES)(`${name} in %s`, (locale) => {
    for (const [state, { answers = [], shows, data }] of Object.entries(states)) {
      it(state, async () => {
        await renderPage(url, locale, answers);
        if (shows && locale === 'en') await findText(shows);
        if (data) await findText(data);
        checkPage(locale);
        // VITE_PAGE_SCREENSHOTS=<an absolute folder>: each state as a PNG there, to look at.
        const folder = import.meta.env.VITE_PAGE_SCREENSHOTS;
        if (folder) await page.screenshot({ path: `${folder}/${name.replace(/\W+/g, '-')}-${state}-${locale}.png` });
      });
    }
  });
}
