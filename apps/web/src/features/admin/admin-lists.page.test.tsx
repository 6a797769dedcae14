import { fan, pageInfo } from '@/testing/mock-api/data';
import { type ReadState, read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

/*
 * The back office's lists (issue 64): each in its loading, empty and error states, in every language. Their
 * filled states are the end-to-end run's (e2e/tests/admin-*.spec.ts), on the demo's data.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const empty = { body: { data: [], pageInfo: pageInfo(0) } };

const LISTS: Array<[name: string, url: string, api: string]> = [
  ['the users list', '/admin/users', '/api/admin/users'],
  ['the tournaments list', '/admin/tournaments', '/api/admin/tournaments'],
  ['the matches list', '/admin/matches', '/api/admin/matches'],
  ['the players list', '/admin/players', '/api/admin/players'],
  ['the entries list', '/admin/entries', '/api/admin/entries'],
  ['the data issues', '/admin/data-issues', '/api/admin/data-issues'],
  ['the outbox', '/admin/outbox', '/api/admin/outbox'],
  ['the payments', '/admin/payments', '/api/admin/payments'],
  ['the audit log', '/admin/audit', '/api/admin/audit'],
  ['the leagues', '/admin/leagues', '/api/admin/leagues'],
  ['the account reviews', '/admin/account-reviews', '/api/admin/account-reviews'],
];

for (const [name, url, api] of LISTS) {
  const answer = (state: ReadState) => [...admin, read(api, state)];
  describePage(`the back office's ${name}`, url, {
    loading: { answers: answer('loading') },
    empty: { answers: answer(empty) },
    error: { answers: answer('error') },
  });
}

describePage("the back office's site settings", '/admin/settings', {
  loading: { answers: [...admin, read('/api/admin/site-settings', 'loading')] },
  error: { answers: [...admin, read('/api/admin/site-settings', 'error')] },
  filled: {
    answers: [
      ...admin,
      read('/api/admin/site-settings', {
        body: {
          data: {
            socialLinks: {
              Facebook: 'https://www.facebook.com/squashtips',
              Instagram: null,
              X: 'https://x.com/squashtips',
              YouTube: null,
            },
            updatedAt: '2026-11-30T08:00:00.000Z',
          },
        },
      }),
    ],
    shows: 'Last saved',
  },
});

describePage("the back office's places", '/admin/places', {
  loading: { answers: [...admin, read('/api/admin/jurisdictions', 'loading')] },
  error: { answers: [...admin, read('/api/admin/jurisdictions', 'error')] },
  filled: {
    answers: [
      ...admin,
      read('/api/admin/jurisdictions', {
        body: {
          data: [
            { code: '*', paidPools: false, poolBasis: null, fixedPrizes: true, minimumAge: 18, updatedAt: null },
            {
              code: 'AU',
              paidPools: true,
              poolBasis: 'Skill competition, Queensland law',
              fixedPrizes: true,
              minimumAge: 18,
              updatedAt: null,
            },
            { code: 'US-NJ', paidPools: false, poolBasis: null, fixedPrizes: true, minimumAge: 21, updatedAt: null },
          ],
        },
      }),
    ],
    data: 'Skill competition, Queensland law',
  },
});
