import type { PrizeWindow } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, tournamentWithDraw } from '@/testing/mock-api/data';
import { fieldsRefused, read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A finished tournament's provisional prizes, as a fan sees them (issue 62's point 6, tested by issue 64): what
 * the ranks as they stand would pay, a dispute raised (nothing sent while it is empty, the server's refusal
 * shown in its field), then the fan's dispute said to be with us; and the prizes on hold.
 */

const DISPUTE = typedByReader('The semi-final was a walkover, not 3-0');

function windowServer({ held = false, refuse }: { held?: boolean; refuse?: string } = {}) {
  const finished = tournamentWithDraw(
    { name: 'Canary Wharf Classic 2027', status: 'SCORED', startDate: '2026-11-20', endDate: '2026-11-27' },
    8,
  );
  let window: PrizeWindow = {
    state: held ? 'HELD' : 'PROVISIONAL',
    settlesAt: '2026-12-10T08:00:00.000Z',
    held,
    openDisputes: 0,
    provisional: [
      {
        entryId: '00000000-0000-4000-8000-00000000e001',
        rank: 1,
        username: 'boast_machine',
        cashCents: 4200,
        credits: 700,
      },
      {
        entryId: '00000000-0000-4000-8000-00000000e002',
        rank: 2,
        username: 'nour_drops',
        cashCents: null,
        credits: 350,
      },
    ],
    myDispute: null,
    canDispute: !held,
  };
  const sent: unknown[] = [];
  const answers = [
    ...signedIn(fan({ username: 'nour_drops' })),
    read('/api/tournaments/:id', { body: { data: finished } }),
    read('/api/tournaments/:id/pick-stats', { body: { data: [] } }),
    http.get('/api/tournaments/:id/prize-window', () => HttpResponse.json({ data: window })),
    http.post('/api/tournaments/:id/disputes', async ({ request }) => {
      const body = (await request.json()) as { message: string };
      sent.push(body);
      if (refuse) {
        return fieldsRefused({ message: refuse });
      }
      const dispute = {
        id: '00000000-0000-4000-8000-00000000d002',
        message: body.message,
        createdAt: '2026-12-03T10:00:00.000Z',
        resolvedAt: null,
        resolution: null,
      };
      window = { ...window, openDisputes: 1, myDispute: dispute, canDispute: false };
      return HttpResponse.json({ data: { ...dispute, username: 'nour_drops', resolvedBy: null } }, { status: 201 });
    }),
  ];
  return { sent, open: () => renderPage(`/tournaments/${finished.id}`, 'en', answers) };
}

describe("a finished tournament's provisional prizes", () => {
  it('says what the ranks as they stand would pay', async () => {
    const { open } = windowServer();
    await open();
    await findText('Provisional result');
    const prizes = screen.getByRole('list', { name: 'Provisional prizes' });
    const [first, second] = within(prizes).getAllByRole('listitem');
    expect(first?.textContent).toContain('1st boast_machine');
    expect(first?.textContent).toContain('$42.00 AUD + 7.00 credits');
    expect(second?.textContent).toContain('3.50 credits');
  });

  it("raises a fan's dispute, and then says it is with us", async () => {
    const { open, sent } = windowServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute the result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute the result' });
    const send = within(dialog).getByRole('button', { name: 'Send the dispute' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.fill(within(dialog).getByLabelText('What is wrong'), DISPUTE);
    await userEvent.click(send);
    await findText('Your dispute is with us');
    await findText('We answer before any prize is paid.');
    expect(sent).toEqual([{ message: DISPUTE }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dispute the result' })).toBeNull());
  });

  it("shows the server's refusal of a dispute in its field", async () => {
    const { open } = windowServer({ refuse: 'Say what is wrong in at least 10 characters' });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute the result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute the result' });
    await userEvent.fill(within(dialog).getByLabelText('What is wrong'), 'Wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the dispute' }));
    await within(dialog).findByText('Say what is wrong in at least 10 characters');
    expect(within(dialog).getByLabelText('What is wrong').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the prizes are on hold, with nothing to dispute', async () => {
    const { open } = windowServer({ held: true });
    await open();
    await findText('Prizes on hold');
    await findText("We are checking this tournament's result before paying its prizes. Nothing is lost.");
    expect(screen.queryByRole('button', { name: 'Dispute the result' })).toBeNull();
  });
});
