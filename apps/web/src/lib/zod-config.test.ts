import { expect, it } from 'vitest';

it('turns off the eval-compiled parsers of zod, set before zod loads', async () => {
  await import('./zod-config');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
