import type { AdminPrizeWindow } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminTournament, fan, prize, prizePool } from '@/testing/mock-api/data';
import { read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A finished tournament's dispute window in the back office (issue 62's point 6, tested by issue 64): the payout
 * held with why and released, and a fan's dispute resolved with what the fan is told. Each is sent as the API
 * takes it; what the page shows afterwards is what the server then answers.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const REASON = typedByReader('A result of the final is being checked');
const DISPUTE = typedByReader('The semi-final was a walkover, not 3-0');
const RESOLUTION = typedByReader('Corrected: it was a walkover, the ranks are updated');

function windowServer() {
  const finished = adminTournament({ status: 'COMPLETED', prizeModel: 'POOL', entryFee: 500 }, 8);
  let window: AdminPrizeWindow = {
    state: 'PROVISIONAL',
    settlesAt: '2026-12-10T08:00:00.000Z',
    holdReason: null,
    disputes: [
      {
        id: '00000000-0000-4000-8000-00000000d001',
        username: 'nick_hunter',
        message: DISPUTE,
        createdAt: '2026-12-02T09:00:00.000Z',
        resolvedAt: null,
        resolution: null,
        resolvedBy: null,
      },
    ],
  };
  const sent: Array<{ method: string; path: string; body?: unknown }> = [];
  const answers = [
    ...admin,
    read(`/api/admin/tournaments/${finished.id}`, { body: { data: finished } }),
    http.get(`/api/admin/tournaments/${finished.id}/prize-pool`, () =>
      HttpResponse.json({
        data: prizePool({ entryFee: 500, prizes: [prize({ username: 'nour_drops', rank: 1 })], window }),
      }),
    ),
    http.put(`/api/admin/tournaments/${finished.id}/prize-hold`, async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      sent.push({ method: 'PUT', path: 'prize-hold', body });
      window = { ...window, state: 'HELD', holdReason: body.reason };
      return HttpResponse.json({ data: window });
    }),
    http.delete(`/api/admin/tournaments/${finished.id}/prize-hold`, () => {
      sent.push({ method: 'DELETE', path: 'prize-hold' });
      window = { ...window, state: 'PROVISIONAL', holdReason: null };
      return HttpResponse.json({ data: window });
    }),
    http.post('/api/admin/disputes/:id/resolve', async ({ request, params }) => {
      const body = (await request.json()) as { resolution: string };
      sent.push({ method: 'POST', path: `disputes/${String(params.id)}/resolve`, body });
      window = {
        ...window,
        disputes: window.disputes.map((dispute) => ({
          ...dispute,
          resolvedAt: '2026-12-03T10:00:00.000Z',
          resolvedBy: 'club_admin',
          resolution: body.resolution,
        })),
      };
      return HttpResponse.json({ data: { id: params.id } });
    }),
  ];
  return { sent, open: () => renderPage(`/admin/tournaments/${finished.id}`, 'en', answers) };
}

const card = async () =>
  (await screen.findByRole('heading', { name: 'Dispute window' }, { timeout: 10_000 })).closest(
    '.rounded-xl',
  ) as HTMLElement;

describe("a finished tournament's dispute window", () => {
  it('shows the window: provisional, when it ends, and the open disputes', async () => {
    const { open } = windowServer();
    await open();
    const window = await card();
    expect(window.textContent).toContain('Provisional');
    expect(window.textContent).toMatch(/Window ends.*December 10, 2026/);
    expect(window.textContent).toMatch(/Open disputes\s*1/);
    expect(within(window).getByRole('list', { name: 'Disputes' }).textContent).toContain(DISPUTE);
  });

  it('holds the payout with why, then releases it', async () => {
    const { open, sent } = windowServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Hold the payout' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the payout' });
    await userEvent.fill(within(dialog).getByLabelText('Why'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    await findText('Payout held');
    await findText(`Held: ${REASON}`);
    await userEvent.click(screen.getByRole('button', { name: 'Release the payout' }));
    await findText('Payout released');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hold the payout' })).toBeTruthy());
    expect(sent).toEqual([
      { method: 'PUT', path: 'prize-hold', body: { reason: REASON } },
      { method: 'DELETE', path: 'prize-hold' },
    ]);
  });

  it("resolves a fan's dispute with what they are told", async () => {
    const { open, sent } = windowServer();
    await open();
    const disputes = within(await card()).getByRole('list', { name: 'Disputes' });
    await userEvent.fill(within(disputes).getByLabelText('Resolution (the fan sees it)'), RESOLUTION);
    await userEvent.click(within(disputes).getByRole('button', { name: 'Resolve' }));
    await findText('Dispute resolved');
    await waitFor(() => expect(disputes.textContent).toContain(`Resolved by club_admin`));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'disputes/00000000-0000-4000-8000-00000000d001/resolve',
        body: { resolution: RESOLUTION },
      },
    ]);
  });
});
