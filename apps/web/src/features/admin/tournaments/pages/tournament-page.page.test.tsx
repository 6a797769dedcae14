import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTournament, fan, prize, prizePool } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { checkPage, describePage, findText, PAGE_LOCALES, renderPage, settled } from '@/testing/page-test';

/*
 * A tournament in the back office (issue 64): its draw, how it pays and its money. A draft's Prizes card is a form
 * (issue 62, point 3: the prizes are chosen before entries open); a settled tournament's card lists the cash
 * prizes, and says which of them is held by an account review before Mark as paid is tried.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

const draft = adminTournament({ status: 'CREATING', prizeModel: 'FREE' });
const draftAnswers = [
  ...admin,
  read(`/api/admin/tournaments/${draft.id}`, { body: { data: draft } }),
  read(`/api/admin/tournaments/${draft.id}/prize-pool`, { body: { data: prizePool() } }),
];

describePage("the back office's tournament", `/admin/tournaments/${draft.id}`, {
  loading: { answers: [...admin, read(`/api/admin/tournaments/${draft.id}`, 'loading')] },
  error: { answers: [...admin, read(`/api/admin/tournaments/${draft.id}`, 'error')] },
  filled: { answers: draftAnswers, shows: 'Save prizes', data: draft.name },
});

const settled_ = adminTournament(
  { status: 'PAYING', prizeModel: 'POOL', entryFee: 500, startDate: '2026-11-01', endDate: '2026-11-08' },
  8,
);
const held = prize({ username: 'second_account', rank: 1, held: true });
const verified = prize({ username: 'nour_drops', rank: 2, cents: 2100, identityVerified: true });
const settledPool = prizePool({
  entryFee: 500,
  paidEntries: 14,
  poolCredits: 7000,
  poolCents: 7000,
  split: { winnerCents: 4200, platformCents: 2100, topFinishersCredits: 700 },
  settled: true,
  prizes: [held, verified],
  creditPrizes: [{ userId: verified.userId, username: 'nour_drops', rank: 2, credits: 700 }],
  window: { state: 'SETTLED', settlesAt: '2026-11-10T08:00:00.000Z', holdReason: null, disputes: [] },
});
const settledAnswers = [
  ...admin,
  read(`/api/admin/tournaments/${settled_.id}`, { body: { data: { ...settled_, entryCount: 14 } } }),
  read(`/api/admin/tournaments/${settled_.id}/prize-pool`, { body: { data: settledPool } }),
];

describePage("the back office's settled tournament", `/admin/tournaments/${settled_.id}`, {
  filled: { answers: settledAnswers, shows: 'Held: the account is under review', data: 'second_account' },
});

/** The row of the prize table whose fan is `username`. */
function prizeRow(username: string): HTMLTableRowElement {
  const row = [...document.querySelectorAll('tr')].find((each) => each.textContent?.includes(username));
  expect(row, `a prize row for ${username}`).toBeTruthy();
  return row as HTMLTableRowElement;
}

it.each(PAGE_LOCALES)('a held prize offers no Mark as paid, a payable one does, in %s', async (locale) => {
  await renderPage(`/admin/tournaments/${settled_.id}`, locale, settledAnswers);
  await findText('second_account');
  // The held prize says why and where to decide it: a link to Account reviews, no button.
  const heldRow = prizeRow('second_account');
  expect(heldRow.querySelector('button'), 'a held prize has no Mark as paid').toBeNull();
  expect(heldRow.querySelector('a[href="/admin/account-reviews"]')).not.toBeNull();
  // The verified winner's prize can be marked paid, and the dialog asks only for the reference.
  const payable = prizeRow('nour_drops').querySelector('button');
  expect(payable).not.toBeNull();
  await userEvent.click(payable as HTMLButtonElement);
  await expect.element(page.getByRole('dialog')).toBeVisible();
  expect(document.querySelectorAll('[role="dialog"] textarea')).toHaveLength(0);
  checkPage(locale);
});

it.each(PAGE_LOCALES)(
  "a draft's fixed prizes are chosen, checked and saved as the API takes them, in %s",
  async (locale) => {
    const saved: unknown[] = [];
    const patch = http.patch(`/api/admin/tournaments/${draft.id}`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ data: { ...draft, createdAt: '2026-09-01T10:00:00.000Z' } });
    });
    await renderPage(`/admin/tournaments/${draft.id}`, locale, [...draftAnswers, patch]);
    const prizesForm = () => document.querySelector<HTMLFormElement>('form:has(input[type="radio"])');
    await expect.poll(prizesForm, { message: "a draft's Prizes card is a form" }).not.toBeNull();
    const form = page.elementLocator(prizesForm() as HTMLFormElement);
    // Fixed prizes: the second of the three ways to pay.
    const radios = form.getByRole('radio');
    await userEvent.click(radios.nth(1));
    const amounts = form.getByRole('textbox');
    // The first place's amount, left empty: refused in the page, nothing sent.
    await userEvent.click(form.getByRole('button').last());
    await settled();
    expect(saved).toEqual([]);
    expect(document.querySelector('form [role="alert"]'), 'the problem is said').not.toBeNull();
    checkPage(locale);
    // 500.00 in money for the first place, 20 credits for a second, funded by a sponsor.
    await userEvent.fill(amounts.nth(0), '500');
    await userEvent.click(form.getByRole('button').nth(0));
    await userEvent.selectOptions(form.getByRole('combobox').nth(1), 'CREDITS');
    await userEvent.fill(form.getByRole('textbox').nth(1), '20');
    await userEvent.fill(form.getByRole('textbox').nth(2), 'Dunlop');
    await userEvent.click(form.getByRole('button').last());
    await settled();
    expect(saved).toEqual([
      {
        prizeModel: 'FIXED',
        fixedPrizes: [
          { place: 1, kind: 'CASH', amount: 50_000 },
          { place: 2, kind: 'CREDITS', amount: 2_000 },
        ],
        prizeSponsor: 'Dunlop',
      },
    ]);
    checkPage(locale);
  },
);
