import type { AdminLeague } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, testId } from '@/testing/mock-api/data';
import { signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's private leagues (issue 44, tested by issue 64): found by part of their name or of their
 * owner's (the words trimmed, the first page again), none found said with the words searched, and a league
 * deleted after saying what goes with it (its memberships, in the reader's plural) and what stays.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function leaguesServer({ failDelete = false } = {}) {
  let leagues: AdminLeague[] = [
    {
      id: testId(),
      name: 'Tuesday Night Boasters',
      ownerUsername: 'nour_drops',
      memberCount: 12,
      createdAt: '2026-09-02T10:00:00.000Z',
    },
    {
      id: testId(),
      name: 'Nick Drop Club',
      ownerUsername: 'boast_machine',
      memberCount: 1,
      createdAt: '2026-10-02T10:00:00.000Z',
    },
  ];
  const reads: Array<string | null> = [];
  const deleted: string[] = [];
  const answers = [
    ...admin,
    http.get('/api/admin/leagues', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      reads.push(search);
      const words = (search ?? '').toLowerCase();
      const found = leagues.filter(
        (one) => one.name.toLowerCase().includes(words) || one.ownerUsername.toLowerCase().includes(words),
      );
      return HttpResponse.json({
        data: found,
        pageInfo: { currentPage: 0, previousPage: null, nextPage: null, pageSize: 20, totalRecords: found.length },
      });
    }),
    http.delete('/api/admin/leagues/:id', ({ params }) => {
      deleted.push(String(params.id));
      if (failDelete) {
        return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'League not found' } }, { status: 404 });
      }
      leagues = leagues.filter((one) => one.id !== params.id);
      return HttpResponse.json({ data: { id: String(params.id) } });
    }),
  ];
  return { leagues, reads, deleted, open: () => renderPage('/admin/leagues', 'en', answers) };
}

const search = async (words: string) => {
  const box = screen.getByRole('searchbox', { name: 'Search by league or owner' });
  await userEvent.fill(box, words);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe("the back office's leagues", () => {
  it("finds a league by part of its name or of its owner's", async () => {
    const { open, reads } = leaguesServer();
    await open();
    await findText('Nick Drop Club');
    await search('  boasters ');
    await waitFor(() => expect(screen.queryByText('Nick Drop Club')).toBeNull());
    expect(screen.getByText('Tuesday Night Boasters')).toBeTruthy();
    await search('boast_machine');
    await findText('Nick Drop Club');
    expect(screen.queryByText('Tuesday Night Boasters')).toBeNull();
    expect(reads).toEqual([null, 'boasters', 'boast_machine']);
  });

  it('says so with the words searched when no league matches', async () => {
    const { open } = leaguesServer();
    await open();
    await findText('Nick Drop Club');
    await search(typedByReader('squash legends'));
    await findText('No leagues match “squash legends”.');
  });

  it('says what goes with a league and what stays, then deletes it', async () => {
    const { open, deleted, leagues } = leaguesServer();
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: /^Delete Tuesday Night Boasters/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its 12 memberships go with it; entries and points stay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('League deleted successfully');
    expect(deleted).toEqual([leagues[0]?.id]);
    await waitFor(() => expect(screen.queryByText('Tuesday Night Boasters')).toBeNull());
  });

  it("says one membership in the singular, and the server's refusal of a delete", async () => {
    const { open } = leaguesServer({ failDelete: true });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Nick Drop Club/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its 1 membership goes with it; entries and points stay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('Failed to delete league');
    expect(document.body.textContent).toContain('League not found');
    expect(screen.getByText('Nick Drop Club')).toBeTruthy();
  });
});
