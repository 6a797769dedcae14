import { comparison, fan, pageInfo, picksOf, tournamentWithDraw } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const me = fan({ username: 'nour_drops' });
const live = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: '2026-11-25' }, 4);
const mine = { ...picksOf(live, 'nour_drops'), userId: me.id };
const theirs = picksOf(live, 'tin_man_27', (position) => (position % 3 === 0 ? 1 : 0));
const detail = read('/api/tournaments/:id', { body: { data: live } });
const compared = read('/api/entries/:id/compare/:otherId', { body: { data: comparison(live, mine, theirs) } });
const url = `/tournaments/${live.id}/compare/${mine.entryId}/${theirs.entryId}`;
// The 'Compare with' list's first entries.
const top = read('/api/tournaments/:id/leaderboard', { body: { data: [], pageInfo: pageInfo(0) } });

describePage('two entries compared, by a visitor', url, {
  loading: { answers: [detail, read('/api/entries/:id/compare/:otherId', 'loading')] },
  error: { answers: [detail, read('/api/entries/:id/compare/:otherId', 'error')] },
  filled: { answers: [detail, compared, top], data: 'tin_man_27' },
});

// The reader's own entry is 'you', in the reader's language.
describePage('my entry compared with another', url, {
  filled: { answers: [...signedIn(me), detail, compared, top], data: 'tin_man_27' },
});

describePage("another fan's picks", `/tournaments/${live.id}/entries/${theirs.entryId}`, {
  loading: { answers: [detail, read('/api/entries/:id/picks', 'loading')] },
  error: { answers: [detail, read('/api/entries/:id/picks', 'error')] },
  filled: { answers: [detail, read('/api/entries/:id/picks', { body: { data: theirs } }), top], data: 'tin_man_27' },
});
