import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export { expect };

const SCREENSHOT_DIR = fileURLToPath(new URL('./.screenshots/', import.meta.url));

/**
 * Saves a full-page PNG to e2e/.screenshots/<project>-<name>.png (gitignored), for a person to look
 * at; it asserts nothing. Use `expect(page).toHaveScreenshot()` for visual regression.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const file = path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${slug}.png`);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * `test` with a guard: a page that logs console.error or throws an uncaught error fails the test
 * (CONVENTIONS.md, rule 18). Expected noise can be allowed per test with `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; failOnConsoleErrors: undefined }>({
  allowConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(undefined);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});
