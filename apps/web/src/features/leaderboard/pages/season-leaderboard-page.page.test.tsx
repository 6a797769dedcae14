import { pageInfo, SEASON, seasonRow } from '@/testing/mock-api/data';
import { type ReadState, read } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const board = (state: ReadState) => read('/api/leaderboard', state);
const rows = [
  seasonRow(1, 'boast_machine', 412),
  seasonRow(2, 'nick_hunter', 398),
  seasonRow(2, 'tin_man_27', 398),
  seasonRow(4, 'a_very_long_username_of_26', 376),
];

describePage('the season leaderboard', '/leaderboard', {
  loading: { answers: [board('loading')] },
  empty: { answers: [board({ body: { data: [], pageInfo: pageInfo(0), season: SEASON } })] },
  error: { answers: [board('error')], shows: 'Error Loading Data' },
  filled: { answers: [board({ body: { data: rows, pageInfo: pageInfo(64), season: SEASON } })], data: 'tin_man_27' },
});
