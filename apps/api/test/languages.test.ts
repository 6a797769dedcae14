import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { pushSubscriptions, users } from '../src/db/schema.js';
import { outboxMailer } from '../src/integrations/mail/mailer.js';
import { mailDateTime } from '../src/integrations/mail/templates.js';
import { textsFor } from '../src/lib/texts.js';
import { sendTipReminders } from '../src/modules/notifications/service.js';
import { tipsLockEvents } from '../src/modules/push/events.js';
import { pushBatches } from '../src/modules/push/service.js';
import {
  asUser,
  createTestApp,
  latestMail,
  ORIGIN,
  SEED_NOW,
  signedInUser,
  type TestContext,
  upcomingTournament,
} from './helpers.js';

/*
 * Issue 46: a fan's language is kept on their profile (the switcher sets it), and their mails and push
 * notifications come in it; the first mail of all, before they chose, in the language they were reading.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const userId = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: { cookie } })).json().data.id as string;

describe("a fan's language", () => {
  it('is kept on the profile, one of the three the site has', async () => {
    const cookie = await signedInUser(ctx.app, 'lang-keep@example.com');
    const details = () => ctx.app.inject({ method: 'GET', url: '/api/user-details', headers: { cookie } });
    expect((await details()).json().data.locale).toBeNull();
    const set = (locale: unknown) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/user', headers: asUser(cookie), payload: { locale } });
    expect((await set('fr')).statusCode).toBe(200);
    expect((await details()).json().data.locale).toBe('fr');
    const bad = await set('de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/locale must be one of en, fr, ar/);
    expect((await details()).json().data.locale).toBe('fr');
  });

  it("refuses in the reader's language: the cookie, else Accept-Language, else English", async () => {
    const refusal = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/user-details', headers })).json().error;
    expect(await refusal({})).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
    expect((await refusal({ 'accept-language': 'fr-FR,fr;q=0.9' })).message).toBe('Connectez-vous pour continuer');
    expect((await refusal({ 'accept-language': 'fr', cookie: 'lang=ar' })).message).toBe('سجّل الدخول للمتابعة');
    // With its values: a code that opens no league, and a join the fan can't make.
    const cookie = await signedInUser(ctx.app, 'lang-refusal@example.com');
    const join = await ctx.app.inject({
      method: 'POST',
      url: '/api/leagues/join',
      headers: { ...asUser(cookie), cookie: `${cookie}; lang=fr` },
      payload: { code: 'NOSUCHCODE1' },
    });
    expect(join.statusCode).toBe(404);
    expect(join.json().error.message).toBe(
      "Aucune ligue n'a ce code d'invitation. Vérifiez le code (ou demandez un nouveau lien) et réessayez.",
    );
  });

  it("says what isn't there, a form field's fault and a league owner's action in the reader's language", async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/tournaments/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: 'البطولة غير موجودة' });
    const cookie = await signedInUser(ctx.app, 'lang-fields@example.com');
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const push = await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: { ...asUser(cookie), cookie: `${cookie}; lang=fr` },
      payload: {
        endpoint: 'https://push.example.org/x',
        expirationTime: null,
        keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      },
    });
    expect(push.statusCode).toBe(400);
    expect(push.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'L’adresse (endpoint) n’est pas un service de notifications auquel ce site envoie',
      fields: { endpoint: 'service de notifications inconnu' },
    });
  });

  it("writes the sign-up's verification mail in the language the fan was reading, before any choice", async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'accept-language': 'ar-EG,ar;q=0.9', cookie: 'theme=dark' },
      payload: { email: 'lang-signup@example.com', password: 'Nick!Shot2026', name: '', callbackURL: '/dashboard' },
    });
    expect(answer.statusCode).toBe(200);
    const mail = await latestMail(ctx.app, 'lang-signup@example.com');
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني على SquashTips');
  });

  it('writes the tips reminder in each fan’s language: French, Arabic, and English for one who never chose', async () => {
    const tournament = await upcomingTournament(ctx.app);
    const fans = {
      fr: 'lang-fr@example.com',
      ar: 'lang-ar@example.com',
      none: 'lang-none@example.com',
      admin: 'lang-admin@example.com',
    };
    for (const [locale, email] of Object.entries(fans)) {
      const cookie = await signedInUser(ctx.app, email);
      await userId(cookie); // the profile, as the site's first page makes it
      if (locale === 'admin')
        await ctx.database.db.update(users).set({ role: 'admin' }).where(sql`${users.email} = ${email}`);
      else if (locale !== 'none') {
        await ctx.app.inject({ method: 'PATCH', url: '/api/user', headers: asUser(cookie), payload: { locale } });
      }
    }
    const startsAt = new Date(tournament.startsAt ?? SEED_NOW);
    await sendTipReminders(ctx.database.db, outboxMailer(ctx.database.db, { quiet: true }), {
      now: new Date(startsAt.getTime() - 3_600_000),
      baseUrl: 'http://x',
    });
    const mails = await queryRows<{ to: string; subject: string; html: string }>(
      ctx.database.db,
      sql`select "to", subject, html from mail_outbox where "to" like 'lang-%' and subject not like '%SquashTips%'`,
    );
    const of = (to: string) => mails.find((mail) => mail.to === to);
    expect(of(fans.fr)?.subject).toBe(
      `${tournament.name} commence bientôt : vos pronostics ne sont pas encore envoyés`,
    );
    expect(of(fans.ar)?.subject).toBe(`${tournament.name} تبدأ قريبًا: لم تُرسل توقعاتك بعد`);
    expect(of(fans.ar)?.html).toContain('<html lang="ar" dir="rtl">');
    expect(of(fans.none)?.subject).toBe(`${tournament.name} starts soon: your tips are not in yet`);
    // When tips lock, at the venue's clock as the site says it, not in UTC (whose date can differ).
    expect(tournament.timezone).not.toBe('UTC');
    expect(of(fans.fr)?.html).toContain(mailDateTime(textsFor('fr'), startsAt, tournament.timezone));
    expect(of(fans.fr)?.html).not.toContain(mailDateTime(textsFor('fr'), startsAt, 'UTC'));
    // An administrator who hasn't entered is no fan to remind.
    expect(of(fans.admin)).toBeUndefined();
  });

  it("tells each fan's devices in their language, one payload per language", async () => {
    const tournament = await upcomingTournament(ctx.app);
    const ids: Record<string, string> = {};
    for (const locale of ['fr', 'ar', 'en'] as const) {
      const email = `push-${locale}@example.com`;
      const cookie = await signedInUser(ctx.app, email);
      ids[locale] = await userId(cookie);
      await ctx.database.db.update(users).set({ locale }).where(sql`${users.id} = ${ids[locale]}`);
      await ctx.database.db.insert(pushSubscriptions).values({
        userId: ids[locale] ?? '',
        endpoint: `https://push.example/${locale}`,
        p256dh: 'key',
        auth: 'auth',
        sessionKey: 'session',
      });
    }
    const startsAt = new Date(tournament.startsAt ?? SEED_NOW).getTime();
    const [event] = (await tipsLockEvents(ctx.database.db, new Date(startsAt - 5 * 3_600_000))).filter((each) =>
      each.key.includes(tournament.id),
    );
    expect(event).toBeDefined();
    if (!event) return;
    const batches = (await pushBatches(ctx.database.db, { ...event, userIds: Object.values(ids) })) ?? [];
    const titles = batches.flatMap((batch) => batch.payloads.map((payload) => payload.title)).sort();
    expect(titles).toEqual([
      'Clôture des pronostics dans 5 heures',
      'Tips lock in 5 hours',
      'تُغلق التوقعات خلال 5 ساعات',
    ]);
  });
});
