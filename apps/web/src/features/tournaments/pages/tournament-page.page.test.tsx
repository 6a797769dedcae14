import {
  dayFromNow,
  entryOf,
  fan,
  leaderboardRow,
  pageInfo,
  picksOf,
  tournamentWithDraw,
} from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const upcoming = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'UPCOMING' });
const detail = (body: unknown) => read('/api/tournaments/:id', { body: { data: body } });

describePage('an upcoming tournament, for a visitor', `/tournaments/${upcoming.id}`, {
  loading: { answers: [read('/api/tournaments/:id', 'loading')] },
  error: { answers: [read('/api/tournaments/:id', 'error')] },
  filled: { answers: [detail(upcoming)], data: 'Mohamed Abouelghar' },
});

describePage('an upcoming tournament, for a fan picking', `/tournaments/${upcoming.id}`, {
  filled: { answers: [...signedIn(fan()), detail(upcoming)], data: 'Mohamed Abouelghar' },
});

// A fan's saved entry of an upcoming tournament: their picks on the draw, and the picking bar says they are saved.
const me = fan();
const picks = picksOf(upcoming, me.username ?? 'nour_drops');
const { mine, entry } = entryOf(upcoming, me.id, picks.matchTips, { id: picks.entryId });
const saved = [read('/api/entries', { body: { data: [mine] } }), read('/api/entries/:id', { body: { data: entry } })];
describePage('an upcoming tournament, for a fan with a saved entry', `/tournaments/${upcoming.id}`, {
  filled: { answers: [...signedIn(me), detail(upcoming), ...saved], shows: 'Saved' },
});

// Under way: six first-round results in, the leaderboard with who can still win.
const live = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: dayFromNow(-2) }, 6);
const board = read('/api/tournaments/:id/leaderboard', {
  body: {
    data: [leaderboardRow(1, 'boast_machine', 66, true), leaderboardRow(2, 'nour_drops', 55, true)],
    pageInfo: pageInfo(2),
  },
});
// The crowd's picks of each match, once tips are locked: none here.
const crowd = read('/api/tournaments/:id/pick-stats', { body: { data: [] } });
describePage('a tournament under way, for a visitor', `/tournaments/${live.id}`, {
  filled: { answers: [detail(live), board, crowd], shows: 'Leaderboard', data: 'Mohamed Abouelghar' },
});

// Finished: every result in, the final leaderboard.
const finished = tournamentWithDraw(
  { name: 'Canary Wharf Classic 2026', status: 'COMPLETED', startDate: dayFromNow(-20), endDate: dayFromNow(-14) },
  8,
);
describePage('a finished tournament, for a visitor', `/tournaments/${finished.id}`, {
  filled: { answers: [detail(finished), board, crowd], shows: 'Leaderboard', data: 'Mohamed Abouelghar' },
});
