import { DepositLimitsSchema, IdentityStateSchema } from '@squash/core';
import { fan } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const none = { amount: null, pending: null };
const limits = read('/api/user/limits', {
  body: { data: DepositLimitsSchema.parse({ daily: { amount: 20, pending: null }, weekly: none, monthly: none }) },
});
const identity = read('/api/user/identity', {
  body: {
    data: IdentityStateSchema.parse({
      status: 'none',
      checkId: null,
      method: null,
      reason: null,
      decidedAt: null,
      testMode: true,
    }),
  },
});
const noPause = read('/api/user/pause', { body: { data: null } });

describePage('the account page', '/account', {
  filled: { answers: [...signedIn(fan()), limits, identity, noPause], data: 'nour_drops' },
});

// A fan who hasn't said when they were born or where they live: the paid-play card asks.
describePage('the account page before paid play', '/account', {
  filled: { answers: [...signedIn(fan({ dateOfBirth: null, country: null })), limits, identity, noPause] },
});
