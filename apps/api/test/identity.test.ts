import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { mismatchOf } from '../src/modules/identity/service.js';
import { identityVerified } from '../src/modules/prizes/service.js';
import { asUser, createTestApp, signedInUser, type TestContext } from './helpers.js';

/*
 * A fan's own identity check (issue 62, point 6), with the built-in test service: started from the account page,
 * decided from what the service reports, matched to the profile's date of birth and name; a verified fan's cash
 * prize needs no administrator's check.
 */
let ctx: TestContext;
let fan: string;
let fanId: string;
let stranger: string;

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object, language?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...asUser(cookie), ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
const state = async (cookie = fan, language?: string) =>
  (await call(cookie, 'GET', '/api/user/identity', undefined, language)).json().data;
const start = (cookie = fan) => call(cookie, 'POST', '/api/user/identity', {});
const simulate = (checkId: string, outcome: string, cookie = fan) =>
  call(cookie, 'POST', '/api/user/identity/test-verification', { checkId, outcome });

beforeAll(async () => {
  ctx = await createTestApp({});
  fan = await signedInUser(ctx.app, 'identity.fan@example.org');
  fanId = (await call(fan, 'GET', '/api/user-details')).json().data.id;
  await ctx.database.db.execute(
    sql`update users set full_name = 'Joëlle King', first_name = 'Joëlle' where id = ${fanId}`,
  );
  stranger = await signedInUser(ctx.app, 'identity.stranger@example.org', undefined, { eligible: false });
});
afterAll(async () => ctx?.close());

describe("a fan's own identity check", () => {
  it('asks for a date of birth first, since the document is checked against it', async () => {
    expect(await state(stranger)).toMatchObject({ status: 'none', testMode: true });
    const refused = await start(stranger);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.dateOfBirth).toContain('Add your date of birth');
  });

  it("fails another person's document, saying why in the fan's language, and lets them start again", async () => {
    const started = await start();
    expect(started.statusCode).toBe(201);
    const { checkId, testMode } = started.json().data;
    expect(testMode).toBe(true);
    expect(await state()).toMatchObject({ status: 'pending', method: 'provider', reason: null });
    expect((await simulate(checkId, 'maybe')).statusCode).toBe(400);
    // Not the stranger's to decide.
    expect((await simulate(checkId, 'matching', stranger)).statusCode).toBe(404);
    const failed = await simulate(checkId, 'another-person');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({
      status: 'failed',
      reason: "The document's date of birth isn't the one on your profile.",
    });
    expect((await state(fan, 'fr')).reason).toBe("La date de naissance du document n'est pas celle de votre profil.");
    // Decided once.
    expect((await simulate(checkId, 'matching')).statusCode).toBe(409);
    expect(await identityVerified(ctx.database.db, fanId)).toBe(false);
  });

  it("verifies the fan's own document, which then spares the administrator's check at a payout", async () => {
    const unreadable = (await start()).json().data.checkId;
    expect((await simulate(unreadable, 'unreadable')).json().data).toMatchObject({
      status: 'failed',
      reason: "The document couldn't be checked. Start again with a clear photo of a valid document.",
    });
    const { checkId } = (await start()).json().data;
    const verified = await simulate(checkId, 'matching');
    expect(verified.json().data).toMatchObject({ status: 'verified', reason: null });
    expect(await identityVerified(ctx.database.db, fanId)).toBe(true);
    const refused = await start();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Your identity is verified already.');
    const [row] = await queryRows<{ checked: string }>(
      ctx.database.db,
      sql`select checked from identity_checks where id = ${checkId}`,
    );
    expect(row?.checked).toContain('match the profile');
  });

  it("matches the document's name to the profile's, whatever the accents or case, and its birth date exactly", () => {
    const profile = { dateOfBirth: '1988-01-16', firstName: 'Joëlle', lastName: null, fullName: 'Joëlle King' };
    const reading = {
      status: 'verified' as const,
      dateOfBirth: '1988-01-16',
      firstName: 'JOELLE',
      lastName: 'KING',
      problem: null,
    };
    expect(mismatchOf(profile, reading)).toBeNull();
    expect(mismatchOf(profile, { ...reading, lastName: 'Kingsley' })?.message).toContain('name');
    expect(mismatchOf(profile, { ...reading, dateOfBirth: '1988-01-17' })?.message).toContain('date of birth');
    expect(mismatchOf(profile, { ...reading, status: 'canceled' })?.message).toContain('cancelled');
    expect(mismatchOf(profile, { ...reading, status: 'requires_input' })?.message).toContain("couldn't be checked");
    // A profile without a name is matched on the date of birth alone.
    expect(mismatchOf({ ...profile, firstName: null, fullName: null }, { ...reading, lastName: 'Other' })).toBeNull();
  });

  it('is signed-in only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/identity' })).statusCode).toBe(401);
  });
});
