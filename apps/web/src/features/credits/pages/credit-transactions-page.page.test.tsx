import { describeCredit } from '@squash/core';
import { creditLine, fan, pageInfo } from '@/testing/mock-api/data';
import { type ReadState, read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const me = signedIn(fan());
const balance = read('/api/credit-balance', { body: { data: { balance: 1200 } } });
const lines = (state: ReadState) => read('/api/credit-transactions', state);
const windy = { name: 'Windy City Open 2027', gender: 'mens' } as const;
const filled = [
  creditLine(500, describeCredit({ kind: 'PURCHASE', tournament: null, credits: 5, sponsor: null }), 'USER_TOP_UP'),
  creditLine(
    -100,
    describeCredit({ kind: 'ENTRY', tournament: windy, credits: null, sponsor: null }),
    'ENTRY_PURCHASE',
  ),
  creditLine(
    100,
    describeCredit({ kind: 'REFUND_REMOVED', tournament: windy, credits: null, sponsor: null }),
    'REFUND',
  ),
  creditLine(
    250,
    describeCredit({ kind: 'PRIZE_FIXED', tournament: windy, credits: null, sponsor: 'Dunlop' }),
    'PRIZE',
  ),
  creditLine(300, 'Welcome back for the new season', 'ADMIN_TOP_UP'),
];

describePage('the credit transactions page', '/credit-transactions', {
  loading: { answers: [...me, balance, lines('loading')] },
  empty: { answers: [...me, balance, lines({ body: { data: [], pageInfo: pageInfo(0) } })] },
  error: { answers: [...me, balance, lines('error')] },
  filled: {
    answers: [...me, balance, lines({ body: { data: filled, pageInfo: pageInfo(5) } })],
    shows: '5 credits bought by card',
    data: 'Windy City Open 2027',
  },
});
