import { CREDIT_UNIT, type TournamentDetail } from '@squash/core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { creditBalance, ledgerProblems } from '../src/modules/ledger/service.js';
import {
  asUser,
  bracketTips,
  createTestApp,
  demoSessions,
  fanWithCredits,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

/*
 * Eligibility for paid play (issue 62, points 1 and 2): the server checks the terms, the date of birth against
 * the place's minimum age, the place against the operator's table, and the request's address and the card's
 * country against the place, at every purchase and paid entry, whatever the browser did. The clock stands at
 * 2026-11-21 (SEED_NOW).
 */
let ctx: TestContext;
let upcoming: TournamentDetail;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { CREDITS_ENABLED: true } });
  upcoming = await upcomingTournament(ctx.app);
  await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${upcoming.id}`);
  admin = (await demoSessions(ctx.app)).admin;
});
afterEach(async () => {
  expect(await ledgerProblems(ctx.database.db)).toEqual([]);
});
afterAll(async () => ctx?.close());

/** Addresses the shipped country data places: an Australian, a French one; and a private one (unknown). */
const AUSTRALIAN_ADDRESS = '1.128.0.1';
const FRENCH_ADDRESS = '90.84.0.1';
const PRIVATE_ADDRESS = '10.1.2.3';

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  from?: string,
) =>
  ctx.app.inject({
    method,
    url,
    headers: asUser(cookie),
    ...(payload ? { payload } : {}),
    ...(from ? { remoteAddress: from } : {}),
  });
const declare = (cookie: string, fields: object) => call(cookie, 'PATCH', '/api/user', fields);
const buy = (cookie: string) => call(cookie, 'POST', '/api/payments', { creditAmount: 2 });
const buyFrom = (cookie: string, from: string) => call(cookie, 'POST', '/api/payments', { creditAmount: 2 }, from);
const enter = (cookie: string, from?: string) =>
  call(cookie, 'POST', `/api/tournaments/${upcoming.id}/entries`, { matchTips: bracketTips(upcoming) }, from);
const paymentsOf = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from payments where user_id = ${userId}`,
    )
  )[0]?.n;

describe('what paid play asks for', () => {
  it('refuses a purchase, step by step, until the terms, a date of birth and a country are given', async () => {
    const { cookie, id } = await fanWithCredits(ctx.app, 'newcomer@example.org', 0, { eligible: false });
    const refusals: Array<[object, string, string]> = [
      [{ acceptedTermsAt: '2026-11-21T00:00:00.000Z' }, 'acceptedTermsAt', 'Paid play needs the terms accepted'],
      [{ dateOfBirth: '1990-04-02' }, 'dateOfBirth', 'Paid play needs your date of birth'],
      [{ country: 'AU' }, 'country', 'Paid play needs the country you live in'],
    ];
    for (const [fix, field, sentence] of refusals) {
      const refused = await buy(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      expect(refused.json().error.message).toContain(sentence);
      expect(refused.json().error.message).toContain('account page');
      expect(Object.keys(refused.json().error.fields)).toEqual([field]);
      expect((await declare(cookie, fix)).statusCode).toBe(200);
    }
    expect(await paymentsOf(id)).toBe(0);
    expect((await buy(cookie)).statusCode).toBe(201);
    const me = (await call(cookie, 'GET', '/api/user-details')).json().data;
    expect(me).toMatchObject({ dateOfBirth: '1990-04-02', country: 'AU', region: null });
    // The back office sees what the fan declared, beside their limits and breaks.
    const seen = (await call(admin, 'GET', `/api/admin/users/${id}`)).json().data;
    expect(seen.paidPlay).toMatchObject({ dateOfBirth: '1990-04-02', country: 'AU', region: null, pauses: [] });
    expect(seen.paidPlay.limits.daily).toEqual({ amount: null, pending: null });
  });

  it('says it in the reader’s language', async () => {
    const { cookie } = await fanWithCredits(ctx.app, 'nouveau@example.org', 0, { eligible: false });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...asUser(cookie), 'accept-language': 'fr' },
      payload: { creditAmount: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).not.toContain('Paid play needs');
  });

  it('refuses under 18 in Australia, naming the place, and takes 18 on the birthday itself', async () => {
    const { cookie, id } = await fanWithCredits(ctx.app, 'seventeen@example.org', 500);
    expect((await declare(cookie, { dateOfBirth: '2008-11-22' })).statusCode).toBe(200);
    for (const refused of [await buy(cookie), await enter(cookie)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        'Paid play in Australia is for fans 18 or older. Free tournaments stay open to you.',
      );
    }
    expect(await creditBalance(ctx.database.db, id)).toBe(500 * CREDIT_UNIT);
    expect((await declare(cookie, { dateOfBirth: '2008-11-21' })).statusCode).toBe(200);
    expect((await buy(cookie)).statusCode).toBe(201);
    expect((await enter(cookie)).statusCode).toBe(201);
    expect(await creditBalance(ctx.database.db, id)).toBe(500 * CREDIT_UNIT - 100);
  });

  it('takes a free entry only from a fan who accepted the terms', async () => {
    const { cookie } = await fanWithCredits(ctx.app, 'free.no.terms@example.org', 0, { eligible: false });
    await ctx.database.db.execute(sql`update tournaments set entry_fee = 0 where id = ${upcoming.id}`);
    try {
      const refused = await enter(cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('Entering needs the terms accepted');
      expect(refused.json().error.fields).toHaveProperty('acceptedTermsAt');
      await declare(cookie, { acceptedTermsAt: '2026-11-21T00:00:00.000Z' });
      // Nothing else is asked of free play: no date of birth, no place.
      expect((await enter(cookie)).statusCode).toBe(201);
    } finally {
      await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${upcoming.id}`);
    }
  });

  it('keeps free entries open to a fan who may not play for money', async () => {
    const { cookie } = await fanWithCredits(ctx.app, 'young.free@example.org', 0);
    await declare(cookie, { dateOfBirth: '2010-01-01' });
    await ctx.database.db.execute(sql`update tournaments set entry_fee = 0 where id = ${upcoming.id}`);
    try {
      expect((await enter(cookie)).statusCode).toBe(201);
    } finally {
      await ctx.database.db.execute(sql`update tournaments set entry_fee = 100 where id = ${upcoming.id}`);
    }
  });
});

describe('where a fan plays from', () => {
  it('refuses paid pools outside Australia, as shipped, and lets the French buy for fixed-prize play', async () => {
    const { cookie, id } = await fanWithCredits(ctx.app, 'francaise@example.org', 500);
    expect((await declare(cookie, { country: 'FR' })).statusCode).toBe(200);
    const refused = await enter(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Paid entry to prize pools is not offered in France. Free tournaments stay open to you; nothing was charged.',
    );
    expect(await creditBalance(ctx.database.db, id)).toBe(500 * CREDIT_UNIT);
    expect((await buy(cookie)).statusCode).toBe(201);
  });

  it("refuses when the request's address is in another country, and counts private addresses as unknown", async () => {
    const { cookie, id } = await fanWithCredits(ctx.app, 'traveller@example.org', 500);
    const fromFrance = await buyFrom(cookie, FRENCH_ADDRESS);
    expect(fromFrance.statusCode).toBe(403);
    expect(fromFrance.json().error.message).toBe(
      'You are connecting from France, but your account says you live in Australia: paid play is open only from where you live. Nothing was charged; your account page has your country.',
    );
    expect((await enter(cookie, FRENCH_ADDRESS)).statusCode).toBe(403);
    expect(await paymentsOf(id)).toBe(0);
    expect(await creditBalance(ctx.database.db, id)).toBe(500 * CREDIT_UNIT);
    expect((await buyFrom(cookie, AUSTRALIAN_ADDRESS)).statusCode).toBe(201);
    expect((await buyFrom(cookie, PRIVATE_ADDRESS)).statusCode).toBe(201);
    expect((await enter(cookie, AUSTRALIAN_ADDRESS)).statusCode).toBe(201);
  });

  it('refuses a card from another country at the test checkout: the payment fails and nothing is credited', async () => {
    const { cookie, id } = await fanWithCredits(ctx.app, 'card.abroad@example.org');
    const pay = async (cardNumber: string) => {
      const started = await buy(cookie);
      expect(started.statusCode).toBe(201);
      return call(cookie, 'POST', `/api/payments/${started.json().data.id}/test-checkout`, {
        cardNumber,
        expiry: '12/30',
        cvc: '123',
      });
    };
    const french = (await pay('4000002500000003')).json().data;
    expect(french.status).toBe('FAILED');
    expect(french.failureReason).toContain('This card was issued in another country');
    expect(await creditBalance(ctx.database.db, id)).toBe(0);
    expect((await pay('4242424242424242')).json().data.status).toBe('FAILED');
    expect((await pay('4000000360000006')).json().data.status).toBe('SUCCEEDED');
    expect(await creditBalance(ctx.database.db, id)).toBe(2 * CREDIT_UNIT);
  });

  it('takes a region where the table tells regions apart, and its minimum age: 21 in New Jersey', async () => {
    const jersey = await call(admin, 'PUT', '/api/admin/jurisdictions/US-NJ', {
      paidPools: false,
      fixedPrizes: true,
      minimumAge: 21,
    });
    expect(jersey.statusCode).toBe(200);
    try {
      const { cookie } = await fanWithCredits(ctx.app, 'jersey@example.org');
      expect((await declare(cookie, { country: 'US', dateOfBirth: '2005-11-22' })).statusCode).toBe(200);
      const noRegion = await buy(cookie);
      expect(noRegion.statusCode).toBe(403);
      expect(noRegion.json().error.message).toBe(
        'Paid play in United States needs your state or province: add it on your account page.',
      );
      expect((await declare(cookie, { region: 'US-NJ' })).statusCode).toBe(200);
      expect((await buy(cookie)).json().error.message).toBe(
        'Paid play in New Jersey, United States is for fans 21 or older. Free tournaments stay open to you.',
      );
      expect((await declare(cookie, { dateOfBirth: '2005-11-21' })).statusCode).toBe(200);
      expect((await buy(cookie)).statusCode).toBe(201);
      // Elsewhere in the US, everywhere else's row applies: fixed prizes, 18.
      expect((await declare(cookie, { region: 'US-TX' })).statusCode).toBe(200);
      expect((await enter(cookie)).json().error.message).toContain('not offered in Texas, United States');
    } finally {
      await call(admin, 'DELETE', '/api/admin/jurisdictions/US-NJ');
    }
  });

  it('checks what a fan declares: real dates, real codes, a region of their own country', async () => {
    const { cookie } = await fanWithCredits(ctx.app, 'declares@example.org');
    for (const [fields, field] of [
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
      [{ country: 'ZZ' }, 'country'],
      [{ country: 'au' }, 'country'],
      [{ region: 'US-NJ' }, 'region'],
      [{ country: 'FR', region: 'AU-QLD' }, 'region'],
    ] as const) {
      const refused = await declare(cookie, fields);
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(refused.json().error.fields ?? {}), JSON.stringify(fields)).toContain(field);
    }
    expect((await declare(cookie, { region: 'AU-QLD' })).json().data.region).toBe('AU-QLD');
    // A new country leaves the old one's region behind.
    expect((await declare(cookie, { country: 'NZ' })).json().data).toMatchObject({ country: 'NZ', region: null });
  });
});

describe("the operator's table", () => {
  it('lists the shipped places, and audits every change with its before and after', async () => {
    const table = (await call(admin, 'GET', '/api/admin/jurisdictions')).json().data;
    expect(table.map((row: { code: string }) => row.code)).toEqual(['*', 'AU']);
    expect(table[0]).toMatchObject({ paidPools: false, fixedPrizes: true, minimumAge: 18 });
    expect(table[1]).toMatchObject({ paidPools: true, fixedPrizes: true, minimumAge: 18 });

    const noBasis = await call(admin, 'PUT', '/api/admin/jurisdictions/FR', {
      paidPools: true,
      fixedPrizes: true,
      minimumAge: 18,
    });
    expect(noBasis.statusCode).toBe(400);
    expect(noBasis.json().error.fields.poolBasis).toContain('licence or legal basis');
    for (const code of ['ZZ', 'fr', 'US-XX', 'FRA']) {
      const bad = await call(admin, 'PUT', `/api/admin/jurisdictions/${code}`, {
        paidPools: false,
        fixedPrizes: true,
        minimumAge: 18,
      });
      expect(bad.statusCode, code).toBe(400);
    }
    expect((await call(admin, 'DELETE', '/api/admin/jurisdictions/*')).statusCode).toBe(409);
    expect((await call(admin, 'DELETE', '/api/admin/jurisdictions/DE')).statusCode).toBe(404);

    const { cookie } = await fanWithCredits(ctx.app, 'licensed.fr@example.org', 200);
    await declare(cookie, { country: 'FR' });
    expect((await enter(cookie)).statusCode).toBe(403);
    const licensed = await call(admin, 'PUT', '/api/admin/jurisdictions/FR', {
      paidPools: true,
      poolBasis: 'ANJ licence 0000 (test)',
      fixedPrizes: true,
      minimumAge: 18,
    });
    expect(licensed.statusCode).toBe(200);
    // The next paid entry reads the table as it is now.
    expect((await enter(cookie)).statusCode).toBe(201);
    expect((await call(admin, 'DELETE', '/api/admin/jurisdictions/FR')).statusCode).toBe(200);

    const audit = (await call(admin, 'GET', '/api/admin/audit?resource=jurisdiction')).json().data;
    const put = audit.find((row: { action: string }) => row.action === 'PUT /api/admin/jurisdictions/:code');
    expect(put).toMatchObject({ resourceId: 'FR', before: null, statusCode: 200 });
    expect(put.after).toMatchObject({ code: 'FR', paidPools: true, poolBasis: 'ANJ licence 0000 (test)' });
    const removed = audit.find((row: { action: string }) => row.action === 'DELETE /api/admin/jurisdictions/:code');
    expect(removed.before).toMatchObject({ code: 'FR', paidPools: true });
  });
});
