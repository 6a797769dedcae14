import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, firstPageEntries, importsOf, type SourceFile } from './boundaries.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['apps/web/src', 'apps/api/src', 'packages/core/src'];

function sourceFiles(): SourceFile[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'))
      .map((name) => {
        const file = `${dir}/${name.split(path.sep).join('/')}`;
        return { path: file, text: readFileSync(path.join(ROOT, file), 'utf8') };
      }),
  );
}

describe('code boundaries', () => {
  it('hold on this code', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(boundaryViolations(files, firstPageEntries(ROOT))).toEqual([]);
  });

  it('follow the real first pages through their imports: a schema imported by the site footer is found', () => {
    const footer = 'apps/web/src/app/layouts/site-footer.tsx';
    const files = sourceFiles().map((file) =>
      file.path === footer ? { ...file, text: `import { MatchSchema } from '@squash/core';\n${file.text}` } : file,
    );
    expect(boundaryViolations(files, firstPageEntries(ROOT))).toEqual([
      { rule: 'first-page-heavy-import', file: footer, detail: '@squash/core' },
    ]);
  });

  it('find the imports a module makes: static, type-only and dynamic, not those in comments', () => {
    const found = importsOf(`import type { A } from '@squash/core';
import { b,
  c } from '../b';
// import { gone } from 'sonner';
export { d } from './d.js';
import './styles.css';
const later = () => import('@/features/x/page');`);
    expect(found).toEqual([
      { specifier: '@squash/core', typeOnly: true, dynamic: false },
      { specifier: '../b', typeOnly: false, dynamic: false },
      { specifier: './d.js', typeOnly: false, dynamic: false },
      { specifier: './styles.css', typeOnly: false, dynamic: false },
      { specifier: '@/features/x/page', typeOnly: false, dynamic: true },
    ]);
  });

  // Each rule shown failing on a deliberate violation, beside a file that keeps it.
  const entry = 'apps/web/src/main.tsx';
  const rulesOf = (files: SourceFile[]) => boundaryViolations(files, [entry]).map((v) => `${v.rule} ${v.file}`);

  it('refuse a feature importing another feature (by alias or by path), not its own modules', () => {
    expect(
      rulesOf([
        { path: 'apps/web/src/features/home/a.ts', text: "import { x } from '@/features/tournaments/api/x';" },
        { path: 'apps/web/src/features/home/b.ts', text: "import { y } from '../results/utils/y';" },
        {
          path: 'apps/web/src/features/home/c.ts',
          text: "import { z } from './utils/z';\nimport { w } from '@/lib/w';",
        },
      ]),
    ).toEqual([
      'feature-imports-feature apps/web/src/features/home/a.ts',
      'feature-imports-feature apps/web/src/features/home/b.ts',
    ]);
  });

  it('refuse core importing an app, and the web importing API code', () => {
    expect(
      rulesOf([
        { path: 'packages/core/src/a.ts', text: "import { db } from '../../../apps/api/src/db/client.js';" },
        { path: 'packages/core/src/b.ts', text: "import { x } from './constants.js';" },
        { path: 'apps/web/src/lib/c.ts', text: "import { App } from '../../../api/src/app';" },
      ]),
    ).toEqual(['core-imports-app packages/core/src/a.ts', 'web-imports-api apps/web/src/lib/c.ts']);
  });

  it('refuse sonner, zod or core’s schemas loaded with a first page, followed through its imports', () => {
    expect(
      rulesOf([
        { path: entry, text: "import { App } from './app/app';\nconst admin = () => import('./admin');" },
        {
          path: 'apps/web/src/app/app.tsx',
          text: "import { toast } from 'sonner';\nimport type { Match } from '@squash/core';\nimport { PRODUCT_NAME } from '@squash/core/rules';",
        },
        {
          path: 'apps/web/src/admin.tsx',
          text: "import { z } from 'zod';\nimport { MatchSchema } from '@squash/core';",
        },
      ]),
    ).toEqual(['first-page-heavy-import apps/web/src/app/app.tsx']);
    expect(
      rulesOf([
        { path: entry, text: "import { page } from '@/page';" },
        { path: 'apps/web/src/page.tsx', text: "import { MatchSchema } from '@squash/core';" },
      ]),
    ).toEqual(['first-page-heavy-import apps/web/src/page.tsx']);
  });

  it('refuse process.env read anywhere but the API’s config.ts (tests aside)', () => {
    expect(
      rulesOf([
        { path: 'apps/api/src/db/client.ts', text: 'const user = process.env.USER;' },
        { path: 'apps/api/src/config.ts', text: 'loadConfig(process.env);' },
        { path: 'apps/api/src/db/client.test.ts', text: 'process.env.X = "1";' },
        { path: 'apps/api/src/db/other.ts', text: '// process.env is read in config.ts' },
      ]),
    ).toEqual(['process-env-outside-config apps/api/src/db/client.ts']);
  });

  it('refuse a query key typed by hand or borrowed from a fetcher, outside lib/query-keys.ts', () => {
    expect(
      rulesOf([
        {
          path: 'apps/web/src/features/home/api/a.ts',
          text: "queryOptions({ queryKey: ['tournaments', id], queryFn })",
        },
        {
          path: 'apps/web/src/features/admin/api/b.ts',
          text: 'invalidateQueries({ queryKey: getMatchesQueryOptions().queryKey })',
        },
        {
          path: 'apps/web/src/features/home/api/c.ts',
          text: 'queryOptions({ queryKey: queryKeys.tournaments.detail(id), queryFn });\nsetQueryData(getEntryQueryOptions(id).queryKey, entry);',
        },
        { path: 'apps/web/src/lib/query-keys.ts', text: "export const queryKeys = { all: () => ['x'] as const };" },
      ]),
    ).toEqual([
      'query-key-outside-factories apps/web/src/features/home/api/a.ts',
      'query-key-outside-factories apps/web/src/features/admin/api/b.ts',
    ]);
  });

  it('refuse two API folders that reach each other, naming the imports that close the loop', () => {
    const found = boundaryViolations(
      [
        { path: 'apps/api/src/modules/entries/service.ts', text: "import { a } from '../leaderboard/service.js';" },
        { path: 'apps/api/src/modules/leaderboard/service.ts', text: "import { b } from '../outlook/service.js';" },
        { path: 'apps/api/src/modules/outlook/service.ts', text: "import type { C } from '../entries/reads.js';" },
        // Down only: no loop.
        { path: 'apps/api/src/modules/results/service.ts', text: "import { d } from '../../lib/required.js';" },
        { path: 'apps/api/src/app.ts', text: "import { e } from './modules/results/service.js';" },
      ],
      [entry],
    );
    expect(found.map((v) => `${v.rule} ${v.file}`)).toEqual([
      'api-folder-cycle apps/api/src/modules/entries/service.ts',
    ]);
    expect(found[0]?.detail).toContain('modules/entries -> modules/leaderboard -> modules/outlook -> modules/entries');
    expect(found[0]?.detail).toContain('apps/api/src/modules/outlook/service.ts imports ../entries/reads.js');
  });

  it('refuse a plugin importing a module, and say what to do instead', () => {
    const found = boundaryViolations(
      [
        { path: 'apps/api/src/plugins/auth.ts', text: "import { syncProfile } from '../modules/users/service.js';" },
        { path: 'apps/api/src/plugins/metrics.ts', text: "import { AppError } from '../lib/app-error.js';" },
      ],
      [entry],
    );
    expect(found.map((v) => `${v.rule} ${v.file}`)).toEqual(['plugin-imports-module apps/api/src/plugins/auth.ts']);
    expect(found[0]?.detail).toContain('expose a hook the module registers');
  });

  it('refuse a cache made outside apps/api/src/cache/', () => {
    const found = boundaryViolations(
      [
        { path: 'apps/api/src/modules/leaderboard/service.ts', text: "import { LRUCache } from 'lru-cache';" },
        { path: 'apps/api/src/cache/ranked-orders.ts', text: "import { LRUCache } from 'lru-cache';" },
        { path: 'apps/api/src/modules/leaderboard/service.test.ts', text: "import { LRUCache } from 'lru-cache';" },
      ],
      [entry],
    );
    expect(found.map((v) => `${v.rule} ${v.file}`)).toEqual([
      'cache-outside-cache apps/api/src/modules/leaderboard/service.ts',
    ]);
    expect(found[0]?.detail).toContain('listed in cache/index.ts');
  });

  it('refuse a cache call in a route file: a read declares its cache, and the rest goes through its module', () => {
    const found = boundaryViolations(
      [
        {
          path: 'apps/api/src/modules/matches/routes.ts',
          text: "import { cachedRead, queryKey } from '../../cache/declared-reads.js';",
        },
        {
          path: 'apps/api/src/modules/players/routes.ts',
          text: "import { serveCached } from '../../cache/notice-cache.js';",
        },
        {
          path: 'apps/api/src/modules/leagues/roster-routes.ts',
          text: '// app.leagueReads in a comment is no call\nconst role = await app.leagueReads.get(key, scope, load);',
        },
        {
          path: 'apps/api/src/modules/leagues/membership.ts',
          text: 'const role = await app.leagueReads.get(key, scope, load);',
        },
      ],
      [entry],
    );
    expect(found.map((v) => `${v.rule} ${v.file}`)).toEqual([
      'cache-call-in-route apps/api/src/modules/players/routes.ts',
      'cache-call-in-route apps/api/src/modules/leagues/roster-routes.ts',
    ]);
    expect(found[0]?.detail).toContain('cachedRead');
    expect(found[1]?.detail).toContain('app.leagueReads');
  });

  it('let a feature use another through its index alone, refuse two features needing each other, and keep lib/ below them', () => {
    const found = boundaryViolations(
      [
        { path: 'apps/web/src/features/dashboard/a.tsx', text: "import { Prompt } from '@/features/push';" },
        { path: 'apps/web/src/features/push/index.ts', text: "export { Prompt } from './components/prompt';" },
        { path: 'apps/web/src/features/push/components/prompt.tsx', text: "import { x } from '@/features/dashboard';" },
        { path: 'apps/web/src/features/dashboard/index.ts', text: 'export const x = 1;' },
        { path: 'apps/web/src/lib/session.ts', text: "import { forget } from '@/features/push';" },
      ],
      [entry],
    );
    expect(found.map((v) => `${v.rule} ${v.file}`)).toEqual([
      'shared-imports-feature apps/web/src/lib/session.ts',
      'feature-cycle apps/web/src/features/dashboard/a.tsx',
    ]);
    expect(found[1]?.detail).toContain('dashboard -> push -> dashboard');
  });
});
