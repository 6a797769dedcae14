import { DepositLimitsSchema } from '@squash/core';
import { fan, identityState } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { describePage } from '@/testing/page-test';

const none = { amount: null, pending: null };
const limits = read('/api/user/limits', {
  body: { data: DepositLimitsSchema.parse({ daily: { amount: 20, pending: null }, weekly: none, monthly: none }) },
});
const identity = read('/api/user/identity', { body: { data: identityState() } });
const noPause = read('/api/user/pause', { body: { data: null } });

describePage('the account page', '/account', {
  filled: { answers: [...signedIn(fan()), limits, identity, noPause], data: 'nour_drops' },
});

// A fan who hasn't said when they were born or where they live: the paid-play card asks.
describePage('the account page before paid play', '/account', {
  filled: { answers: [...signedIn(fan({ dateOfBirth: null, country: null })), limits, identity, noPause] },
});
