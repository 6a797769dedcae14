#!/usr/bin/env node
/*
 * The JavaScript a visitor's browser downloads to render `/`, measured on the production build:
 *   1. what index.html loads: its scripts (the classic theme script too) and modulepreload links,
 *   2. every chunk those import statically (from Vite's manifest),
 *   3. the lazy chunks the first render of `/` fetches (FIRST_RENDER_LAZY below) and their static imports,
 *   4. the texts of the reader's language (src/locales/<language>/app.po, lib/i18n.ts): the total is given for
 *      each language, and the budget holds for every one (issue 46).
 * Sizes are gzip at the default level, as @fastify/compress sends them. Exits 1 above the budget of
 * issue 3, so a build that breaks it says so.
 *
 * usage: node scripts/first-load-size.mjs [distDir] [--json]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB gzip (1 KB = 1000 bytes, as Vite's chunk list counts). */
export const BUDGET_KB = 170;

/**
 * Source modules imported with `import()` or `lazy()` that the first render of `/` fetches for a visitor.
 * e2e/tests/site-first-load.spec.ts loads `/` in Chromium and fails if it fetched a script counted nowhere here.
 */
export const FIRST_RENDER_LAZY = ['src/features/home/pages/home-page.tsx'];

/**
 * Loaded once the page is up (after the load event, when idle): not needed to render, so not counted. The
 * service worker's registration, and workbox-window, which vite-plugin-pwa's registerSW imports in turn.
 */
export const AFTER_LOAD_LAZY = [
  'src/components/ui/sonner.tsx',
  'src/lib/service-worker.ts',
  '../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
];

const args = process.argv.slice(2);
const json = args.includes('--json');
const distDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist'));

/** @type {Record<string, {file: string, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const html = readFileSync(join(distDir, 'index.html'), 'utf8');

const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The files `roots` load: themselves and their static imports, each with why it is loaded. */
function closure(roots) {
  /** @type {Map<string, string>} */
  const files = new Map(roots);
  const visit = (file) => {
    const key = keyByFile.get(file);
    for (const imported of (key && manifest[key]?.imports) ?? []) {
      const importedFile = manifest[imported].file;
      if (files.has(importedFile)) continue;
      files.set(importedFile, `imported by ${file}`);
      visit(importedFile);
    }
  };
  for (const [file] of roots) visit(file);
  return files;
}

function chunkOf(source) {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not a chunk of this build (update the lists in this script)`);
  return chunk.file;
}

const htmlScripts = [
  ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
].map((match) => match[1]);
if (htmlScripts.length === 0) throw new Error(`${distDir}/index.html loads no module script`);
const files = closure([
  ...htmlScripts.map((file) => [file, 'index.html']),
  ...FIRST_RENDER_LAZY.map((source) => [chunkOf(source), `lazy: ${source}`]).filter(
    ([file]) => !htmlScripts.includes(file),
  ),
]);
const afterLoadRoots = AFTER_LOAD_LAZY.map(chunkOf);
/** Each language's texts: one chunk each, the reader's alone loaded. */
const LANGUAGES = ['en', 'fr', 'ar'];
const texts = LANGUAGES.map((language) => ({ language, file: chunkOf(`src/locales/${language}/app.po`) }));
const afterLoad = [...closure(afterLoadRoots.map((file) => [file, 'after load'])).keys()].filter(
  (file) => !files.has(file),
);

const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/g)].map((match) => match[1]);

const gzipSize = (file) => gzipSync(readFileSync(join(distDir, file))).length;
const rows = [...files].map(([file, reason]) => ({ file, reason, gzip: gzipSize(file) }));
rows.sort((a, b) => b.gzip - a.gzip);
const codeKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1000;
const byLanguage = texts.map(({ language, file }) => ({ language, file, textsKb: gzipSize(file) / 1000 }));
const heaviest = byLanguage.reduce((a, b) => (b.textsKb > a.textsKb ? b : a));
const totalKb = codeKb + heaviest.textsKb;
const cssKb = css.reduce((sum, file) => sum + gzipSize(file), 0) / 1000;
const afterLoadKb = afterLoad.reduce((sum, file) => sum + gzipSize(file), 0) / 1000;
const over = totalKb > BUDGET_KB;

if (json) {
  console.log(
    JSON.stringify(
      { budgetKb: BUDGET_KB, totalKb, codeKb, byLanguage, cssKb, files: rows, afterLoad, afterLoadRoots },
      null,
      2,
    ),
  );
} else {
  console.log('\nJavaScript to render / (first load, gzip):');
  for (const row of rows) {
    console.log(`  ${(row.gzip / 1000).toFixed(2).padStart(7)} kB  ${row.file.padEnd(44)} ${row.reason}`);
  }
  console.log(`  ${codeKb.toFixed(2).padStart(7)} kB  the code, ${rows.length} files`);
  for (const { language, file, textsKb } of byLanguage) {
    console.log(
      `  ${textsKb.toFixed(2).padStart(7)} kB  ${file.padEnd(44)} texts in ${language}: ${(codeKb + textsKb).toFixed(2)} kB in all`,
    );
  }
  console.log(
    `  ${totalKb.toFixed(2).padStart(7)} kB  total in the heaviest language (${heaviest.language}); budget ${BUDGET_KB} kB`,
  );
  console.log(`  ${cssKb.toFixed(2).padStart(7)} kB  CSS (${css.join(', ')})`);
  console.log(
    `  ${afterLoadKb.toFixed(2).padStart(7)} kB  after the load event, not counted (${afterLoad.join(', ')})`,
  );
  if (over) console.error(`\nThe first load of / is over the budget of ${BUDGET_KB} kB gzip.`);
}
if (over) process.exitCode = 1;
