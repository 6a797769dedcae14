import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminTournament, fan, prizePool } from '@/testing/mock-api/data';
import { read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Choosing how a draft tournament pays, in the back office (issue 64, issue 62's point 3): a pool of the fees,
 * fixed prizes place by place (money or credits, a sponsor), or free for glory, sent as the API takes it (cents
 * and hundredths of a credit); an amount that isn't one refused before anything is sent.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function prizesServer() {
  const draft = adminTournament({ status: 'CREATING', prizeModel: 'POOL', entryFee: 500 });
  const sent: unknown[] = [];
  const answers = [
    ...admin,
    http.get(`/api/admin/tournaments/${draft.id}`, () => HttpResponse.json({ data: draft })),
    read(`/api/admin/tournaments/${draft.id}/prize-pool`, { body: { data: prizePool() } }),
    http.patch(`/api/admin/tournaments/${draft.id}`, async ({ request }) => {
      sent.push(await request.json());
      // As the API answers a change: the tournament without its draw.
      const { rounds: _rounds, players: _players, ...tournament } = draft;
      return HttpResponse.json({ data: { ...tournament, createdAt: '2026-11-20T09:30:00.000Z' } });
    }),
  ];
  return { sent, open: () => renderPage(`/admin/tournaments/${draft.id}`, 'en', answers) };
}

const prizesForm = () => screen.findByRole('form', { name: 'Prizes' }, { timeout: 10_000 });

describe("choosing a draft's prizes", () => {
  it('sets fixed prizes place by place, in money and in credits, with a sponsor', async () => {
    const { open, sent } = prizesServer();
    await open();
    const form = await prizesForm();
    await userEvent.click(within(form).getByRole('radio', { name: /^Fixed prizes/ }));
    const places = within(form).getByRole('list', { name: "Each place's prize" });
    await userEvent.fill(within(places).getAllByLabelText('Amount')[0] as HTMLElement, '250');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a place' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a place' }));
    expect(within(places).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove the last place' }));
    expect(within(places).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.selectOptions(within(places).getAllByLabelText('Paid in')[1] as HTMLElement, 'CREDITS');
    await userEvent.fill(within(places).getAllByLabelText('Amount')[1] as HTMLElement, '12.5');
    await userEvent.fill(
      within(form).getByLabelText('Sponsor (empty: you fund the prizes)'),
      typedByReader(' Windy City Squash '),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save prizes' }));
    await findText('Prizes saved');
    expect(sent).toEqual([
      {
        prizeModel: 'FIXED',
        fixedPrizes: [
          { place: 1, kind: 'CASH', amount: 25000 },
          { place: 2, kind: 'CREDITS', amount: 1250 },
        ],
        prizeSponsor: 'Windy City Squash',
      },
    ]);
  });

  it('refuses an amount that is not one, or has more than two decimals, and sends nothing', async () => {
    const { open, sent } = prizesServer();
    await open();
    const form = await prizesForm();
    await userEvent.click(within(form).getByRole('radio', { name: /^Fixed prizes/ }));
    const amount = within(form).getAllByLabelText('Amount')[0] as HTMLElement;
    for (const typed of ['', '0', 'ten', '12.345', '-5']) {
      await userEvent.fill(amount, typed);
      await userEvent.click(within(form).getByRole('button', { name: 'Save prizes' }));
      await within(form).findByText('Give each place an amount greater than 0, with at most two decimals.');
    }
    expect(sent).toEqual([]);
  });

  it('makes a tournament free for glory, its fee with it', async () => {
    const { open, sent } = prizesServer();
    await open();
    const form = await prizesForm();
    await userEvent.click(within(form).getByRole('radio', { name: /^Free for glory/ }));
    expect(within(form).queryByRole('list', { name: "Each place's prize" })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save prizes' }));
    await findText('Prizes saved');
    expect(sent).toEqual([{ prizeModel: 'FREE', fixedPrizes: [], prizeSponsor: null, entryFee: 0 }]);
  });
});
