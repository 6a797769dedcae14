import { pageInfo, tournament } from '@/testing/mock-api/data';
import { type ReadState, read } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const list = (state: ReadState) => read('/api/tournaments', state);
const tournaments = [
  tournament({ name: 'Windy City Open 2027', status: 'UPCOMING', entryFee: 100, prizeModel: 'POOL' }),
  tournament({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', location: 'London, United Kingdom' }),
  tournament({
    name: 'Tournament of Champions 2027',
    status: 'PAID',
    gender: 'womens',
    location: 'New York, United States',
  }),
];

describePage('the tournaments page', '/tournaments', {
  loading: { answers: [list('loading')] },
  empty: { answers: [list({ body: { data: [], pageInfo: pageInfo(0) } })] },
  error: { answers: [list('error')], shows: 'Error Loading Data' },
  filled: {
    answers: [list({ body: { data: tournaments, pageInfo: pageInfo(3) } })],
    data: 'Tournament of Champions 2027',
  },
});

describePage('a page that does not exist', '/no-such-page', { filled: {} });
