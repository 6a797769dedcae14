import { BASE_URL } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, saveScreenshot, test } from '../playwright-utils';
import { apiFan, createPaidTournament } from './credits-helpers';
import { adminApi } from './tipping-helpers';

/*
 * A finished paid tournament's prizes before and after they settle (issue 62, point 6), as the winner sees them:
 * held by an administrator, the page says the prizes are on hold and shows what the ranks would pay; released,
 * they settle at once and the page shows the winner's prize. The e2e server has no dispute window (its length
 * is the API tests' to prove, on a clock they move), so the hold is what keeps them provisional here. In English,
 * French and Arabic, at both widths (the two projects).
 */

const headers = { Origin: BASE_URL };

const TEXTS = {
  en: {
    locale: 'en-AU',
    held: 'Prizes on hold',
    provisional: 'Provisional prizes',
    yours: 'Your prize',
    list: 'My prizes',
  },
  fr: {
    locale: 'fr-FR',
    held: 'Prix suspendus',
    provisional: 'Prix provisoires',
    yours: 'Votre prix',
    list: 'Mes prix',
  },
  ar: { locale: 'ar-EG', held: 'الجوائز معلّقة', provisional: 'الجوائز المؤقتة', yours: 'جائزتك', list: 'جوائزي' },
} as const;

for (const [lang, words] of Object.entries(TEXTS)) {
  test.describe(() => {
    test.use({ locale: words.locale });

    test(`@layout the winner sees the prizes on hold, then their prize once released, in ${lang}`, async ({
      page,
      login,
    }, testInfo) => {
      // A whole tournament played and settled: past the default half minute.
      test.setTimeout(testInfo.timeout * 2);
      const admin = await adminApi();
      const tournament = await createPaidTournament(admin, testInfo);
      const winner = await apiFan(`win-${lang}-${testInfo.project.name}-${Date.now()}@example.org`);
      try {
        const [first, second, final] = await tournament.matches();
        const upper = [first?.playerOne?.id, second?.playerOne?.id] as string[];
        const bonus = await admin.post(`/api/admin/users/${winner.id}/credits`, {
          data: { amount: 1, reason: 'Entry for the test' },
          headers,
        });
        expect(bonus.status()).toBe(201);
        const entered = await winner.request.post(`/api/tournaments/${tournament.id}/entries`, {
          data: {
            matchTips: [
              { matchId: first?.id, predictedWinnerId: upper[0], predictedScore: '3-0' },
              { matchId: second?.id, predictedWinnerId: upper[1], predictedScore: '3-0' },
              { matchId: final?.id, predictedWinnerId: upper[0], predictedScore: '3-0' },
            ],
          },
        });
        expect(entered.status(), await entered.text()).toBe(201);

        // Play begins; the administrator holds the payout before the final; the upper players win everything.
        const started = await admin.patch(`/api/admin/tournaments/${tournament.id}`, {
          data: { startsAt: new Date(Date.now() - 60_000).toISOString() },
          headers,
        });
        expect(started.status()).toBe(200);
        const held = await admin.put(`/api/admin/tournaments/${tournament.id}/prize-hold`, {
          data: { reason: 'Checking the final with the tour' },
          headers,
        });
        expect(held.status(), await held.text()).toBe(200);
        for (const [matchId, winnerId] of [
          [first?.id, upper[0]],
          [second?.id, upper[1]],
          [final?.id, upper[0]],
        ]) {
          const recorded = await admin.post(`/api/admin/matches/${matchId}/result`, {
            data: { winnerId, outcome: 'played', gameScore: '3-0' },
            headers,
          });
          expect(recorded.status(), await recorded.text()).toBe(200);
        }
        const window = async () =>
          (
            (await (await admin.get(`/api/tournaments/${tournament.id}/prize-window`)).json()) as {
              data: { state: string };
            }
          ).data.state;
        await expect.poll(window, { timeout: 30_000 }).toBe('HELD');

        await login({ email: winner.email, password: winner.password });
        await page.goto(tournament.path);
        await expect(page.getByRole('heading', { name: words.held })).toBeVisible();
        const provisional = page.getByRole('list', { name: words.provisional });
        await expect(provisional).toContainText(/6[.,]00/);
        await expect(page.getByRole('heading', { name: words.yours })).toHaveCount(0);
        await saveScreenshot(page, testInfo, `prize-window-held-${lang}`);
        await expectNoSeriousA11yViolations(page, testInfo, `prize-window-held-${lang}`);

        // Released: it settles at once, and the page shows the winner's own prize instead.
        const released = await admin.delete(`/api/admin/tournaments/${tournament.id}/prize-hold`, { headers });
        expect(released.status(), await released.text()).toBe(200);
        expect(await window()).toBe('SETTLED');
        await page.reload();
        await expect(page.getByRole('heading', { name: words.yours })).toBeVisible();
        await expect(page.getByRole('list', { name: words.list })).toContainText(/6[.,]00/);
        await expect(page.getByRole('heading', { name: words.held })).toHaveCount(0);
        await saveScreenshot(page, testInfo, `prize-window-settled-${lang}`);
      } finally {
        await winner.request.dispose();
        await tournament.remove().catch(() => undefined);
        await admin.dispose();
      }
    });
  });
}
