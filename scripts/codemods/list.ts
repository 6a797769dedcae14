import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { untranslatedTexts } from '/work/main/scripts/visible-strings.ts';

const dir = '/work/main/apps/web/src';
const only = process.argv[2] ?? '';
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((n) => /\.tsx?$/.test(n) && !/\.test\./.test(n) && !n.endsWith('.d.ts') && n.startsWith(only))
  .map((n) => ({ path: n, text: readFileSync(path.join(dir, n), 'utf8') }));
for (const f of untranslatedTexts(files)) console.log(`${f.file}:${f.line} ${f.text}`);
