import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seasonRow } from '@/testing/mock-api/data';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The season leaderboard as fans walk it (tested by issue 64): this season's pages (the address counting from
 * one, the API from zero), the season before and back (this season needs no `?season=`), a season to come or a
 * page that isn't one read as this season's first page, a past season nobody tipped, and each fan's name leading
 * to their record. This session's season is 2026/27 (1 August to 31 July).
 */

const TOTAL = 45;
const PAGE_SIZE = 20;

function seasonServer({ empty = false } = {}) {
  const reads: Array<{ season: string | null; page: string | null; pageSize: string | null }> = [];
  const answers = [
    http.get('/api/leaderboard', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const season = query.get('season');
      const page = Number(query.get('page') ?? 0);
      reads.push({ season, page: query.get('page'), pageSize: query.get('page_size') });
      const label = season ?? '2026/27';
      const start = Number(label.slice(0, 4));
      const total = empty ? 0 : TOTAL;
      const rows = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - page * PAGE_SIZE)) }, (_, index) => {
        const rank = page * PAGE_SIZE + index + 1;
        return seasonRow(rank, `fan_${label.slice(2, 4)}_${rank}`, 500 - rank);
      });
      return HttpResponse.json({
        data: rows,
        pageInfo: {
          currentPage: page,
          previousPage: page > 0 ? page - 1 : null,
          nextPage: (page + 1) * PAGE_SIZE < total ? page + 1 : null,
          pageSize: PAGE_SIZE,
          totalRecords: total,
        },
        season: { label, startDate: `${start}-08-01`, endDate: `${start + 1}-07-31` },
      });
    }),
  ];
  return { reads, open: (url: string) => renderPage(url, 'en', answers) };
}

const table = () => screen.getByRole('table');

describe('the season leaderboard', () => {
  it("walks this season's pages, the address counting from one", async () => {
    const { reads, open } = seasonServer();
    const { router } = await open('/leaderboard');
    await findText('fan_26_1');
    expect(document.body.textContent).toContain(
      'Points from every tournament starting in the season (1 Aug 2026 – 31 Jul 2027).',
    );
    expect(screen.getByRole('table', { name: 'Season leaderboard 2026/27, page 1' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Leaderboard pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await findText('fan_26_21');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.getByRole('table', { name: 'Season leaderboard 2026/27, page 2' })).toBeTruthy();
    expect(reads.map((read) => read.page)).toEqual(['0', '1']);
    expect(reads.every((read) => read.season === null && read.pageSize === String(PAGE_SIZE))).toBe(true);
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await findText('fan_26_1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('goes to the season before and back, this season with no season in its address', async () => {
    const { reads, open } = seasonServer();
    const { router } = await open('/leaderboard');
    await findText('fan_26_1');
    const seasons = screen.getByRole('navigation', { name: 'Seasons' });
    expect(within(seasons).queryByRole('link', { name: /Next season/ })).toBeNull();
    await userEvent.click(within(seasons).getByRole('link', { name: 'Previous season, 2025/26' }));
    await findText('fan_25_1');
    expect(router.state.location.search).toBe('?season=2025/26');
    expect(document.body.textContent).toContain('2025/26 season');
    expect(reads.at(-1)?.season).toBe('2025/26');
    const back = within(screen.getByRole('navigation', { name: 'Seasons' })).getByRole('link', {
      name: 'Next season, 2026/27',
    });
    expect(back.getAttribute('href')).toBe('/leaderboard');
    await userEvent.click(back);
    await findText('fan_26_1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("reads a season to come, or a page that isn't one, as this season's first page", async () => {
    for (const url of ['/leaderboard?season=2031/32', '/leaderboard?page=zero', '/leaderboard?season=next']) {
      const { reads, open } = seasonServer();
      const view = await open(url);
      await findText('fan_26_1');
      expect(reads).toEqual([{ season: null, page: '0', pageSize: String(PAGE_SIZE) }]);
      view.unmount();
    }
  });

  it('opens on the page its address names', async () => {
    const { reads, open } = seasonServer();
    await open('/leaderboard?season=2025/26&page=3');
    await findText('fan_25_41');
    expect(reads).toEqual([{ season: '2025/26', page: '2', pageSize: String(PAGE_SIZE) }]);
    expect(screen.getByRole('navigation', { name: 'Leaderboard pages' }).textContent).toContain('Page 3 of 3');
  });

  it('says so when nobody tipped a season, with the way to the tournaments', async () => {
    const { open } = seasonServer({ empty: true });
    await open('/leaderboard?season=2019/20');
    await findText('No Entries Yet');
    expect(document.body.textContent).toContain('No one has tipped a tournament of the 2019/20 season yet.');
    expect(screen.getByRole('link', { name: 'Browse tournaments' }).getAttribute('href')).toBe('/tournaments');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("leads from a fan's name to their record", async () => {
    const { open } = seasonServer();
    await open('/leaderboard');
    await findText('fan_26_1');
    const link = within(table()).getByRole('link', { name: 'fan_26_3' });
    expect(link.getAttribute('href')).toBe('/fans/fan_26_3');
  });
});
