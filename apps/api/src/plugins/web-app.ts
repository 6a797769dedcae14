import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The built web app from `webRoot`: its files (hashed assets kept a year), its first pages rendered at
 * build time, and index.html for every other page path (the SPA decides, including its own 404 page).
 * An unknown /api path, a missing asset or a non-GET gets a JSON 404.
 */
async function registerWebApp(app: FastifyInstance, { webRoot }: { webRoot: string }) {
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  const prerenderedPages = hasWeb ? loadPrerenderedPages(webRoot) : [];
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // Routes for the files that exist at start; every other path falls through to the SPA below.
      wildcard: false,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite names built assets by content hash, so they never change under the same URL.
        res.setHeader(
          'cache-control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing hashed asset is an old build's chunk: a 404 lets the browser fail clearly.
    const isFile = path.startsWith('/assets/');
    if (path === '/api' || path.startsWith('/api/') || isFile || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${path}` } });
    }
    if (!hasWeb) {
      return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    // A first page rendered at build time paints before the app's code has loaded; it is the page without a
    // query string (the tournament list's filters live there, and would change its first screen).
    const prerendered = request.url.includes('?') ? undefined : prerenderedPages.find((page) => page.path.test(path));
    if (prerendered) {
      // Compressed at start: @fastify/compress only hooks routes, and this handler is none.
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html');
      if (!encoding) return reply.send(prerendered.html);
      return reply.header('content-encoding', encoding).send(prerendered[encoding]);
    }
    // Client-side routes: the SPA decides, including its own 404 page.
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}

/**
 * The HTML of the web app's first pages, rendered at build time (apps/web/scripts/prerender.mjs): each is
 * index.html with the page's first screen already in it, for the paths its pattern matches. Read (and
 * compressed) once at start, like the list of static files. None when the build has none.
 */
function loadPrerenderedPages(webRoot: string): Array<{ path: RegExp; html: string; br: Buffer; gzip: Buffer }> {
  const dir = join(webRoot, '.prerendered');
  if (!existsSync(join(dir, 'pages.json'))) return [];
  const pages = JSON.parse(readFileSync(join(dir, 'pages.json'), 'utf8')) as Array<{ path: string; file: string }>;
  return pages.map((page) => {
    const html = readFileSync(join(dir, page.file), 'utf8');
    return { path: new RegExp(page.path), html, br: brotliCompressSync(html), gzip: gzipSync(html) };
  });
}

export const webApp = fp(registerWebApp, { name: 'web-app', fastify: '5.x' });
