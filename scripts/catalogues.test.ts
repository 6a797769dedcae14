import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Issue 46: the catalogues (apps/web/src/locales/<language>/<part>.po) hold every text of the code, in every
 * language. `npm run i18n:extract -w @squash/web` writes them; translators fill the French and Arabic.
 */
const WEB = fileURLToPath(new URL('../apps/web', import.meta.url));
const LANGUAGES = ['en', 'fr', 'ar'] as const;
/** Where each part's catalogues are: the web app's, and the API's (its mails and notifications). */
const DIRS = [path.join(WEB, 'src', 'locales'), fileURLToPath(new URL('../apps/api/locales', import.meta.url))];
const PLACES = new Map(
  DIRS.flatMap((dir) => readdirSync(path.join(dir, 'en')).map((file) => [file.replace(/\.po$/, ''), dir] as const)),
);
const PARTS = [...PLACES.keys()];
const catalogueFile = (language: string, part: string) => path.join(PLACES.get(part) ?? '', language, `${part}.po`);

/** A PO file's messages: msgid → msgstr (the header left out). */
function readPo(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const strings = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string).join('');
  const messages = new Map<string, string>();
  for (const entry of text.split(/\n\n+/)) {
    const found = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(entry);
    if (!found) continue;
    const id = strings(found[1] ?? '');
    if (id) messages.set(id, strings(found[2] ?? ''));
  }
  return messages;
}

/** The names of a compiled message's values, its plural and select branches' included. */
function valueNames(tokens: CompiledMessage, names: Set<string>): Set<string> {
  if (typeof tokens === 'string') return names;
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , branches] = token;
    names.add(name);
    if (branches && typeof branches === 'object') {
      for (const branch of Object.values(branches)) if (Array.isArray(branch)) valueNames(branch, names);
    }
  }
  return names;
}

/** The names of a message's values ({name}, {0}, a plural's count), in ICU: what a translation must keep. */
const valuesOf = (message: string) => [...valueNames(compileMessage(message), new Set())].sort();
/** The numbered tags (<0>…</0>) a message wraps words in: links and emphasis a translation must keep. */
const tagsOf = (message: string) => [...new Set(message.match(/<\/?\d+\/?>/g) ?? [])].sort();

describe('the catalogues (issue 46)', () => {
  const catalogues = new Map(
    PARTS.flatMap((part) =>
      LANGUAGES.map((language) => [`${language}/${part}`, readPo(catalogueFile(language, part))]),
    ),
  );

  it.each(PARTS)('%s: every text has its French and Arabic, with the same values and tags as the English', (part) => {
    const english = catalogues.get(`en/${part}`) ?? new Map();
    const problems: string[] = [];
    for (const language of ['fr', 'ar'] as const) {
      const translated = catalogues.get(`${language}/${part}`) ?? new Map();
      for (const [id, source] of english) {
        const translation = translated.get(id);
        if (!translation) {
          problems.push(`${language}: no translation of "${id}"`);
          continue;
        }
        const expected = valuesOf(source || id);
        // A plural's forms name its count once, with '#': every value must still be there.
        if (JSON.stringify(valuesOf(translation)) !== JSON.stringify(expected)) {
          problems.push(`${language}: "${id}" has values ${valuesOf(translation)} instead of ${expected}`);
        }
        if (JSON.stringify(tagsOf(translation)) !== JSON.stringify(tagsOf(source || id))) {
          problems.push(`${language}: "${id}" loses or adds a tag`);
        }
      }
      for (const id of translated.keys()) if (!english.has(id)) problems.push(`${language}: "${id}" is not in English`);
    }
    expect(problems).toEqual([]);
  });

  it("Arabic's plurals say all six forms", () => {
    const missing: string[] = [];
    for (const part of PARTS) {
      for (const [id, translation] of catalogues.get(`ar/${part}`) ?? new Map()) {
        if (!/,\s*plural,/.test(translation)) continue;
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
          if (!new RegExp(`\\b${form}\\s*\\{`).test(translation)) missing.push(`"${id}" has no ${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  describe('are what the code says (a text written without its catalogue entry fails here)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'squash-catalogues-'));
      // The project's own configuration, its catalogues written elsewhere.
      const config = path.join(WEB, `.lingui-check-${process.pid}.config.ts`);
      writeFileSync(
        config,
        `import base from './lingui.config.ts';
export default { ...base, catalogs: base.catalogs.map((catalog) => ({ ...catalog, path: ${JSON.stringify(`${dir}/`)} + catalog.name + '/{locale}' })) };\n`,
      );
      try {
        execFileSync(
          process.execPath,
          [fileURLToPath(new URL('../node_modules/.bin/lingui', import.meta.url)), 'extract', '--config', config],
          {
            cwd: WEB,
            stdio: 'pipe',
          },
        );
      } finally {
        rmSync(config, { force: true });
      }
    }, 120_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each(PARTS)('%s', (part) => {
      const extracted = [...readPo(path.join(dir, part, 'en.po')).keys()].sort();
      const kept = [...(catalogues.get(`en/${part}`) ?? new Map()).keys()].sort();
      expect(kept, 'run `npm run i18n:extract -w @squash/web` and translate what it adds').toEqual(extracted);
    });
  });

  it("nginx's own answer when no process can take a request says the catalogues' error.busy in each language", () => {
    const site = readFileSync(fileURLToPath(new URL('../deploy/nginx/squashtips.conf', import.meta.url)), 'utf8');
    const block = /map \$squashtips_lang \$squashtips_busy_text \{([^}]*)\}/.exec(site)?.[1] ?? '';
    const said = new Map([...block.matchAll(/^\s*(\w+) "([^"]*)";/gm)].map((match) => [match[1], match[2]]));
    for (const language of LANGUAGES) {
      const busy = readPo(catalogueFile(language, 'server')).get('error.busy');
      expect(said.get(language === 'en' ? 'default' : language), language).toBe(busy);
    }
  });
});
