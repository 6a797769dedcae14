import type { Match, RecordResultRequest } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminTournament, dayFromNow, fan, match, tournament } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Recording a match's result in the back office (issue 64): the winner, how it ended and the score, sent as
 * the API takes it; a played match without a score refused in its field; a retirement's games; a result
 * before the match's time asked again; and no form at all before the tournament has started.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function resultServer({ status = 'ACTIVE', startsAt }: { status?: 'ACTIVE' | 'UPCOMING'; startsAt?: string } = {}) {
  const open = tournament({ name: 'Windy City Open 2027', status });
  const toPlay = match(open, {
    isCompleted: false,
    winnerId: null,
    gameScore: null,
    games: null,
    outcome: null,
    startsAt: startsAt ?? `${dayFromNow(-1)}T18:00:00.000Z`,
  });
  const sent: RecordResultRequest[] = [];
  let current: Match = toPlay;
  const answers = [
    ...admin,
    http.get(`/api/admin/matches/${toPlay.id}`, () => HttpResponse.json({ data: current })),
    read(`/api/admin/tournaments/${open.id}`, { body: { data: { ...adminTournament({ ...open }), id: open.id } } }),
    http.post(`/api/admin/matches/${toPlay.id}/result`, async ({ request }) => {
      const body = (await request.json()) as RecordResultRequest;
      sent.push(body);
      current = {
        ...toPlay,
        isCompleted: true,
        winnerId: body.winnerId,
        gameScore: body.gameScore ?? '3-1',
        outcome: body.outcome,
      };
      return HttpResponse.json({ data: current });
    }),
  ];
  return { sent, toPlay, open: () => renderPage(`/admin/matches/${toPlay.id}`, 'en', answers) };
}

const resultForm = async () => {
  const title = await screen.findByText('Record result', {}, { timeout: 10_000 });
  return title.closest('.flex.flex-col') ?? document.body;
};

describe('recording a result', () => {
  it('sends the winner, the outcome and the score, and shows the match completed', async () => {
    const { open, sent, toPlay } = resultServer();
    await open();
    await resultForm();
    await userEvent.click(await screen.findByRole('radio', { name: 'Paul Coll' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('radio', { name: '3-2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    await findText('Match updated');
    expect(sent).toEqual([{ winnerId: toPlay.playerOne?.id, outcome: 'played', gameScore: '3-2' }]);
    await waitFor(() => expect(screen.getByText('Completed')).toBeTruthy());
  });

  it('refuses a played match without its score, in the score field', async () => {
    const { open, sent } = resultServer();
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Ali Farag' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    await findText('Game score is required for a played match');
    expect(sent).toEqual([]);
  });

  it("asks for a retirement's games instead of a score", async () => {
    const { open, sent, toPlay } = resultServer();
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Ali Farag' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('radio', { name: 'Retired' }));
    expect(screen.queryByRole('group', { name: 'Game score (winner first)' })).toBeNull();
    const games = screen.getByRole('group', { name: 'Games won by the retiring player' });
    await userEvent.click(within(games).getByRole('radio', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    await findText('Match updated');
    expect(sent).toEqual([{ winnerId: toPlay.playerTwo?.id, outcome: 'retired', gamesWonByRetiringPlayer: 1 }]);
  });

  it('asks again before recording a result ahead of the match’s time', async () => {
    const { open, sent } = resultServer({ startsAt: `${dayFromNow(2)}T18:00:00.000Z` });
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Paul Coll' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('radio', { name: '3-0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("This match hasn't started yet");
    expect(alert.textContent).toContain('Save again to record it anyway.');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Record it anyway' }));
    await findText('Match updated');
    expect(sent).toHaveLength(1);
  });

  it('has no form before the tournament has started, and says when it can be recorded', async () => {
    const { open } = resultServer({ status: 'UPCOMING' });
    await open();
    await findText(/Results can be recorded once the tournament has started/);
    expect(screen.queryByRole('button', { name: 'Save result' })).toBeNull();
  });
});
