import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminEntry, fan, tournament } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's entries (spec 001 'entries', tested by issue 64): each row leading to its entry, the entry's
 * fan and tournament leading to their records, an entry still open said so, and an entry that isn't one (a
 * malformed or unknown id) said not found with the way back.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const windy = tournament({ name: 'Windy City Open 2027' });

function entriesServer() {
  const finalized = adminEntry(windy, { username: 'nour_drops', points: 44 });
  const open = adminEntry(windy, {
    username: 'boast_machine',
    status: 'OPEN',
    finalizedAt: null,
    points: 0,
    rank: null,
  });
  const entries = [finalized, open];
  const answers = [
    ...admin,
    http.get('/api/admin/entries', () =>
      HttpResponse.json({
        data: entries,
        pageInfo: { currentPage: 0, previousPage: null, nextPage: null, pageSize: 20, totalRecords: entries.length },
      }),
    ),
    http.get('/api/admin/entries/:id', ({ params }) => {
      const found = entries.find((one) => one.id === params.id);
      if (found) return HttpResponse.json({ data: found });
      return HttpResponse.json(
        { error: { code: 'VALIDATION_ERROR', message: 'id must be a UUID', fields: { id: 'id must be a UUID' } } },
        { status: 400 },
      );
    }),
  ];
  return { finalized, open, answers };
}

const detail = (label: string) =>
  (screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).querySelector('dd') as HTMLElement;

describe("the back office's entries", () => {
  it("leads from a row to its entry, and from the entry to its fan's and its tournament's records", async () => {
    const { finalized, answers } = entriesServer();
    const { router } = await renderPage('/admin/entries', 'en', answers);
    await findText('boast_machine');
    const row = screen.getAllByRole('row').find((each) => each.textContent?.includes('nour_drops')) as HTMLElement;
    expect(within(row).getByRole('link', { name: 'nour_drops' }).getAttribute('href')).toBe(
      `/admin/users/${finalized.userId}`,
    );
    await userEvent.click(within(row).getByText('Windy City Open 2027'));
    await screen.findByRole('heading', { name: 'Entry Details' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(`/admin/entries/${finalized.id}`);
    expect(within(detail('Tournament')).getByRole('link').getAttribute('href')).toBe(`/admin/tournaments/${windy.id}`);
    expect(detail('Points').textContent).toBe('44');
    expect(detail('Finalized').textContent).toBe('Nov 1, 2026');
    expect(screen.getByRole('link', { name: 'Back to Entries' }).getAttribute('href')).toBe('/admin/entries');
  });

  it('says an entry still open is not finalized', async () => {
    const { open, answers } = entriesServer();
    await renderPage(`/admin/entries/${open.id}`, 'en', answers);
    await screen.findByRole('heading', { name: 'Entry Details' }, { timeout: 10_000 });
    expect(detail('Finalized').textContent).toBe('Not Finalized');
  });

  it("says an id that isn't an entry's is not found, with the way back", async () => {
    const { answers } = entriesServer();
    await renderPage('/admin/entries/not-an-id', 'en', answers);
    await findText('Entry not found');
    expect(screen.getByRole('link', { name: 'Back to Entries' }).getAttribute('href')).toBe('/admin/entries');
  });
});
