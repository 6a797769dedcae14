import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's folder holds password hashes and sessions (its WAL included): only its owner may read
 * it. Files are made owner-only from now on (the process's umask), the folder is made if missing (0700), and what
 * an earlier run left open (PGlite writes its files 0666 less the umask) is closed (folders 0700, files 0600). A
 * folder that others can write is refused, not mended: someone else may have put something there.
 */
export function ownerOnlyDataDir(folder: string): void {
  process.umask(0o077);
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return;
  }
  const { mode } = statSync(folder);
  if ((mode & 0o022) !== 0) {
    throw new DataDirError(
      `${folder} can be written by other users (mode ${(mode & 0o777).toString(8)}): it holds the embedded database, with password hashes and sessions. Check what it holds, then make it its owner's alone (chmod -R go-rwx ${folder}).`,
    );
  }
  closeToOthers(folder);
}

/** Folders 0700 and files 0600 under `path` (links left as they are: they are not followed). */
export function closeToOthers(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const name of readdirSync(path)) closeToOthers(join(path, name));
  } else if ((stats.mode & 0o077) !== 0) {
    chmodSync(path, stats.mode & 0o700);
  }
}

export class DataDirError extends Error {
  override name = 'DataDirError';
}
