import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longFunctions, MAX_FUNCTION_LINES } from './function-length.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_SRC = 'apps/api/src';

describe('function length', () => {
  it(`no function in ${API_SRC} is over ${MAX_FUNCTION_LINES} lines`, () => {
    const files = readdirSync(path.join(ROOT, API_SRC), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
      .map((name) => {
        const file = `${API_SRC}/${name.split(path.sep).join('/')}`;
        return { path: file, text: readFileSync(path.join(ROOT, file), 'utf8') };
      });
    expect(files.map((file) => file.path)).toContain(`${API_SRC}/app.ts`);
    expect(longFunctions(files).map((long) => `${long.file}:${long.line} ${long.name} (${long.lines} lines)`)).toEqual(
      [],
    );
  });

  it('finds a long arrow function by its variable, and a long method by its name', () => {
    const body = Array.from({ length: 5 }, (_, n) => `  const a${n} = ${n};`).join('\n');
    const text = `export const handler = async () => {\n${body}\n};\nclass A {\n  run() {\n${body}\n  }\n}\nfunction short() {}\n`;
    expect(longFunctions([{ path: 'x.ts', text }], 4).map((long) => [long.name, long.line, long.lines])).toEqual([
      ['handler', 1, 7],
      ['run', 9, 7],
    ]);
  });
});
