import {
  AdminLeagueSchema,
  AdminPaymentSchema,
  AdminTournamentSchema,
  AdminUserSchema,
  OutboxMailSchema,
} from '@squash/core';
import {
  adminEntry,
  adminPlayer,
  dataIssue,
  fan,
  match,
  pageInfo,
  payment,
  testId,
  tournament,
} from '@/testing/mock-api/data';
import { type ReadState, read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

/*
 * The back office's lists (issue 64): each in its loading, empty, error and filled states, in every language. A
 * row's own words (names, emails, a data issue's description) are its data; its labels, statuses and dates are
 * the catalogue's and the reader's.
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

const windy = tournament({ name: 'Windy City Open 2027', status: 'UPCOMING' });
const at = '2026-11-30T08:00:00.000Z';
/** Each list's rows, as its API answers them, and a word of them the filled page must show. */
const ROWS: Record<string, { rows: unknown[]; shows: string }> = {
  '/api/admin/users': {
    rows: ['boast_machine', 'nick_hunter'].map((username, n) =>
      AdminUserSchema.parse({
        id: testId(),
        username,
        email: `${username}@example.com`,
        fullName: null,
        role: n === 0 ? 'admin' : 'user',
        createdAt: at,
        acceptedTermsAt: at,
        tournamentUpdatesEnabled: true,
        tournamentResultsEnabled: false,
        points: 212 - n * 40,
        correctTips: 18,
        totalTips: 30,
        hasAccount: true,
        playMark: n === 1 ? 'staff' : null,
      }),
    ),
    shows: 'nick_hunter',
  },
  '/api/admin/tournaments': {
    rows: [AdminTournamentSchema.parse({ ...windy, sourceKey: null, entryCount: 14, createdAt: at })],
    shows: 'Windy City Open 2027',
  },
  '/api/admin/matches': {
    rows: [
      match(windy),
      match(windy, { isCompleted: false, winnerId: null, gameScore: null, games: null, outcome: null }),
    ],
    shows: 'Paul Coll',
  },
  '/api/admin/players': {
    rows: [adminPlayer()].map(({ upcomingMatches: _u, completedMatches: _c, ...player }) => player),
    shows: 'Paul Coll',
  },
  '/api/admin/entries': { rows: [adminEntry(windy)], shows: 'nour_drops' },
  '/api/admin/data-issues': {
    rows: [dataIssue({ createdAt: at })],
    shows: 'Mohamed Zakaria',
  },
  '/api/admin/outbox': {
    rows: [
      OutboxMailSchema.parse({
        id: testId(),
        to: 'nour@example.com',
        subject: 'Verify your email',
        text: 'Open the link to verify your email.',
        html: '<p>Open the link to verify your email.</p>',
        link: 'http://localhost:3000/verify?token=abc',
        createdAt: at,
      }),
    ],
    shows: 'Verify your email',
  },
  '/api/admin/payments': {
    rows: [
      AdminPaymentSchema.parse({
        ...payment({ creditAmount: 5 }),
        userId: testId(),
        username: 'nour_drops',
        email: 'nour@example.com',
        provider: 'test',
        providerReference: 'test_cs_123',
      }),
    ],
    shows: 'nour_drops',
  },
  '/api/admin/leagues': {
    rows: [
      AdminLeagueSchema.parse({
        id: testId(),
        name: 'Tuesday Night Boasters',
        ownerUsername: 'boast_machine',
        memberCount: 12,
        createdAt: at,
      }),
    ],
    shows: 'Tuesday Night Boasters',
  },
};

for (const [name, url, api] of LISTS) {
  const answer = (state: ReadState) => [...admin, read(api, state)];
  const filled = ROWS[api];
  describePage(`the back office's ${name}`, url, {
    loading: { answers: answer('loading') },
    empty: { answers: answer(empty) },
    error: { answers: answer('error') },
    ...(filled
      ? {
          filled: {
            answers: answer({ body: { data: filled.rows, pageInfo: pageInfo(filled.rows.length) } }),
            data: filled.shows,
          },
        }
      : {}),
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
