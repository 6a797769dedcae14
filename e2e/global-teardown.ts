import fs from 'node:fs';

/** Removes the database directory playwright.config.ts made for this run. */
export default function globalTeardown(): void {
  const dataDir = process.env.SQUASH_E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
