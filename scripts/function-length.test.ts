import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longFunctions, MAX_FUNCTION_LINES } from './function-length.js';
import { MAX_API_ASSERTIONS, typeAssertions } from './type-assertions.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Every workspace's source (issue 28 for the API, issue 44 for the web app and core). */
const SOURCES = { 'apps/api/src': 'app.ts', 'apps/web/src': 'main.tsx', 'packages/core/src': 'index.ts' };

/** A folder's source files, tests and declarations aside. */
function sourceFiles(dir: string) {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => {
      const file = `${dir}/${name.split(path.sep).join('/')}`;
      return { path: file, text: readFileSync(path.join(ROOT, file), 'utf8') };
    });
}

describe('function length', () => {
  for (const [dir, entry] of Object.entries(SOURCES)) {
    it(`no function in ${dir} is over ${MAX_FUNCTION_LINES} lines`, () => {
      const files = sourceFiles(dir);
      expect(files.map((file) => file.path)).toContain(`${dir}/${entry}`);
      expect(
        longFunctions(files).map(
          (long) =>
            `${long.file}:${long.line} ${long.name} (${long.lines} lines): split it, e.g. a part of the page into a component of its own`,
        ),
      ).toEqual([]);
    });
  }

  it(`the API's source holds at most ${MAX_API_ASSERTIONS} type assertions`, () => {
    const found = typeAssertions(sourceFiles('apps/api/src'));
    expect(
      found.length,
      `type assertions (\`as T\`): type the value instead (zod at a boundary, required() for a lookup):\n${found
        .map((each) => `${each.file}:${each.line} ${each.text}`)
        .join('\n')}`,
    ).toBeLessThanOrEqual(MAX_API_ASSERTIONS);
  });

  it('counts `x as T` and `<T>x`, not `as const`, and a double assertion once', () => {
    const text =
      'const a = b as string;\nconst c = [1] as const;\nconst d = e as unknown as number;\nconst f = <number>g;\n';
    expect(typeAssertions([{ path: 'x.ts', text }]).map((each) => [each.line, each.text])).toEqual([
      [1, 'b as string'],
      [3, 'e as unknown as number'],
      [4, '<number>g'],
    ]);
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
