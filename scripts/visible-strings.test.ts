import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { macrosAtImport, untranslatedTexts } from './visible-strings.js';

const WEB = fileURLToPath(new URL('../apps/web/src', import.meta.url));

function webSources() {
  return (
    readdirSync(WEB, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      // Test helpers' made-up data is no one's text.
      .filter((name) => !name.startsWith(`testing${path.sep}`))
      .map((name) => {
        const file = name.split(path.sep).join('/');
        return { path: file, text: readFileSync(path.join(WEB, file), 'utf8') };
      })
  );
}

describe('every visible text comes from the catalogue (issue 46)', () => {
  const found = untranslatedTexts(webSources());

  it('no text is written straight into a translated file', () => {
    expect(
      found.map(
        (text) => `apps/web/src/${text.file}:${text.line} "${text.text}": put it in a macro (<Trans>, t\`\`, plural)`,
      ),
    ).toEqual([]);
  });

  it('no text is worded when its module is imported, before the catalogue is loaded', () => {
    expect(
      macrosAtImport(webSources()).map(
        (text) => `apps/web/src/${text.file}:${text.line} ${text.text}: use msg\`\` there`,
      ),
    ).toEqual([]);
    const probe =
      "import { t, msg } from '@lingui/core/macro';\nconst A = t`Early`;\nconst B = msg`Fine`;\nfunction c() { return t`Fine`; }";
    expect(macrosAtImport([{ path: 'probe.ts', text: probe }]).map((text) => text.text)).toEqual(['t`Early`']);
  });

  it('finds a text written into a component, a prop, a toast and a sentence in code', () => {
    const texts = untranslatedTexts([
      {
        path: 'example.tsx',
        text: `import { Trans } from '@lingui/react/macro';
export function A({ n }: { n: number }) {
  toast.error('Could not save');
  const title = \`Match \${n} of the draw\`;
  return <div aria-label="Close the menu" className="flex gap-2">Hello there<Trans>Fine {n === 1 ? 'match' : 'matches'}</Trans>{title}</div>;
}`,
      },
    ]);
    expect(texts.map((text) => text.text)).toEqual([
      'Could not save',
      'Match of the draw',
      'Close the menu',
      'Hello there',
      'match',
      'matches',
    ]);
  });
});
