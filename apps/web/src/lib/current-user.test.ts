import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from './current-user';

const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'fan@example.com',
  username: 'alex_boast',
  fullName: null,
  firstName: null,
  avatar: null,
  acceptedTermsAt: null,
  tournamentUpdatesEnabled: true,
  tournamentResultsEnabled: true,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Answers each path with a body and status; records which paths were asked for. */
function serve(routes: Record<string, [unknown, number]>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const [body, status] = routes[url] ?? [{ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getCurrentUser', () => {
  it('is null for a visitor, without asking for a profile (whose 401 the browser would log)', async () => {
    const asked = serve({ '/api/auth/get-session': [null, 200] });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(asked).toEqual(['/api/auth/get-session']);
  });

  it("is the member's profile when a session exists", async () => {
    serve({
      '/api/auth/get-session': [{ session: { id: 's' }, user: { id: 'u' } }, 200],
      '/api/user-details': [{ data: USER }, 200],
    });
    await expect(getCurrentUser()).resolves.toEqual(USER);
  });

  it('is null when the session ends between the two calls', async () => {
    serve({
      '/api/auth/get-session': [{ session: { id: 's' }, user: { id: 'u' } }, 200],
      '/api/user-details': [{ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' } }, 401],
    });
    await expect(getCurrentUser()).resolves.toBeNull();
  });

  it('fails on any other error, so the query can retry', async () => {
    serve({
      '/api/auth/get-session': [{ session: { id: 's' }, user: { id: 'u' } }, 200],
      '/api/user-details': [{ error: { code: 'INTERNAL', message: 'Something broke' } }, 500],
    });
    await expect(getCurrentUser()).rejects.toThrow('Something broke');
  });
});
