/*
 * The source files a first page can render before any other page is opened (issue 46, lingui.config.ts):
 * the app's frame (main.tsx and what it imports, lazy parts included) and the first pages people land on
 * (src/app/first-pages.ts), but not the router's other pages. Their texts make the `app` catalogue, loaded
 * with the page; every other page's texts are in `more`, which its route loads with its chunk
 * (src/app/router.tsx). Imports are followed as written ('@/…', relative), static and `import()` alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { FIRST_PAGES } from '../src/app/first-pages.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s/;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g;
/** The routers' pages: only the first ones are followed from them. */
const ROUTERS = new Set([join(SRC, 'app', 'router.tsx'), join(SRC, 'features', 'admin', 'routes.tsx')]);

function fileOf(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Paths relative to apps/web ('src/app/app.tsx'), in import order. */
export function firstRenderFiles(): string[] {
  const firstPages = new Set(FIRST_PAGES.map((page) => join(ROOT, page.module)));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(COMMENT, '$1');
    for (const match of text.matchAll(IMPORT)) {
      if (TYPE_ONLY.test(match[0].replace(/^[\n;]/, ''))) continue;
      const target = fileOf(file, match[1] ?? match[2] ?? '');
      if (!target) continue;
      if (ROUTERS.has(file) && match[2] !== undefined && !firstPages.has(target)) continue;
      visit(target);
    }
  };
  visit(join(SRC, 'main.tsx'));
  for (const page of firstPages) visit(page);
  return [...seen].map((file) => relative(ROOT, file).split('\\').join('/'));
}
