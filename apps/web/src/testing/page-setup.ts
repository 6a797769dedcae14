// Every page test (issue 64): the app's styles, the mocked API, and a failure on any console error.
import '../index.css';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { worker } from './mock-api/worker';
import { settled } from './page-test';

// A failed read is shown at once, not after the app's three retries (lib/react-query.ts): the error state is
// what the test looks at, and retrying is the query client's own business, tested there.
vi.mock('@/lib/react-query', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/react-query')>();
  return {
    ...original,
    createQueryClient: () => {
      const client = original.createQueryClient();
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
      return client;
    },
  };
});

// waitFor's and findBy's wait: four pages at once beside the rest of the suite on a 2-core machine can take
// seconds to draw what a click brought (a route's chunk, the answer after it). A test that passes waits no longer.
configure({ asyncUtilTimeout: 10_000 });

const consoleErrors: string[] = [];
const originalError = console.error;

beforeAll(async () => {
  await worker.start({
    quiet: true,
    // A read no handler answers is a test that forgot a page's request: it fails, rather than hangs.
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/')) {
        consoleErrors.push(`no mocked answer for ${request.method} ${url.pathname}${url.search}`);
        print.error();
      }
    },
  });
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
    originalError(...args);
  };
});

afterEach(async () => {
  // Nothing of this test's page may reach the next one's handlers: unmounted first (a debounced read can't start
  // after the wait), then its reads under way answered.
  cleanup();
  await settled();
  // sonner keeps its toasts beside the page, and the page keeps drafts and choices in storage: the next test's
  // page would show this one's.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
  worker.resetHandlers();
  const errors = consoleErrors.splice(0);
  if (errors.length > 0) throw new Error(`console errors:\n${errors.join('\n')}`);
});

afterAll(() => {
  console.error = originalError;
  worker.stop();
});
