import type { DataIssue } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { dataIssue, fan } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's data issues (what an import or a sync could not settle, tested by issue 64): each issue
 * leading to the record it is about, whatever its kind, one about nothing named as such, and an issue cleared
 * once dealt with (asked first, named in the question).
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

const issue = dataIssue;

function issuesServer() {
  let issues = [
    issue({}),
    issue({
      type: 'missing-result',
      description: 'The PSA page shows no result for the final',
      severity: 'HIGH',
      resourceType: 'MATCH',
      resourceName: 'Coll v Farag',
    }),
    issue({
      type: 'draw-size',
      description: 'The draw has 30 players',
      resourceType: 'TOURNAMENT',
      resourceName: null,
    }),
    issue({
      type: 'feed',
      description: 'The results feed answered 503',
      resourceType: null,
      resourceId: null,
      resourceName: null,
    }),
  ];
  const deleted: string[] = [];
  const answers = [
    ...admin,
    http.get('/api/admin/data-issues', () =>
      HttpResponse.json({
        data: issues,
        pageInfo: { currentPage: 0, previousPage: null, nextPage: null, pageSize: 20, totalRecords: issues.length },
      }),
    ),
    http.delete('/api/admin/data-issues/:id', ({ params }) => {
      deleted.push(String(params.id));
      issues = issues.filter((one) => one.id !== params.id);
      return HttpResponse.json({ data: { id: String(params.id) } });
    }),
  ];
  return { issues, deleted, open: () => renderPage('/admin/data-issues', 'en', answers) };
}

const rowOf = (text: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(text)) as HTMLElement;

describe("the back office's data issues", () => {
  it('leads from each issue to the record it is about, whatever its kind', async () => {
    const { issues, open } = issuesServer();
    await open();
    await findText('Mohamed Zakaria has no world rank');
    const [player, final, draw] = issues as [DataIssue, DataIssue, DataIssue];
    expect(within(rowOf('no world rank')).getByRole('link', { name: 'Mohamed Zakaria' }).getAttribute('href')).toBe(
      `/admin/players/${player.resourceId}`,
    );
    expect(
      within(rowOf('no result for the final')).getByRole('link', { name: 'Coll v Farag' }).getAttribute('href'),
    ).toBe(`/admin/matches/${final.resourceId}`);
    // Not named: the kind of record it is about stands for it.
    expect(within(rowOf('30 players')).getByRole('link', { name: 'TOURNAMENT' }).getAttribute('href')).toBe(
      `/admin/tournaments/${draw.resourceId}`,
    );
    const feed = rowOf('answered 503');
    expect(within(feed).queryByRole('link')).toBeNull();
    expect(feed.textContent).toContain('N/A');
  });

  it('clears an issue once dealt with, asked first with its record named', async () => {
    const { issues, deleted, open } = issuesServer();
    await open();
    await findText('Mohamed Zakaria has no world rank');
    await userEvent.click(
      within(rowOf('no world rank')).getByRole('button', { name: /^Delete the issue of Mohamed Zakaria/ }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('Data issue deleted successfully');
    expect(deleted).toEqual([issues[0]?.id]);
    await waitFor(() => expect(screen.queryByText('Mohamed Zakaria has no world rank')).toBeNull());
  });

  it('names an issue about no record as this issue', async () => {
    const { open } = issuesServer();
    await open();
    await findText('The results feed answered 503');
    expect(within(rowOf('answered 503')).getByRole('button', { name: /^Delete this issue/ })).toBeTruthy();
  });
});
