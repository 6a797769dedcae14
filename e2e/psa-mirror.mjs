/**
 * A static mirror of the tour's site for the e2e server, which fetches through it (PSA_FETCH_BASE):
 * the saved tournament pages of apps/api/fixtures/psa under /tournament/<slug>/, as the real site
 * serves them, and the Windsor page again under any slug starting e2e-copy-. Anything else is a 404, like a page the site does not have (so the newer site's
 * WordPress API, of which no answer is saved, looks absent and the importer falls back to the page).
 *
 *   node psa-mirror.mjs <port>      (playwright.config.ts starts it beside the e2e server)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const FIXTURES = new URL('../apps/api/fixtures/psa/', import.meta.url);
const SAVED_PAGE = /^psaworldtour-tournament-(.+)\.html$/;
const COPY = /^\/tournament\/e2e-copy-[a-z0-9-]+\/$/;

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node psa-mirror.mjs <port>');
  process.exit(2);
}

const pages = new Map();
for (const file of readdirSync(FIXTURES)) {
  const slug = SAVED_PAGE.exec(file)?.[1];
  if (slug) pages.set(`/tournament/${slug}/`, readFileSync(new URL(file, FIXTURES)));
}

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://mirror.invalid');
  if (pathname === '/health') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  // A tournament the seed hasn't imported: /tournament/e2e-copy-<anything>/ is the saved Windsor page
  // under a slug of the test's choosing, so an import there creates a new tournament.
  const page = pages.get(COPY.test(path) ? '/tournament/windsor-club-open-2023/' : path);
  if (!page) return void response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page not found</h1>');
  response.writeHead(200, { 'content-type': 'text/html; charset=UTF-8', 'content-length': page.length }).end(page);
}).listen(port, '127.0.0.1', () => console.log(`PSA mirror on http://127.0.0.1:${port} (${pages.size} pages)`));
