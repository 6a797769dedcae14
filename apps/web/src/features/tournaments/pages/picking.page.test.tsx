import type { EntryTip, SubmitTipsRequest } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { entryOf, fan, tournamentWithDraw } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Picking a draw, as a fan does it (issue 64): a winner and a score in a match, a pick taken back, a pick that
 * clears the later ones it carried, the draw filled in one go, and the submission with each of the server's
 * answers (saved, short of credits, paid play refused). In English: the page tests check the texts in every
 * language; these check what the pressing does.
 */

const me = fan({ username: 'nour_drops' });

/** The tournament page of an upcoming draw of sixteen for a signed-in fan, the server keeping what is posted. */
function pickingPage({
  entryFee = 0,
  refuse,
}: {
  entryFee?: number;
  /** The server's answers to the submissions, in turn (the last one again after them). */
  refuse?: { status: number; body: unknown } | Array<{ status: number; body: unknown }>;
} = {}) {
  const draw = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'UPCOMING', entryFee });
  const posted: SubmitTipsRequest[] = [];
  let saved: ReturnType<typeof entryOf> | null = null;
  const answers = [
    ...signedIn(me),
    read('/api/tournaments/:id', { body: { data: draw } }),
    http.get('/api/entries', () => HttpResponse.json({ data: saved ? [saved.mine] : [] })),
    http.get('/api/entries/:id', () => HttpResponse.json({ data: saved?.entry })),
    http.post('/api/tournaments/:id/entries', async ({ request }) => {
      const body = (await request.json()) as SubmitTipsRequest;
      posted.push(body);
      const refusals = Array.isArray(refuse) ? refuse : refuse ? [refuse] : [];
      const refusal = refusals[Math.min(posted.length, refusals.length) - 1];
      if (refusal) return HttpResponse.json(refusal.body as Record<string, unknown>, { status: refusal.status });
      const tips: EntryTip[] = body.matchTips.map((tip) => ({ ...tip, adjustedFromPlayerId: null }));
      saved = entryOf(draw, me.id, tips);
      return HttpResponse.json({ data: saved.entry }, { status: 201 });
    }),
  ];
  const open = async () => {
    const view = await renderPage(`/tournaments/${draw.id}`, 'en', answers);
    // The draw is a lazy part of the page: its matches come once its chunk has loaded.
    await screen.findAllByRole('group', {}, { timeout: 10_000 });
    return view;
  };
  return { draw, posted, open };
}

/** The first round's match of these two players (its group is named by them). */
const matchOf = (one: string, two: string) =>
  screen.getByRole('group', { name: new RegExp(`^Match \\d+: ${one}.* versus ${two}`) });

/** A player's pick button in a match. */
const pickIn = (group: HTMLElement, player: string) => within(group).getByRole('button', { name: new RegExp(player) });

const bar = () => screen.getByRole('region', { name: 'Your tips' });

async function pickWithScore(group: HTMLElement, player: string, score: string | null) {
  await userEvent.click(pickIn(group, player));
  const dialog = await screen.findByRole('dialog', { name: 'Select Score' }, { timeout: 10_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: score ?? 'Winner only, no score' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('picking a draw', () => {
  it('picks a winner and a score, says so, and takes the pick back on a second press', async () => {
    const { open } = pickingPage();
    await open();
    await findText('0 / 15 picks');
    expect(within(bar()).getByText('Pick a winner to start')).toBeTruthy();
    const first = matchOf('Ali Farag', 'Baptiste Masotti');

    await pickWithScore(first, 'Ali Farag', '3-1');
    expect(pickIn(first, 'Ali Farag').getAttribute('aria-pressed')).toBe('true');
    expect(pickIn(first, 'Ali Farag').getAttribute('aria-label')).toBe('Seed 1, Ali Farag (1), 3-1');
    expect(pickIn(first, 'Baptiste Masotti').getAttribute('aria-pressed')).toBe('false');
    await findText('1 / 15 picks');
    expect(within(bar()).getByText('Not submitted yet')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Ali Farag to win Round 1 match 1 3-1. 1 of 15 picked.');
    // The picked winner goes on to the quarter-final.
    expect(screen.getByRole('group', { name: /^Match 1: Ali Farag \(1\), seed 1 versus to be decided$/ })).toBeTruthy();

    await userEvent.click(pickIn(first, 'Ali Farag'));
    await findText('0 / 15 picks');
    expect(pickIn(first, 'Ali Farag').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Removed Ali Farag from Round 1 match 1. 0 of 15 picked.');
  });

  it("won't pick a later match before both its players are picked, and a changed pick clears what it carried", async () => {
    const { open } = pickingPage();
    await open();
    await findText('0 / 15 picks');
    const first = matchOf('Ali Farag', 'Baptiste Masotti');
    const second = matchOf('Youssef Ibrahim', 'Joel Makin');
    await pickWithScore(first, 'Ali Farag', null);
    // The quarter-final has one player so far: its button can't be pressed yet.
    const waiting = screen.getByRole('group', { name: /^Match 1: Ali Farag \(1\), seed 1 versus to be decided$/ });
    const early = pickIn(waiting, 'Ali Farag');
    expect(early.getAttribute('aria-disabled')).toBe('true');
    expect(early.title).toBe('Pick the matches before this one first');
    // A press of it (Playwright won't press what says it is disabled) picks nothing.
    early.click();
    expect(screen.queryByRole('dialog')).toBeNull();

    await pickWithScore(second, 'Joel Makin', '3-2');
    const quarter = screen.getByRole('group', { name: /^Match 1: Ali Farag .* versus Joel Makin/ });
    await pickWithScore(quarter, 'Ali Farag', '3-0');
    await findText('3 / 15 picks');

    // Masotti beats Farag in the first round after all: Farag's quarter-final can't stand, and the fan is told.
    await pickWithScore(first, 'Baptiste Masotti', null);
    await findText('1 later pick cleared');
    await findText('It needed Ali Farag to win. Pick again.');
    await findText('2 / 15 picks');
    const changed = screen.getByRole('group', { name: /^Match 1: Baptiste Masotti .* versus Joel Makin/ });
    expect(
      within(changed)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false']);
  });

  it('fills the draw by world ranking, and Undo puts the picks back as they were', async () => {
    const { open } = pickingPage();
    await open();
    await findText('0 / 15 picks');
    await pickWithScore(matchOf('Ali Farag', 'Baptiste Masotti'), 'Baptiste Masotti', '3-2');
    await userEvent.click(screen.getByRole('button', { name: 'By world ranking' }));
    await findText('15 / 15 picks');
    // Every match goes to the better-ranked player: the final is Farag's against Asal's.
    expect(screen.getByRole('group', { name: /^Match 1: Ali Farag .* versus Mostafa Asal/ })).toBeTruthy();
    expect(pickIn(matchOf('Ali Farag', 'Baptiste Masotti'), 'Ali Farag').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Next pick' })).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await findText('1 / 15 picks');
    expect(pickIn(matchOf('Ali Farag', 'Baptiste Masotti'), 'Baptiste Masotti').getAttribute('aria-label')).toBe(
      'Baptiste Masotti (16), 3-2',
    );
  });

  it("won't submit an incomplete draw, and says how many of the matches are picked", async () => {
    const { open, posted } = pickingPage();
    await open();
    await findText('0 / 15 picks');
    expect((within(bar()).getByRole('button', { name: 'Submit tips' }) as HTMLButtonElement).disabled).toBe(true);
    await pickWithScore(matchOf('Ali Farag', 'Baptiste Masotti'), 'Ali Farag', '3-0');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Submit tips' }));
    await findText('Incomplete Tips');
    await findText("You need to predict winners for all 15 matches before submitting. You've predicted 1 matches.");
    expect(posted).toEqual([]);
  });

  it('takes the fan to the next match to pick', async () => {
    const { open } = pickingPage();
    await open();
    await findText('0 / 15 picks');
    await pickWithScore(matchOf('Ali Farag', 'Baptiste Masotti'), 'Ali Farag', null);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Next pick' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Seed 8, Youssef Ibrahim (8)');
  });

  it('submits the whole draw, and the bar then says it is saved', async () => {
    const { open, posted, draw } = pickingPage();
    await open();
    await findText('0 / 15 picks');
    await userEvent.click(screen.getByRole('button', { name: 'By world ranking' }));
    await findText('15 / 15 picks');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Submit tips' }));
    await findText('Tips submitted');
    await findText("You've submitted 15 tips for this tournament.");
    await waitFor(() => expect(within(bar()).getByText('Saved')).toBeTruthy());
    expect(within(bar()).getByRole('button', { name: 'Update tips' })).toBeTruthy();
    expect(posted).toHaveLength(1);
    const tips = posted[0]?.matchTips ?? [];
    expect(tips).toHaveLength(15);
    const final = draw.rounds.at(-1)?.matches[0];
    const champion = draw.players.find((player) => player.fullName === 'Ali Farag');
    expect(tips.find((tip) => tip.matchId === final?.id)).toEqual({
      matchId: final?.id,
      predictedWinnerId: champion?.id,
      predictedScore: null,
    });
  });

  it('keeps the picks and offers credits when the entry costs more than the fan has (402)', async () => {
    const { open } = pickingPage({
      entryFee: 100,
      refuse: {
        status: 402,
        body: {
          error: {
            code: 'INSUFFICIENT_CREDITS',
            message: 'Not enough credits',
            fields: { fee: '100', balance: '40', shortfall: '60' },
          },
        },
      },
    });
    await open();
    await findText('Entry fee: 1.00 credit ($10.00 AUD)');
    await userEvent.click(screen.getByRole('button', { name: 'By world ranking' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Submit tips' }));
    const alert = await within(bar()).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Not enough credits');
    expect(alert.textContent).toContain(
      'This entry costs 1.00 credit ($10.00 AUD) and you have 0.40: buy 0.60 more ($6.00 AUD) to enter. Your picks are kept.',
    );
    expect(within(alert).getByRole('link', { name: 'Buy Credits' }).getAttribute('href')).toBe('/payment');
    expect(within(bar()).getByText('15 / 15 picks')).toBeTruthy();
  });

  it('keeps the picks and says why when paid play is closed to the fan (403)', async () => {
    const reason = 'Paid play is paused on your account until 10 December 2026.';
    const { open } = pickingPage({
      entryFee: 100,
      refuse: { status: 403, body: { error: { code: 'PAID_PLAY_REFUSED', message: reason } } },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'By world ranking' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Submit tips' }));
    const alert = await within(bar()).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Paid entry is closed to you');
    expect(alert.textContent).toContain(`${reason} Your picks are kept.`);
    expect(within(alert).getByRole('link', { name: 'Go to your account' })).toBeTruthy();
  });

  it("says a failed save, with the server's reason when it has one, above the bar, and keeps the picks", async () => {
    const { open, posted } = pickingPage({
      refuse: [
        { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Boom' } } },
        {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'Tips are locked: this tournament has already started' } },
        },
      ],
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'By world ranking' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Submit tips' }));
    await findText('Error submitting tips');
    await findText('Please try again.');
    // The toast settles above the bar, not over its button: the fan can try again at once.
    const toast = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].at(-1);
    await waitFor(() => {
      expect(toast?.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar().getBoundingClientRect().top);
    });
    await userEvent.click(within(bar()).getByRole('button', { name: 'Submit tips' }));
    await findText('Tips are locked: this tournament has already started');
    expect(posted).toHaveLength(2);
    expect(within(bar()).getByText('15 / 15 picks')).toBeTruthy();
    expect(within(bar()).getByText('Not submitted yet')).toBeTruthy();
  });
});
