import { describeCredit } from '@squash/core';
import { expect, it } from 'vitest';
import {
  adminEntry,
  adminPlayer,
  adminTournament,
  adminUser,
  creditLine,
  fan,
  match,
  pageInfo,
  tournament,
} from '@/testing/mock-api/data';
import { type ReadState, read, signedIn } from '@/testing/mock-api/handlers';
import { checkPage, describePage, findText, PAGE_LOCALES, renderPage } from '@/testing/page-test';

/*
 * The back office's record pages (issue 64): a fan, a player, a match and an entry, each loading, missing (a
 * 404: '… not found' with the way back), failed (Retry) and drawn, and the back office's dashboard, in every
 * language. A record's own words (names, places) are its data; every label around them is the catalogue's.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const withAdmin = (...answers: ReturnType<typeof read>[]) => [...admin, ...answers];

/** A record page's states: its record's read loading, missing, failing, or answered with `record`. */
function recordStates(api: string, record: unknown, shows: string, data: string, more: ReturnType<typeof read>[] = []) {
  const answer = (state: ReadState) => withAdmin(read(api, state), ...more);
  return {
    loading: { answers: answer('loading') },
    empty: { answers: answer('missing'), shows: 'not found' },
    error: { answers: answer('error'), shows: 'Retry' },
    filled: { answers: answer({ body: { data: record } }), shows, data },
  };
}

const open = tournament({ name: 'Windy City Open 2027' });

// A fan on a week's break, with a daily limit waiting to be raised and an open account review.
const now = Date.now();
const reviewed = adminUser({
  username: 'boast_machine',
  paidPlay: {
    dateOfBirth: '1990-02-14',
    country: 'AU',
    region: 'AU-QLD',
    limits: {
      daily: { amount: 20, pending: { amount: 50, from: new Date(now + 20 * 3_600_000).toISOString() } },
      weekly: { amount: null, pending: null },
      monthly: { amount: 200, pending: null },
    },
    pauses: [
      {
        kind: 'break',
        since: new Date(now - 86_400_000).toISOString(),
        until: new Date(now + 6 * 86_400_000).toISOString(),
      },
    ],
    openReviews: 1,
    identityVerified: false,
  },
});
const credits = read(`/api/admin/users/${reviewed.id}/credit-transactions`, {
  body: {
    data: [
      creditLine(500, describeCredit({ kind: 'PURCHASE', tournament: null, credits: 5, sponsor: null }), 'USER_TOP_UP'),
      creditLine(
        -100,
        describeCredit({
          kind: 'ENTRY',
          tournament: { name: open.name, gender: 'mens' },
          credits: null,
          sponsor: null,
        }),
        'ENTRY_PURCHASE',
      ),
    ],
    pageInfo: pageInfo(2),
    balance: 400,
  },
});
describePage("the back office's fan", `/admin/users/${reviewed.id}`, {
  ...recordStates(`/api/admin/users/${reviewed.id}`, reviewed, 'Paid play', 'boast_machine', [credits]),
});

// A player with a match to come and one played.
const coming = match(open, { isCompleted: false, winnerId: null, gameScore: null, games: null, outcome: null });
const played = match(tournament({ name: 'Qatar Classic 2026', status: 'COMPLETED' }));
const coll = adminPlayer({ upcoming: [coming], completed: [played] });
describePage("the back office's player", `/admin/players/${coll.id}`, {
  ...recordStates(`/api/admin/players/${coll.id}`, coll, 'World Ranking', 'Paul Coll'),
});

// A played final, in a tournament under way.
const final = match(open);
const finalsTournament = read(`/api/admin/tournaments/${open.id}`, {
  body: { data: { ...adminTournament({ ...open, status: 'ACTIVE' }), id: open.id } },
});
describePage("the back office's match", `/admin/matches/${final.id}`, {
  ...recordStates(`/api/admin/matches/${final.id}`, final, 'Match Details', 'Ali Farag', [finalsTournament]),
});

const entry = adminEntry(open);
describePage("the back office's entry", `/admin/entries/${entry.id}`, {
  ...recordStates(`/api/admin/entries/${entry.id}`, entry, 'Entry Details', 'nour_drops'),
});

// The dashboard: today's counts, the money and the pushes.
const days = Array.from({ length: 7 }, (_, n) => ({
  day: new Date(now - n * 86_400_000).toISOString().slice(0, 10),
  sent: n === 0 ? 1340 : 200 - n,
  failed: n === 0 ? 12 : 0,
  gone: n === 1 ? 3 : 0,
}));
const stats = {
  users: 4821,
  activeTournaments: 2,
  entries: 10_294,
  openDataIssues: 3,
  money: {
    periodDays: 30,
    currency: 'AUD',
    creditsSold: 1830,
    revenueCents: 183_000,
    poolsHeld: 52_000,
    poolsHeldCents: 52_000,
    cashPrizesOwedCents: 31_200,
    tournamentsAwaitingPayment: 1,
    paymentsPending: 2,
    paymentsFailed: 5,
  },
  push: { devices: 1290, days },
};
describePage("the back office's dashboard", '/admin', {
  loading: { answers: withAdmin(read('/api/admin/stats', 'loading')) },
  error: { answers: withAdmin(read('/api/admin/stats', 'error')) },
  filled: { answers: withAdmin(read('/api/admin/stats', { body: { data: stats } })), shows: 'Mark as paid' },
});

it.each(PAGE_LOCALES)("a fan's page in the back office says what paid play knows of them, in %s", async (locale) => {
  await renderPage(
    `/admin/users/${reviewed.id}`,
    locale,
    withAdmin(read(`/api/admin/users/${reviewed.id}`, { body: { data: reviewed } }), credits),
  );
  await findText('boast_machine');
  if (locale === 'en') {
    // The break in force, the limits (the raise waiting), the open review and the identity still to check.
    await findText('Break');
    await findText('Under review');
    await findText('Not verified: a cash prize needs a check');
  }
  // The credit lines in the reader's language: never the ledger's English as stored.
  if (locale !== 'en') expect(document.body.textContent).not.toContain('bought by card');
  checkPage(locale);
});
