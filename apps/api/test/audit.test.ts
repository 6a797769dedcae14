import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, setRole } from '../src/cli/admin.js';
import { queryRows } from '../src/db/client.js';
import { AUDITED_ROUTES } from '../src/modules/audit/service.js';
import { asUser, createTestApp, signedInUser, type TestContext } from './helpers.js';

/*
 * The administrators' audit log (issue 24, point 3): every admin write route is named in the audit
 * table, a write records who, when, from where, what and the resource before and after, a refused one
 * records nothing, and the database refuses to change or remove a record.
 */
let ctx: TestContext;
let admin: string;
let fan: string;
let fanId: string;
const ADMIN_EMAIL = 'audit.boss@example.org';

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, config: { CREDITS_ENABLED: true } });
  fan = await signedInUser(ctx.app, 'audit.fan@example.org');
  admin = await signedInUser(ctx.app, ADMIN_EMAIL);
  await setRole(ctx.database.db, ADMIN_EMAIL, 'admin');
  fanId = (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: asUser(fan) })).json().data.id;
});
afterAll(async () => ctx?.close());

const audit = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: asUser(admin) });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: Array<Record<string, unknown>>;
    pageInfo: { totalRecords: number };
  };
};

describe('the audit log', () => {
  it('names every admin write route the server registers, and no route it does not', () => {
    const writes = ctx.app.routeList.filter(
      (route) => route.includes(' /api/admin/') && !/^(GET|HEAD|OPTIONS) /.test(route),
    );
    const missing = writes.filter((route) => !(route in AUDITED_ROUTES));
    expect(missing, 'admin write routes with no entry in AUDITED_ROUTES (modules/audit/service.ts)').toEqual([]);
    const stale = Object.keys(AUDITED_ROUTES).filter((route) => !writes.includes(route));
    expect(stale, 'entries in AUDITED_ROUTES for routes that no longer exist').toEqual([]);
  });

  it('records a write: who, when, from which address, the route, what was asked, before and after', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${fanId}/credits`,
      headers: asUser(admin),
      remoteAddress: '192.0.2.44',
      payload: { amount: 3, reason: 'Sorry for the outage' },
    });
    expect(answer.statusCode).toBe(201);
    const [entry] = (await audit('?resource=credits')).data;
    expect(entry).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      address: '192.0.2.44',
      action: 'POST /api/admin/users/:id/credits',
      resourceType: 'credits',
      resourceId: fanId,
      statusCode: 201,
      request: { amount: 3, reason: 'Sorry for the outage' },
      before: { id: fanId, email: 'audit.fan@example.org' },
      after: { balance: 300 },
    });
    expect(entry?.resourceName).toMatch(/audit\.fan@example\.org/);
    expect(Date.now() - Date.parse(entry?.at as string)).toBeLessThan(60_000);
  });

  it('keeps the resource before and after an edit, and records deletes', async () => {
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/tournaments?status=UPCOMING', headers: asUser(admin) })
    ).json().data as Array<{ id: string; name: string }>;
    const tournament = list[0] as { id: string; name: string };
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/tournaments/${tournament.id}`,
      headers: asUser(admin),
      payload: { name: 'Renamed Open' },
    });
    expect(patched.statusCode).toBe(200);
    const [edit] = (await audit('?resource=tournament')).data;
    expect(edit).toMatchObject({
      action: 'PATCH /api/admin/tournaments/:id',
      resourceId: tournament.id,
      before: { name: tournament.name },
      after: { name: 'Renamed Open' },
    });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/tournaments/${tournament.id}`,
      headers: asUser(admin),
    });
    expect(deleted.statusCode).toBe(200);
    const [removal] = (await audit('?resource=tournament')).data;
    expect(removal).toMatchObject({
      action: 'DELETE /api/admin/tournaments/:id',
      resourceId: tournament.id,
      before: { name: 'Renamed Open' },
      // Named as it was, with its gender, though it no longer exists.
      resourceName: expect.stringMatching(/^Renamed Open \((Men's|Women's)\)$/),
    });
    expect(edit?.resourceName).toMatch(/^Renamed Open \((Men's|Women's)\)$/);
  });

  it('records nothing for a refused write, a fan, or a preview', async () => {
    const before = (await audit()).pageInfo.totalRecords;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${fanId}/credits`,
      headers: asUser(admin),
      payload: { amount: 0, reason: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const byFan = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${fanId}/credits`,
      headers: asUser(fan),
      payload: { amount: 5, reason: 'x' },
    });
    expect(byFan.statusCode).toBe(403);
    expect((await audit()).pageInfo.totalRecords).toBe(before);
  });

  it('filters by administrator, resource and day, and is for administrators only', async () => {
    expect((await audit(`?admin=${encodeURIComponent(ADMIN_EMAIL.toUpperCase())}`)).pageInfo.totalRecords).toBe(3);
    expect((await audit('?admin=someone.else@example.org')).pageInfo.totalRecords).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).pageInfo.totalRecords).toBe(3);
    expect((await audit('?to=2020-01-01')).pageInfo.totalRecords).toBe(0);
    // The calendar's ends: the last day is no 500 (its next day doesn't print as PostgreSQL reads), year 0 a 400.
    expect((await audit('?from=0001-01-01&to=9999-12-31')).pageInfo.totalRecords).toBe(3);
    const yearZero = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=0000-12-31',
      headers: asUser(admin),
    });
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().error.message).toContain('from must be a date from 0001-01-01');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit?resource=planet',
      headers: asUser(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^resource must be one of tournament, match/);
    const asFan = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: asUser(fan) });
    expect(asFan.statusCode).toBe(403);
  });

  it('is append-only: the database refuses to change, delete or truncate a record', async () => {
    for (const statement of [
      sql`update admin_audit set admin_email = 'someone@example.org'`,
      sql`delete from admin_audit`,
      sql`truncate admin_audit`,
    ]) {
      const refusal = await ctx.database.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(refusal).toMatch(/admin_audit is append-only/);
    }
    const [row] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from admin_audit`);
    expect(row?.n).toBe(3);
  });

  it("records the role given from the command line (npm run admin), by the machine's user", async () => {
    await signedInUser(ctx.app, 'audit.cli@example.org');
    expect(await runAdminCommand(ctx.database.db, 'grant', 'Audit.CLI@example.org')).toMatch(/is now an admin/);
    const [entry] = (await audit('?resource=user')).data;
    expect(entry).toMatchObject({
      action: 'CLI grant',
      address: 'local',
      adminEmail: expect.stringMatching(/^npm run admin \(.+\)$/),
      before: { email: 'audit.cli@example.org', role: 'user' },
      after: { email: 'audit.cli@example.org', role: 'admin' },
    });
  });

  // Issue 43, point 2: a write and its audit row commit together or not at all.
  const countAudit = async () =>
    (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from admin_audit`))[0]?.n;
  const creditsOf = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users/${fanId}/credit-transactions`,
        headers: asUser(admin),
      })
    ).json().balance as number;

  it('refuses text the database cannot store (a lone surrogate) with a 400, before anything is written', async () => {
    const rows = await countAudit();
    const balance = await creditsOf();
    const lone = '\ud800';
    const tournament = (await ctx.app.inject({ method: 'GET', url: '/api/tournaments?page_size=1' })).json().data[0];
    const player = (await ctx.app.inject({ method: 'GET', url: '/api/players?page_size=1' })).json().data[0];
    const writes: Array<[string, string, string, object]> = [
      ['POST', `/api/admin/users/${fanId}/credits`, 'reason', { amount: 2, reason: `Sorry ${lone}` }],
      ['PATCH', `/api/admin/players/${player.id}`, 'fullName', { fullName: `Jo ${lone}` }],
      ['PATCH', `/api/admin/tournaments/${tournament.id}`, 'name', { name: `Open ${lone}` }],
    ];
    for (const [method, url, field, payload] of writes) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await ctx.app.inject({ method: method as 'POST', url, headers: asUser(admin), payload });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: `${field} must not contain half of a UTF-16 surrogate pair (\\ud800-\\udfff alone)`,
          fields: { [field]: expect.any(String) },
        });
      }
    }
    expect(await creditsOf()).toBe(balance);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/players/${player.id}` })).json().data.fullName).toBe(
      player.fullName,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/tournaments/${tournament.id}` })).json().data.name).toBe(
      tournament.name,
    );
    expect(await countAudit()).toBe(rows);
    // A pair of surrogates (an emoji) is text like any other.
    const emoji = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${fanId}/credits`,
      headers: asUser(admin),
      payload: { amount: 1, reason: 'Great rally 🎾' },
    });
    expect(emoji.statusCode).toBe(201);
    expect(await countAudit()).toBe((rows ?? 0) + 1);
  });

  it('undoes the write when its audit row cannot be written: no write without its record', async () => {
    const rows = await countAudit();
    const balance = await creditsOf();
    const grant = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/users/${fanId}/credits`,
        headers: asUser(admin),
        payload: { amount: 2, reason: 'Audit down' },
      });
    // The audit insert fails after the grant has been posted in the same transaction (a crash between the two).
    await ctx.database.db.execute(sql`create function audit_down() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is down'; end $$`);
    await ctx.database.db.execute(
      sql`create trigger audit_down before insert on admin_audit for each row execute function audit_down()`,
    );
    try {
      for (let attempt = 0; attempt < 3; attempt++) expect((await grant()).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`drop trigger audit_down on admin_audit`);
      await ctx.database.db.execute(sql`drop function audit_down()`);
    }
    expect(await creditsOf()).toBe(balance);
    expect(await countAudit()).toBe(rows);
    const [lines] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ledger_transfers where description = 'Audit down'`,
    );
    expect(lines?.n).toBe(0);
    // With the log back, the same grant moves the balance and is recorded.
    expect((await grant()).statusCode).toBe(201);
    expect(await creditsOf()).toBe(balance + 200);
    expect(await countAudit()).toBe((rows ?? 0) + 1);
  });
});
