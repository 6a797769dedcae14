import type { Match } from '@squash/core';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminTournament, fan, pageInfo, playersOf, testId } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A draw built by hand in the back office (spec 001's match form, tested by issue 64): a match added from a
 * draft's Add Match (its round, its venue-time start, its two players from the tour's list), the form's own
 * checks before any call, an edit that sends only what changed (or nothing), and a match completed from the
 * form with its winner and game score. Times are the venue's: Chicago's, six hours behind UTC in December.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function drawServer() {
  const draft = adminTournament({ status: 'CREATING', name: 'Windy City Open 2027' });
  const players = playersOf(draft);
  const matches = new Map<string, Match>(draft.rounds.flatMap((round) => round.matches).map((one) => [one.id, one]));
  const sent: Array<{ method: string; body: Record<string, unknown> }> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/tournaments', () =>
      HttpResponse.json({ data: [{ ...draft, createdAt: '2026-09-01T10:00:00.000Z' }], pageInfo: pageInfo(1) }),
    ),
    http.get(`/api/admin/tournaments/${draft.id}`, () => HttpResponse.json({ data: draft })),
    http.get('/api/admin/players', () => HttpResponse.json({ data: players, pageInfo: pageInfo(players.length, 100) })),
    http.get('/api/admin/matches/:id', ({ params }) => HttpResponse.json({ data: matches.get(String(params.id)) })),
    http.post('/api/admin/matches', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', body });
      const [first] = draft.rounds[1]?.matches ?? [];
      const created = { ...(first as Match), id: testId(), startsAt: body.startsAt as string };
      matches.set(created.id, created);
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.patch('/api/admin/matches/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PATCH', body });
      const saved = { ...(matches.get(String(params.id)) as Match), ...body } as Match;
      matches.set(saved.id, saved);
      return HttpResponse.json({ data: saved });
    }),
  ];
  return { draft, players, sent, open: (url: string) => renderPage(url, 'en', answers) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLSelectElement | HTMLInputElement;

describe('a draw built by hand', () => {
  it("adds a match from a draft's Add Match: its round, its start in venue time and its players", async () => {
    const { draft, players, sent, open } = drawServer();
    await open(`/admin/matches/new?tournamentId=${draft.id}`);
    await screen.findByRole('heading', { name: 'New Match' }, { timeout: 10_000 });
    expect(field('Tournament').value).toBe(draft.id);
    expect(document.body.textContent).toContain('Venue time (CST)');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(`/admin/tournaments/${draft.id}`);
    const quarters = draft.rounds[1];
    const [farag, coll] = players as [(typeof players)[number], (typeof players)[number]];
    await userEvent.selectOptions(field('Round'), quarters?.id ?? '');
    await userEvent.fill(field('Scheduled Time'), '2026-12-10T18:00');
    await userEvent.selectOptions(field('Player 1'), farag.id);
    await userEvent.selectOptions(field('Player 2'), coll.id);
    await userEvent.click(screen.getByRole('button', { name: 'Create Match' }));
    await findText('Match created');
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          tournamentId: draft.id,
          roundId: quarters?.id,
          playerOneId: farag.id,
          playerTwoId: coll.id,
          startsAt: '2026-12-11T00:00:00.000Z',
        },
      },
    ]);
  });

  it('lists the players with their world rank, and checks the round before any call', async () => {
    const { draft, sent, open } = drawServer();
    await open(`/admin/matches/new?tournamentId=${draft.id}`);
    await screen.findByRole('heading', { name: 'New Match' }, { timeout: 10_000 });
    const names = [...(field('Player 1') as HTMLSelectElement).options].map((option) => option.text);
    expect(names.slice(0, 3)).toEqual(['TBD', 'Ali Farag (1)', 'Mostafa Asal (2)']);
    await userEvent.click(screen.getByRole('button', { name: 'Create Match' }));
    await findText('Round is required');
    expect(field('Round').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends only what changed on an edit, and nothing when nothing did', async () => {
    const { draft, sent, open } = drawServer();
    const first = draft.rounds[0]?.matches[0] as Match;
    await open(`/admin/matches/${first.id}/edit`);
    await screen.findByRole('heading', { name: 'Edit Match' }, { timeout: 10_000 });
    expect(field('Tournament').hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('No changes to update');
    expect(sent).toEqual([]);
    await userEvent.fill(field('Scheduled Time'), '2026-12-12T09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('Match updated');
    expect(sent).toEqual([{ method: 'PATCH', body: { startsAt: '2026-12-12T15:30:00.000Z' } }]);
  });

  it('completes a match from the form with its winner and game score', async () => {
    const { draft, sent, open } = drawServer();
    const first = draft.rounds[0]?.matches[0] as Match;
    await open(`/admin/matches/${first.id}/edit`);
    await screen.findByRole('heading', { name: 'Edit Match' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Completed' }));
    const winner = first.playerTwo;
    await userEvent.click(await screen.findByRole('radio', { name: winner?.fullName }));
    await userEvent.click(screen.getByRole('radio', { name: '3-2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('Match updated');
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', body: { isCompleted: true, winnerId: winner?.id, outcome: 'played', gameScore: '3-2' } },
      ]),
    );
  });

  it('asks for both players before a winner can be chosen', async () => {
    const { draft, sent, open } = drawServer();
    const later = draft.rounds[2]?.matches[0] as Match;
    await open(`/admin/matches/${later.id}/edit`);
    await screen.findByRole('heading', { name: 'Edit Match' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Completed' }));
    await findText('Choose both players to record the winner.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('Choose both players to record the winner.').className).toContain('destructive'),
    );
    expect(sent).toEqual([]);
  });
});
