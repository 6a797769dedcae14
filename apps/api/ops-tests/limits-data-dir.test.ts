import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openToOthers, signInCookie, startServer, stopServer, waitHealthy } from './server-process.js';

/*
 * The embedded database's folder is its owner's alone (issue 63, point 4; npm run test:limits): the built server
 * started as `npm start` starts it, under the common umask 022, writes nothing others can read, mends a folder an
 * earlier run left readable, and refuses to start on one that others can write.
 */
const PORT = Number(process.env.DATA_DIR_LIMITS_PORT ?? 3675);
let workDir: string;
let umask: number;
beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'squash-data-dir-'));
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  rmSync(workDir, { recursive: true, force: true });
});

function pgliteServer(dataDir: string) {
  return startServer('', PORT, { DATABASE_URL: '', DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false' });
}

describe("the embedded database's folder", () => {
  it('is made and kept owner-only, and mended when an earlier run left it readable', async () => {
    const dataDir = join(workDir, 'data');
    const server = pgliteServer(dataDir);
    try {
      await waitHealthy(server, 120_000);
      // Sessions and password checks write to the WAL while it runs.
      await signInCookie(server, 'admin@example.com', 'Ops!Test2026');
      expect(readdirSync(dataDir).length).toBeGreaterThan(0);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir, { foldersOnly: true })).toEqual([]);
    } finally {
      await stopServer(server);
    }
    expect(openToOthers(dataDir)).toEqual([]);

    // As an earlier version left it: readable by all.
    const opened = (path: string) => {
      const stats = lstatSync(path);
      chmodSync(path, stats.isDirectory() ? 0o755 : 0o644);
      if (stats.isDirectory()) for (const name of readdirSync(path)) opened(join(path, name));
    };
    opened(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);
    const again = pgliteServer(dataDir);
    try {
      await waitHealthy(again, 120_000);
      expect(openToOthers(dataDir, { foldersOnly: true })).toEqual([]);
    } finally {
      await stopServer(again);
    }
    expect(openToOthers(dataDir)).toEqual([]);
  }, 300_000);

  it('refuses to start on a folder others can write, saying why', async () => {
    const dataDir = join(workDir, 'shared');
    const server = pgliteServer(dataDir);
    await waitHealthy(server, 120_000);
    await stopServer(server);
    chmodSync(dataDir, 0o777);
    const refused = pgliteServer(dataDir);
    expect(await refused.exited).toBe(1);
    expect(refused.output.join('')).toContain('can be written by other users (mode 777)');
  }, 300_000);
});
