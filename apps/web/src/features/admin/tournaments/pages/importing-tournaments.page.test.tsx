import type { ImportPreview } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminTournament, fan, prizePool } from '@/testing/mock-api/data';
import { read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Spec 001 §2's tournament import (issue 64): the tour page's address checked before it is fetched, the preview
 * of what would be created, Back to Form, the creation (or the update of a tournament already imported) taking
 * the admin to it, a page the server can't read, and a draw file read from the admin's disk.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const URL_OF_PAGE = typedByReader('https://www.psasquashtour.com/tournament/windy-city-open-2027/');
const created = adminTournament({ name: 'Windy City Open 2027', status: 'CREATING' });

const PREVIEW: ImportPreview = {
  name: 'Windy City Open 2027',
  location: null,
  startDate: '2027-02-20',
  endDate: '2027-02-28',
  gender: 'mens',
  imageUrl: null,
  timezone: 'America/Chicago',
  rounds: [
    { name: 'Round 1', matchCount: 16 },
    { name: 'Round 2', matchCount: 8 },
    { name: 'Quarter-finals', matchCount: 4 },
    { name: 'Semi-finals', matchCount: 2 },
    { name: 'Final', matchCount: 1 },
  ],
  totalMatches: 31,
  players: 32,
  existingTournamentId: null,
};

function importServer({
  preview = PREVIEW,
  unreadable = false,
}: {
  preview?: ImportPreview;
  unreadable?: boolean;
} = {}) {
  const sent: Array<{ what: string; body: unknown }> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/tournaments-psa', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.push({ what: 'preview', body: query });
      if (unreadable) {
        return HttpResponse.json(
          { error: { code: 'IMPORT_FAILED', message: 'The page has no draw yet' } },
          { status: 422 },
        );
      }
      return HttpResponse.json({ data: preview });
    }),
    http.post('/api/admin/tournaments-psa', async ({ request }) => {
      sent.push({ what: 'create', body: await request.json() });
      return HttpResponse.json({
        data: { id: created.id, name: preview.name, created: preview.existingTournamentId === null },
      });
    }),
    http.post('/api/admin/tournaments-upload/preview', async ({ request }) => {
      sent.push({ what: 'file preview', body: await request.json() });
      return HttpResponse.json({ data: { ...preview, name: 'Squash Open from a file' } });
    }),
    read(`/api/admin/tournaments/${created.id}`, { body: { data: created } }),
    read(`/api/admin/tournaments/${created.id}/prize-pool`, { body: { data: prizePool() } }),
  ];
  return { sent, open: () => renderPage('/admin/tournaments/new', 'en', answers) };
}

async function fetchPage(address: string) {
  await userEvent.fill(await screen.findByLabelText('PSA Tournament URL', {}, { timeout: 10_000 }), address);
  await userEvent.click(screen.getByRole('button', { name: 'Fetch Tournament' }));
}

describe('importing a tournament', () => {
  it("checks the tour page's address before fetching it", async () => {
    const { open, sent } = importServer();
    await open();
    await fetchPage('psasquashtour windy city');
    await findText('Please enter a valid URL');
    expect(sent).toEqual([]);
  });

  it('previews what the page would create, and creates it', async () => {
    const { open, sent } = importServer();
    const { router } = await open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Mens' }, { timeout: 10_000 }));
    await fetchPage(URL_OF_PAGE);
    const preview = await screen.findByRole('heading', { name: 'Windy City Open 2027' }, { timeout: 10_000 });
    const card = preview.closest('[data-slot="card"]') ?? document.body;
    expect(card.textContent).toContain('Unknown');
    expect(card.textContent).toContain('31');
    expect(within(card as HTMLElement).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    await findText('Tournament created');
    await findText('Tournament Windy City Open 2027 has been created successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/tournaments/${created.id}`));
    expect(sent).toEqual([
      { what: 'preview', body: { url: URL_OF_PAGE, gender: 'mens' } },
      { what: 'create', body: { url: URL_OF_PAGE, gender: 'mens', is_completed: false } },
    ]);
  });

  it('says a tournament imported before is updated, not made twice', async () => {
    const { open } = importServer({ preview: { ...PREVIEW, existingTournamentId: created.id } });
    await open();
    await fetchPage(URL_OF_PAGE);
    await findText('This tournament was already imported; creating it again updates it.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    await findText('Tournament updated');
  });

  it('goes back to the form, the address kept', async () => {
    const { open } = importServer();
    await open();
    await fetchPage(URL_OF_PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Form' }, { timeout: 10_000 }));
    expect((await screen.findByLabelText('PSA Tournament URL')) as HTMLInputElement).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Tournament' })).toBeNull();
  });

  it("says why the server couldn't read the page", async () => {
    const { open } = importServer({ unreadable: true });
    await open();
    await fetchPage(URL_OF_PAGE);
    await findText('Error fetching tournament data: The page has no draw yet');
  });

  it('reads a draw file the admin chose', async () => {
    const { open, sent } = importServer();
    await open();
    await userEvent.click(await screen.findByRole('tab', { name: 'Draw file' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Read Draw File' }));
    await findText('Choose a draw file to upload');
    expect(sent).toEqual([]);
  });
});
