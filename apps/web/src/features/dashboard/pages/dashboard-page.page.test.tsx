import { entryOf, fan, pageInfo, tournament } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const me = fan();
const open = tournament({ name: 'Windy City Open 2027', status: 'UPCOMING' });
// An open entry, as the fan's list of entries has it.
const { mine: entry } = entryOf(open, me.id, [], { id: '00000000-0000-4000-8000-000000000601' });
const upcoming = read('/api/tournaments', { body: { data: [open], pageInfo: pageInfo(1) } });
const lines = read('/api/credit-transactions', { body: { data: [], pageInfo: pageInfo(0) } });
const leagues = read('/api/leagues', { body: { data: [] } });

describePage('the dashboard', '/dashboard', {
  loading: { answers: [...signedIn(me), read('/api/entries', 'loading'), upcoming, lines, leagues] },
  empty: { answers: [...signedIn(me), read('/api/entries', { body: { data: [] } }), upcoming, lines, leagues] },
  error: { answers: [...signedIn(me), read('/api/entries', 'error'), upcoming, lines, leagues] },
  filled: {
    answers: [...signedIn(me), read('/api/entries', { body: { data: [entry] } }), upcoming, lines, leagues],
    data: 'Windy City Open 2027',
  },
});
