// Relative, not '@/': vite.config.ts loads this file too, before its aliases exist.
import { UUID_PATTERN } from '../features/tournaments/utils/ids.ts';

export interface FirstPage {
  name: string;
  path: RegExp;
  module: string;
  prerender: string;
  data?: readonly string[];
  serverData?: readonly string[];
}

/**
 * The pages people land on from outside (the front door and the links people share): each is sent as HTML
 * rendered at build time, with its chunk preloaded beside the entry. The paths mirror router.tsx.
 * - `module`: the page's chunk, preloaded by the boot script (vite.config.ts, bootScript).
 * - `prerender`: the URL rendered at build time (scripts/prerender.mjs), whose HTML the server sends for
 *   every path that matches (apps/api/src/app.ts). The HTML is the page before its data arrives, so one
 *   rendering fits every tournament; a path the page would answer differently (a malformed id) must not match.
 * - `data`: the API requests the page's main content waits for, made from `path` (`$1`: its first group),
 *   with those of the header (who is signed in, the site config). The boot script starts them with the page
 *   (fetch preloads), so they are not queued behind the JavaScript; the app's own requests then take the
 *   preloaded responses. Each must be a URL the page asks, exactly.
 *   As the page's main content waits for the app too, its code is fetched from the start as well (at low
 *   priority, behind the styles and the font), where a page without `data` fetches it after its first paint.
 * - `serverData`: the API requests (of `data`) the server renders the page with at request time
 *   (src/prerender.tsx, `renderWithData`; decision 018): the main content's, so its largest text is in the
 *   first HTML, and what else its first screen shows (the site config: a paid tournament's fee). The boot
 *   script then leaves them out of the preloads: the page carries them.
 */
export const FIRST_PAGES: ReadonlyArray<FirstPage> = [
  { name: 'home', path: /^\/$/, module: 'src/features/home/pages/home-page.tsx', prerender: '/' },
  {
    name: 'tournaments',
    path: /^\/tournaments\/?$/,
    module: 'src/features/tournaments/pages/tournaments-page.tsx',
    prerender: '/tournaments',
  },
  {
    name: 'tournament',
    path: new RegExp(`^/tournaments/${UUID_PATTERN.source.slice(1, -1)}/?$`),
    module: 'src/features/tournaments/pages/tournament-page.tsx',
    prerender: '/tournaments/00000000-0000-4000-8000-000000000000',
    // features/tournaments/api/get-tournament.ts, lib/current-user.ts, lib/site-config.ts
    data: ['/api/tournaments/$1', '/api/auth/get-session', '/api/site-config'],
    serverData: ['/api/tournaments/$1', '/api/site-config'],
  },
];
