import { initials, type UserDetails } from '@squash/core';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { SITE_CONFIG } from './data';

/*
 * Mock Service Worker's handlers for the API the pages call (issue 64), as bulletproof-react's tests do. The
 * defaults answer what every page's frame asks (the site's settings, who is signed in: nobody); a test adds
 * the answers of its page's own reads with `answers` (page-test.tsx). A request no handler answers fails the
 * test (page-setup.ts): a page's read that a test forgot shows, rather than hanging.
 */

/**
 * Every string the mocked API has answered with: names, places, a server's own message. The page tests' text
 * check takes these as data, not as texts of the site that should have come from a catalogue.
 */
export const dataStrings = new Set<string>();

function remember(value: unknown): void {
  if (typeof value === 'string') dataStrings.add(value);
  else if (Array.isArray(value)) for (const item of value) remember(item);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A credit line's description is the ledger's English: with its parts (`note`) the page must say it in
      // the reader's language, so it is not data the page may show as it is.
      if (key === 'description' && 'note' in value && value.note !== null) continue;
      // So is a badge's `detail`: the page says it from its `facts`.
      if (key === 'detail' && 'facts' in value) continue;
      // A player is also said by their surname alone ('Farag'), as the draw's small cards do.
      // ...and, without a photo, by their initials ('PC' for Paul Coll), as the back office's PlayerPhoto does.
      if (key === 'fullName' && typeof item === 'string') {
        const words = item.split(/\s+/).filter(Boolean);
        for (const word of words) remember(word);
        remember(
          words
            .map((word) => word[0]?.toUpperCase() ?? '')
            .slice(0, 2)
            .join(''),
        );
      }
      remember(item);
    }
  }
}

/** What a test typed into the page (an email address): shown back, it is the reader's, not the site's text. */
export function typedByReader(value: string): string {
  dataStrings.add(value);
  return value;
}

const SERVER_ERROR = { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } };
remember(SITE_CONFIG);
remember(SERVER_ERROR);

/** The URLs a `read(…, 'loading')` holds for ever: a page waiting for them is as settled as it will get. */
export const unanswered = new Set<string>();

/** The frame's reads, for a visitor. */
export const defaultHandlers: RequestHandler[] = [
  http.get('/api/site-config', () => HttpResponse.json({ data: SITE_CONFIG })),
  http.get('/api/auth/get-session', () => HttpResponse.json(null)),
  // The header's balance, for a signed-in fan (a test of a page about credits answers its own).
  http.get('/api/credit-balance', () => HttpResponse.json({ data: { balance: 1200 } })),
  // The fan's entries, which a tournament's page reads for its own: none.
  http.get('/api/entries', () => HttpResponse.json({ data: [] })),
  // The live streams: none in these tests (a page without one still draws everything).
  http.get(/\/api\/(.+\/)?live$/, () => new HttpResponse(null, { status: 204 })),
];

/** A signed-in fan (or, with `isAdmin`, an administrator): the session and their details, in the page's language. */
export function signedIn(user: UserDetails): RequestHandler[] {
  remember(user);
  // The avatar's letters are the name's.
  remember(initials(user));
  return [
    http.get('/api/auth/get-session', () =>
      HttpResponse.json({ session: { id: 'session', userId: user.id }, user: { id: user.id, email: user.email } }),
    ),
    // In the page's language, as a fan's profile is once they have chosen it: the app would otherwise save the
    // page's language on the profile, or reload into the profile's.
    http.get('/api/user-details', () =>
      HttpResponse.json({ data: { ...user, locale: document.documentElement.lang || 'en' } }),
    ),
  ];
}

/** The state a read is tested in: still loading, failed, not found, or answered with `body`. */
export type ReadState = 'loading' | 'error' | 'missing' | { body: unknown };

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };
remember(NOT_FOUND);

/** A GET of `path` (MSW's path syntax: '/api/tournaments/:id') answered as `state` says. */
export function read(path: string | RegExp, state: ReadState): RequestHandler {
  if (typeof state === 'object') remember(state.body);
  return http.get(path, async ({ request }) => {
    if (state === 'loading') {
      // Never answered: the page stays in its loading state, and the test doesn't wait for this one.
      unanswered.add(request.url);
      await delay('infinite');
      return HttpResponse.json(null);
    }
    if (state === 'error') {
      return HttpResponse.json(SERVER_ERROR, { status: 500 });
    }
    if (state === 'missing') {
      return HttpResponse.json(NOT_FOUND, { status: 404 });
    }
    return HttpResponse.json(state.body as Record<string, unknown>);
  });
}

/**
 * The API's refusal of a form's fields (400 'VALIDATION_ERROR' unless said otherwise), as a handler answers it:
 * `fields` names each field's problem, which the form shows under the field.
 */
export function fieldsRefused(
  fields: Record<string, string>,
  { status = 400, code = 'VALIDATION_ERROR' }: { status?: number; code?: string } = {},
) {
  return HttpResponse.json({ error: { code, message: 'Check the form', fields } }, { status });
}
