// `npm start`'s web build, only when something it is built from changed since the last one (issue 63: every start
// rebuilt it, 2.5 to 3 minutes on these machines). What it is built from: apps/web (but its output), core's source
// and the lockfile; their contents' hash is kept beside the build. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['apps/web', 'packages/core/src', 'package-lock.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.vite', 'test-results']);
const STAMP = join(root, 'apps/web/dist/.build-sources');

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name))
    .sort()
    .flatMap((name) => files(join(path, name)));
}

const hash = createHash('sha256');
for (const file of SOURCES.flatMap((source) => files(join(root, source)))) {
  hash
    .update(`${relative(root, file)}\0`)
    .update(readFileSync(file))
    .update('\0');
}
const sources = hash.digest('hex');

if (
  existsSync(join(root, 'apps/web/dist/index.html')) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === sources
) {
  console.log('The web app is unchanged since its last build: not built again.');
} else {
  const built = spawnSync('npm', ['run', 'build', '--workspace', '@squash/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(STAMP, sources);
}
