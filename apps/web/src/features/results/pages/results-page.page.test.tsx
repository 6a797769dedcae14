import { match, pageInfo, tournament } from '@/testing/mock-api/data';
import { type ReadState, read } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const results = (state: ReadState) => read('/api/matches', state);
const open = tournament({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE' });
const played = [
  match(open),
  match(open, {
    roundName: 'Semi-finals',
    roundIndex: 4,
    gameScore: '3-0',
    games: [
      [11, 4],
      [11, 6],
      [11, 9],
    ],
  }),
  match(open, { roundName: 'Quarter-finals', roundIndex: 3, outcome: 'walkover', gameScore: null, games: null }),
];

describePage('the results page', '/results', {
  loading: { answers: [results('loading')] },
  empty: { answers: [results({ body: { data: [], pageInfo: pageInfo(0) } })], shows: 'No Results Yet' },
  error: { answers: [results('error')], shows: 'Error loading matches' },
  filled: { answers: [results({ body: { data: played, pageInfo: pageInfo(45) } })], data: 'Canary Wharf Classic 2027' },
});
