import { entryOf, fan, picksOf, tournamentWithDraw } from '@/testing/mock-api/data';
import { type ReadState, read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

/*
 * My Tips (issue 64): the signed-in fan's tips on completed matches, put together from their entries, each
 * entry's tips and its tournament's draw. Signed out, the tab asks the reader to sign in.
 */

const me = fan({ username: 'nour_drops' });
// A tournament under way: four first-round matches played, the fan's tips on all of them (two right, two wrong).
const draw = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE' }, 4);
const picks = picksOf(draw, 'nour_drops', (position) => (position % 2 === 0 ? 0 : 1));
const { mine: myEntry, entry } = entryOf(draw, me.id, picks.matchTips, {
  id: picks.entryId,
  status: 'FINALIZED',
  createdAt: '2026-10-30T18:00:00.000Z',
  updatedAt: '2026-10-30T18:00:00.000Z',
  finalizedAt: '2026-10-30T18:00:00.000Z',
  rank: 12,
  score: 2,
  possibleScore: 4,
  points: 22,
  maxPoints: 140,
});

const entries = (state: ReadState) => read('/api/entries', state);
const answers = (state: ReadState) => [
  ...signedIn(me),
  entries(state),
  read(`/api/entries/${entry.id}`, { body: { data: entry } }),
  read(`/api/tournaments/${draw.id}`, { body: { data: draw } }),
];

describePage('My Tips', '/results?tab=mine', {
  loading: { answers: answers('loading') },
  empty: { answers: answers({ body: { data: [] } }), shows: 'No Tips Yet' },
  error: { answers: answers('error') },
  filled: { answers: answers({ body: { data: [myEntry] } }), data: 'Canary Wharf Classic 2027' },
});

describePage('My Tips signed out', '/results?tab=mine', { filled: { shows: 'Sign In Required' } });
