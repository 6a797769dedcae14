import { fan, tournamentWithDraw } from '@/testing/mock-api/data';
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
