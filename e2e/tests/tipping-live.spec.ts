import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO_FAN, expect, isMobile, test } from '../playwright-utils';
import { createPaidTournament } from './credits-helpers';
import {
  ACTIVE,
  adminApi,
  entryTips,
  FIRST_LOAD,
  findTournament,
  myEntry,
  roundMatches,
  tournamentMatches,
} from './tipping-helpers';

/** A results refresh every 5 s, plus the time the requests take on a busy test machine. */
const LIVE = { timeout: 8_000 };

function statNumbers(page: Page) {
  const figures = page.getByRole('region', { name: 'Your entry' }).getByRole('definition');
  return {
    points: async () => Number(await figures.nth(0).textContent()),
    /** The denominator of Tipped: decided matches so far. */
    decided: async () => Number((await figures.nth(2).textContent())?.split('/')[1]),
  };
}

test.describe('live results', () => {
  test(
    'a result recorded while the page is open shows on the draw, the figures and the leaderboard without a reload',
    { tag: '@layout' },
    async ({ page, context, request, login }, testInfo) => {
      test.slow();
      const fan = await login({ email: DEMO_FAN.email });
      const tournament = await findTournament(request, ACTIVE);
      // The two widths run side by side on one server: each records its own quarter-final.
      const position = isMobile(testInfo) ? 4 : 3;
      const match = (await tournamentMatches(request, tournament.id)).find(
        (candidate) => candidate.roundName === 'Quarter-finals' && candidate.position === position,
      );
      if (!match?.playerOne || !match.playerTwo) throw new Error('the demo quarter-final has no players');
      expect(match.isCompleted, 'the quarter-final is still to play').toBe(false);

      // The fan's own tip decides what the result is worth to them.
      const tip = (await entryTips(page.request, (await myEntry(page.request, tournament.id)).id)).find(
        (candidate) => candidate.matchId === match.id,
      );
      const fanPickPlays =
        tip?.predictedWinnerId === match.playerOne.id || tip?.predictedWinnerId === match.playerTwo.id;
      const winner = fanPickPlays && tip ? tip.predictedWinnerId : match.playerOne.id;
      const winnerName = winner === match.playerOne.id ? match.playerOne.fullName : match.playerTwo.fullName;
      const gameScore = tip?.predictedScore ?? '3-1';
      const exact = fanPickPlays && tip?.predictedScore != null;
      const gained = fanPickPlays ? (exact ? 11 : 10) : 0;

      await page.goto(tournament.path);
      const stats = statNumbers(page);
      await expect(page.getByRole('region', { name: 'Your entry' })).toBeVisible(FIRST_LOAD);
      const before = { points: await stats.points(), decided: await stats.decided() };

      const board = await context.newPage();
      await board.goto(`${tournament.path}#leaderboard`);
      const myRow = board
        .getByRole('table', { name: /Leaderboard/ })
        .getByRole('row')
        .filter({ hasText: fan.username })
        .first();
      await expect(myRow).toBeVisible(FIRST_LOAD);
      const boardDecided = async () =>
        Number((await myRow.getByRole('cell').nth(2).textContent())?.match(/\/(\d+)/)?.[1]);
      const boardPoints = async () => Number(await myRow.getByRole('cell').nth(3).textContent());
      const boardBefore = { points: await boardPoints(), decided: await boardDecided() };

      const admin = await adminApi();
      const recorded = await admin.post(`/api/admin/matches/${match.id}/result`, {
        data: { winnerId: winner, outcome: 'played', gameScore },
      });
      expect(recorded.status(), await recorded.text()).toBe(200);
      await admin.dispose();

      // The draw: the match is decided, and the fan's tip on it judged.
      const card = roundMatches(page, 'Quarter-finals').nth(position - 1);
      await expect(card).toHaveAccessibleName(new RegExp(`${winnerName} won ${gameScore}`), LIVE);
      if (tip) await expect(card).toHaveAttribute('data-tip', exact ? 'exact' : fanPickPlays ? 'right' : 'wrong');
      // The figures (other results may land at the same time: at least this one's worth).
      await expect.poll(stats.decided, LIVE).toBeGreaterThanOrEqual(before.decided + 1);
      await expect.poll(stats.points, LIVE).toBeGreaterThanOrEqual(before.points + gained);
      // The leaderboard open in another tab.
      await expect.poll(boardDecided, LIVE).toBeGreaterThanOrEqual(boardBefore.decided + 1);
      await expect.poll(boardPoints, LIVE).toBeGreaterThanOrEqual(boardBefore.points + gained);
    },
  );
});

test.describe('the live stream', () => {
  test('a result reaches an open tournament page pushed by the server, with no polling meanwhile', async ({
    page,
  }, testInfo) => {
    test.slow();
    const admin = await adminApi();
    const tournament = await createPaidTournament(admin, testInfo, { feeCredits: 0 });
    try {
      // Play has begun: the page is live.
      const started = await admin.patch(`/api/admin/tournaments/${tournament.id}`, {
        data: { startsAt: new Date(Date.now() - 60_000).toISOString() },
        headers: { Origin: BASE_URL },
      });
      expect(started.status()).toBe(200);
      /** Each read of the draw: when, and the change's token it carried (a read the stream prompted has one). */
      const detailReads: Array<{ at: number; token: string | null }> = [];
      let streamOpened = false;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === `/api/tournaments/${tournament.id}`)
          detailReads.push({ at: Date.now(), token: url.searchParams.get('at') });
        if (url.pathname === `/api/tournaments/${tournament.id}/live`) streamOpened = true;
      });
      await page.goto(tournament.path);
      const first = roundMatches(page, 'Semi-finals').first();
      await expect(first).toBeVisible(FIRST_LOAD);
      await expect.poll(() => streamOpened).toBe(true);

      // With the stream open the page doesn't poll: a 6 s stretch with no read of the draw comes (polling
      // every 5 s never leaves one). Other specs' writes may push a refresh meanwhile, so up to 5 tries.
      await page.waitForTimeout(1000);
      let quiet = false;
      for (let attempt = 0; attempt < 5 && !quiet; attempt += 1) {
        const quietFrom = Date.now();
        await page.waitForTimeout(6000);
        quiet = detailReads.every((read) => read.at < quietFrom);
      }
      expect(quiet, 'a 6 s stretch without a read of the draw (no polling)').toBe(true);

      const [match] = await tournament.matches();
      const recordedAt = Date.now();
      const recorded = await admin.post(`/api/admin/matches/${match?.id}/result`, {
        data: { winnerId: match?.playerOne?.id, outcome: 'played', gameScore: '3-0' },
        headers: { Origin: BASE_URL },
      });
      expect(recorded.status(), await recorded.text()).toBe(200);
      await expect(first).toHaveAccessibleName(/won 3-0/, LIVE);
      // Pushed, not polled: the read that brought the result was the one the stream's change asked for, with
      // its token; a poll carries none. (How fast a result arrives is measured by the benches, not here.)
      const after = detailReads.filter((read) => read.at >= recordedAt);
      expect(after.length, 'the page read the draw again after the result').toBeGreaterThan(0);
      expect(after[0]?.token, 'the first read after the result carried the change it heard of').toBeTruthy();
      console.log(`result on the page ${Date.now() - recordedAt} ms after it was recorded`);
    } finally {
      // Leave the page first: its stream would find the tournament gone (a 404 in the console).
      await page.goto('about:blank');
      await tournament.remove();
      await admin.dispose();
    }
  });
});
