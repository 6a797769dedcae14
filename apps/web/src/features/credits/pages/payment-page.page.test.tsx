import { fan, pageInfo, payment } from '@/testing/mock-api/data';
import { type ReadState, read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const me = signedIn(fan());
const balance = (state: ReadState) => read('/api/credit-balance', state);
const paid = payment({ creditAmount: 5 });
const mine = read('/api/payments', {
  body: {
    data: [
      paid,
      payment({ creditAmount: 1, amountCents: 1000, status: 'FAILED', failureReason: 'Your card was declined.' }),
    ],
    pageInfo: pageInfo(2),
  },
});

// Buying credits: the amounts on offer, each with its price.
describePage('the buy credits page', '/payment', {
  loading: { answers: [...me, balance('loading')] },
  error: { answers: [...me, balance('error')] },
  filled: { answers: [...me, balance({ body: { data: { balance: 300 } } })], shows: '10 Credits' },
});

// The receipt of a payment, under both of the spec's paths.
for (const path of ['/payment', '/receipt']) {
  describePage(`the receipt at ${path}/:id`, `${path}/${paid.id}`, {
    loading: { answers: [...me, read('/api/payments/:id', 'loading')] },
    error: { answers: [...me, read('/api/payments/:id', 'error')] },
    filled: {
      answers: [
        ...me,
        balance({ body: { data: { balance: 800 } } }),
        read('/api/payments/:id', { body: { data: paid } }),
      ],
      shows: '5 Credits have been added to your balance.',
    },
  });
}

describePage('the credits page', '/credits', {
  loading: {
    answers: [
      ...me,
      balance('loading'),
      read('/api/credit-transactions', 'loading'),
      read('/api/prizes', 'loading'),
      read('/api/payments', 'loading'),
    ],
  },
  filled: {
    answers: [
      ...me,
      balance({ body: { data: { balance: 800 } } }),
      read('/api/credit-transactions', { body: { data: [], pageInfo: pageInfo(0) } }),
      read('/api/prizes', { body: { data: [], pageInfo: pageInfo(0) } }),
      mine,
    ],
  },
});
