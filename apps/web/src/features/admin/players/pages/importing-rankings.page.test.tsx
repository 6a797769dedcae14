import type { RankingsPreview } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, pageInfo, testId } from '@/testing/mock-api/data';
import { read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Importing the world rankings in the back office (issue 64): a list pasted and previewed (what changes, who is
 * not found), applied (the ranks and the list's date sent as previewed, the count said in the reader's words),
 * refused while a row can't be used, and nothing sent for an empty list.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const LIST = typedByReader('rank,player\n1,Ali Farag\n2,Paul Coll\n3,Someone Unknown');

function preview(overrides: Partial<RankingsPreview> = {}): RankingsPreview {
  return {
    listDate: '2026-12-01',
    format: 'csv',
    changes: [
      { line: 2, playerId: testId(), fullName: 'Ali Farag', gender: 'mens', currentRank: 2, newRank: 1 },
      { line: 3, playerId: testId(), fullName: 'Paul Coll', gender: 'mens', currentRank: 1, newRank: 2 },
    ],
    unchanged: 0,
    unknown: [{ line: 4, player: 'Someone Unknown' }],
    problems: [],
    ...overrides,
  };
}

function rankingsServer(answer: RankingsPreview = preview()) {
  const sent: Array<{ what: string; body: unknown }> = [];
  const answers = [
    ...admin,
    http.post('/api/admin/rankings/preview', async ({ request }) => {
      sent.push({ what: 'preview', body: await request.json() });
      return HttpResponse.json({ data: answer });
    }),
    http.post('/api/admin/rankings', async ({ request }) => {
      sent.push({ what: 'apply', body: await request.json() });
      return HttpResponse.json({
        data: { listDate: answer.listDate, updated: answer.changes.length, unchanged: 0, unknown: answer.unknown },
      });
    }),
    // The players' list, where applying leads.
    read('/api/admin/players', { body: { data: [], pageInfo: pageInfo(0) } }),
  ];
  return { sent, open: () => renderPage('/admin/players/rankings', 'en', answers) };
}

async function previewList() {
  await userEvent.fill(await screen.findByLabelText('Rankings list (CSV or JSON)', {}, { timeout: 10_000 }), LIST);
  await userEvent.fill(screen.getByLabelText('Date of the list'), '2026-12-01');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
}

describe('importing the world rankings', () => {
  it('sends nothing for an empty list, and says what to do', async () => {
    const { open, sent } = rankingsServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }, { timeout: 10_000 }));
    await findText('Paste a rankings list or choose a file');
    expect(sent).toEqual([]);
  });

  it('previews what the list changes and who it does not know, then applies it as previewed', async () => {
    const { open, sent } = rankingsServer();
    const { router } = await open();
    await previewList();
    await findText('Ranks that change');
    const changes = screen.getByRole('table');
    expect(within(changes).getAllByRole('row')).toHaveLength(3);
    expect(changes.textContent).toContain('Ali Farag');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
    expect(document.body.textContent).toContain('Someone Unknown');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Rankings' }));
    await findText('World ranks updated for 2 players (list of Dec 1, 2026)');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/players'));
    const request = { content: LIST, listDate: '2026-12-01' };
    expect(sent).toEqual([
      { what: 'preview', body: request },
      { what: 'apply', body: request },
    ]);
  });

  it('says one player in the singular', async () => {
    const { open } = rankingsServer(preview({ changes: preview().changes.slice(0, 1), unknown: [] }));
    await open();
    await previewList();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Rankings' }, { timeout: 10_000 }));
    await findText('World ranks updated for 1 player (list of Dec 1, 2026)');
  });

  it("won't apply a list while a row can't be used", async () => {
    const { open, sent } = rankingsServer(
      preview({ problems: [{ line: 3, message: 'Line 3: the rank "two" is not a whole number' }] }),
    );
    await open();
    await previewList();
    await findText('Fix these rows before applying the list:');
    expect((screen.getByRole('button', { name: 'Apply Rankings' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent.map((each) => each.what)).toEqual(['preview']);
  });
});
