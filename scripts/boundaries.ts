import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The code's boundaries, checked over every import (issues 15 and 44): a web feature imports another only through
 * its index.ts and none needs another back (decision 022), lib/ and components/ import no feature,
 * core imports no app, the web imports no API code, the first pages carry neither sonner nor zod nor
 * core's schemas, only the API's config.ts reads process.env, and the web's query keys come from
 * `lib/query-keys.ts` (never typed as an array, never taken from a fetcher called without its argument).
 * `boundaryViolations` is pure (files
 * in, problems out), so a test can show each rule failing on a deliberate violation.
 */

export interface SourceFile {
  /** Repository-relative, with forward slashes: `apps/web/src/main.tsx`. */
  path: string;
  text: string;
}

export interface Violation {
  rule: string;
  file: string;
  detail: string;
}

interface Import {
  specifier: string;
  /** `import type …`: erased from the build. */
  typeOnly: boolean;
  /** `import('…')`: loaded when called, not with the importing module. */
  dynamic: boolean;
}

const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"\n]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g;

export function importsOf(text: string): Import[] {
  const code = text.replace(COMMENT, '$1');
  const found: Import[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    found.push({ specifier: match[2] as string, typeOnly: Boolean(match[1]), dynamic: false });
  }
  for (const match of code.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[1] as string, typeOnly: false, dynamic: true });
  }
  return found;
}

const WEB_SRC = 'apps/web/src/';
/** The web's shared layers, below the features. */
const SHARED_WEB = ['lib/', 'components/', 'config/'].map((dir) => `apps/web/src/${dir}`);
const CORE_SRC = 'packages/core/src/';

/** Where an import points in the repository (without extension), or null for a package. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return WEB_SRC + specifier.slice(2);
  if (specifier === '@squash/core') return `${CORE_SRC}index`;
  if (specifier === '@squash/core/rules') return `${CORE_SRC}rules`;
  if (specifier.startsWith('@squash/api')) return 'apps/api/src';
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return null;
}

const QUERY_KEYS = `${WEB_SRC}lib/query-keys.ts`;
/** `queryKey: [...]` typed out, or a key borrowed from query options called with no argument. */
const HAND_BUILT_KEY = /\bqueryKey:\s*\[|\w+QueryOptions\(\)\.queryKey\b/g;

const featureOf = (file: string) => (file.startsWith(`${WEB_SRC}features/`) ? file.split('/')[4] : undefined);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/test/') || file.includes('/testing/');

/** The file an import names, among `files`: as written, or with .ts, .tsx or /index.ts(x). */
function resolve(known: Map<string, SourceFile>, from: string, specifier: string): SourceFile | undefined {
  const base = target(from, specifier);
  if (base === null) return undefined;
  const stripped = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [
    base,
    `${stripped}.ts`,
    `${stripped}.tsx`,
    `${stripped}/index.ts`,
    `${stripped}/index.tsx`,
  ]) {
    const file = known.get(candidate);
    if (file) return file;
  }
  return undefined;
}

export function boundaryViolations(files: readonly SourceFile[], firstPageEntries: readonly string[]): Violation[] {
  const violations: Violation[] = [];
  const known = new Map(files.map((file) => [file.path, file]));
  /** feature -> feature -> the first import that makes the edge. */
  const featureEdges = new Map<string, Map<string, string>>();

  for (const file of files) {
    const imports = importsOf(file.text);
    const feature = featureOf(file.path);
    for (const { specifier } of imports) {
      const to = target(file.path, specifier);
      const toFeature = to ? featureOf(to) : undefined;
      if (feature && toFeature && toFeature !== feature) {
        // Another feature only through its public entry, its index.ts (`@/features/push`): what two features
        // share has one named home, the feature whose data it is (decision 022).
        if (to !== `${WEB_SRC}features/${toFeature}` && to !== `${WEB_SRC}features/${toFeature}/index`) {
          violations.push({
            rule: 'feature-imports-feature',
            file: file.path,
            detail: `${feature} imports ${specifier}: another feature only through its index (@/features/${toFeature}), which exports what it shares`,
          });
        }
        const out = featureEdges.get(feature) ?? new Map<string, string>();
        if (!out.has(toFeature)) out.set(toFeature, `${file.path} imports ${specifier}`);
        featureEdges.set(feature, out);
      }
      if (!feature && SHARED_WEB.some((dir) => file.path.startsWith(dir)) && toFeature) {
        violations.push({
          rule: 'shared-imports-feature',
          file: file.path,
          detail: `imports ${specifier}: lib/, components/ and config/ are below the features; let the feature register (as lib/sign-out-tasks.ts) or move the code into the feature`,
        });
      }
      if (file.path.startsWith(CORE_SRC) && ((to && !to.startsWith(CORE_SRC)) || specifier.startsWith('@squash/'))) {
        violations.push({ rule: 'core-imports-app', file: file.path, detail: specifier });
      }
      if (file.path.startsWith('apps/web/') && to?.startsWith('apps/api/')) {
        violations.push({ rule: 'web-imports-api', file: file.path, detail: specifier });
      }
    }
    const reader = file.path.startsWith('apps/') || file.path.startsWith('packages/');
    if (
      reader &&
      /^(apps|packages)\/[^/]+\/src\//.test(file.path) &&
      !isTest(file.path) &&
      file.path !== 'apps/api/src/config.ts' &&
      /\bprocess\.env\b/.test(file.text.replace(COMMENT, '$1'))
    ) {
      violations.push({ rule: 'process-env-outside-config', file: file.path, detail: 'reads process.env' });
    }
    if (file.path.startsWith(WEB_SRC) && !isTest(file.path) && file.path !== QUERY_KEYS) {
      const code = file.text.replace(COMMENT, '$1');
      for (const match of code.matchAll(HAND_BUILT_KEY)) {
        violations.push({ rule: 'query-key-outside-factories', file: file.path, detail: match[0] });
      }
    }
  }

  violations.push(...apiLayerViolations(files));
  for (const cycle of folderCycles(featureEdges)) {
    const steps = cycle.map((from, n) => featureEdges.get(from)?.get(cycle[(n + 1) % cycle.length] as string));
    violations.push({
      rule: 'feature-cycle',
      file: steps[0]?.split(' imports ')[0] ?? WEB_SRC,
      detail: `${[...cycle, cycle[0]].join(' -> ')} (${steps.join('; ')}): one of them must not need the other; move what both need into the one whose data it is`,
    });
  }

  // The first pages: every module their entries load with them (static value imports, followed).
  const seen = new Set<string>();
  const queue = [...firstPageEntries];
  while (queue.length > 0) {
    const current = known.get(queue.shift() as string);
    if (!current || seen.has(current.path)) continue;
    seen.add(current.path);
    for (const { specifier, typeOnly, dynamic } of importsOf(current.text)) {
      if (typeOnly || dynamic) continue;
      if (
        specifier === 'sonner' ||
        specifier === 'zod' ||
        specifier.startsWith('zod/') ||
        specifier === '@squash/core'
      ) {
        violations.push({ rule: 'first-page-heavy-import', file: current.path, detail: specifier });
        continue;
      }
      const next = resolve(known, current.path, specifier);
      if (next?.path.startsWith(WEB_SRC)) queue.push(next.path);
    }
  }
  return violations;
}

const API_SRC = 'apps/api/src/';

/**
 * The API folder a file belongs to, for the layering rules: `modules/entries`, `integrations/psa`, `cache`,
 * `plugins`, ... A file at the top (`app.ts`, `config.ts`) is a node of its own.
 */
export function apiFolderOf(file: string): string | undefined {
  if (!file.startsWith(API_SRC)) return undefined;
  const parts = file.slice(API_SRC.length).split('/');
  if (parts.length === 1) return parts[0];
  if ((parts[0] === 'modules' || parts[0] === 'integrations') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** A module's route file: `modules/leagues/routes.ts`, `modules/leagues/roster-routes.ts`. */
const isRouteFile = (file: string) => /^apps\/api\/src\/modules\/[^/]+\/([\w-]+-)?routes\.ts$/.test(file);
const DECLARED_READS = `${API_SRC}cache/declared-reads`;
/** A cache's own calls, made through the app's decorations. */
const CACHE_CALL = /\b(?:app|this|server)\.(?:publicReads|leagueReads|leaderboards|front)\b/g;

/**
 * The API's layers point down (issue 44): no two folders of apps/api/src reach each other through any chain
 * of imports (type-only ones included: they still bind one folder's code to the other's), and a plugin never
 * imports a module (modules register with plugins: the auth plugin's `authHooks`). Each cycle is reported
 * once, with the imports that close it.
 */
function apiLayerViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  /** folder -> folder -> the first import that makes the edge (`file imports specifier`). */
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = apiFolderOf(file.path);
    if (!from || isTest(file.path)) continue;
    if (isRouteFile(file.path)) {
      for (const match of file.text.replace(COMMENT, '$1').matchAll(CACHE_CALL)) {
        violations.push({
          rule: 'cache-call-in-route',
          file: file.path,
          detail: `${match[0]}: a route declares its cache (config: cachedRead(...), cache/declared-reads.ts) and makes no cache call of its own`,
        });
      }
    }
    for (const { specifier } of importsOf(file.text)) {
      if (specifier === 'lru-cache' && from !== 'cache') {
        violations.push({
          rule: 'cache-outside-cache',
          file: file.path,
          detail: `imports lru-cache: every cache lives in apps/api/src/cache/ and is listed in cache/index.ts with how it stays current; define it there and take it from there`,
        });
      }
      const to = target(file.path, specifier);
      const toFolder = to ? apiFolderOf(`${to.replace(/\.js$/, '')}.ts`) : undefined;
      if (toFolder === 'cache' && isRouteFile(file.path) && to?.replace(/\.js$/, '') !== DECLARED_READS) {
        violations.push({
          rule: 'cache-call-in-route',
          file: file.path,
          detail: `imports ${specifier}: a route declares its cache (config: cachedRead(...), cache/declared-reads.ts) and makes no cache call of its own; an answer that can't be declared so goes through its module's helper`,
        });
      }
      if (!toFolder || toFolder === from) continue;
      if (from === 'plugins' && toFolder.startsWith('modules/')) {
        violations.push({
          rule: 'plugin-imports-module',
          file: file.path,
          detail: `imports ${specifier}: a plugin never imports a module; expose a hook the module registers (as plugins/auth.ts's authHooks), or move what both need to lib/ or db/`,
        });
      }
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(toFolder)) out.set(toFolder, `${file.path} imports ${specifier}`);
      edges.set(from, out);
    }
  }
  for (const cycle of folderCycles(edges)) {
    const steps = cycle.map((folder, n) => edges.get(folder)?.get(cycle[(n + 1) % cycle.length] as string));
    violations.push({
      rule: 'api-folder-cycle',
      file: steps[0]?.split(' imports ')[0] ?? API_SRC,
      detail: `${[...cycle, cycle[0]].join(' -> ')} (${steps.join('; ')}): move what the lower folder needs from the higher one down (lib/ for what every module shares, db/ for types of rows, a module both import), or let it register a hook`,
    });
  }
  return violations;
}

/** One cycle per strongly connected set of folders (Tarjan's algorithm), as the path that closes it. */
function folderCycles(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  let next = 0;
  const visit = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next++);
    stack.push(folder);
    onStack.add(folder);
    for (const to of edges.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(folder, Math.min(low.get(folder) as number, index.get(to) as number));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const set: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      set.push(member);
    } while (member !== folder);
    if (set.length > 1) sets.push(set);
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);
  // Within each set, the shortest way from its first folder (by name) back to itself.
  return sets.map((set) => {
    const members = new Set(set);
    const start = [...set].sort()[0] as string;
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const folder = queue.shift() as string;
      for (const to of edges.get(folder)?.keys() ?? []) {
        if (!members.has(to) || previous.has(to)) continue;
        previous.set(to, folder);
        if (to === start) queue.length = 0;
        else queue.push(to);
      }
    }
    const path = [start];
    for (let at = previous.get(start) as string; at !== start; at = previous.get(at) as string) path.splice(1, 0, at);
    return path;
  });
}

/** The pages' entry modules: the app's own, and each first page's chunk (app/first-pages.ts). */
export function firstPageEntries(root: string): string[] {
  const firstPages = readFileSync(path.join(root, `${WEB_SRC}app/first-pages.ts`), 'utf8');
  const modules = [...firstPages.matchAll(/module:\s*'(src\/[^']+)'/g)].map((match) => `apps/web/${match[1]}`);
  return [`${WEB_SRC}main.tsx`, ...modules];
}
