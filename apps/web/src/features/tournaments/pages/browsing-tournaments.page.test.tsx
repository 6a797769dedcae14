import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { dayFromNow, entryOf, fan, pageInfo, tournament } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Browsing the tournaments (issue 64): the men's current events by default, tournaments under way before those
 * still open, the women's and the completed ones on asking (kept in the address, so Back and a reload keep
 * the view), the completed ones page by page, and a signed-in fan's cards saying which they have entered.
 */

const underway = tournament({
  name: 'Canary Wharf Classic 2027',
  status: 'ACTIVE',
  startDate: dayFromNow(-2),
  endDate: dayFromNow(3),
});
const open = tournament({
  name: 'Windy City Open 2027',
  status: 'UPCOMING',
  startDate: dayFromNow(5),
  endDate: dayFromNow(1),
});
const womens = tournament({ name: 'Tournament of Champions 2027', status: 'UPCOMING', gender: 'womens' });
const finished = Array.from({ length: 14 }, (_, n) =>
  tournament({ name: `Finished Open ${2026 - n}`, status: 'PAID', startDate: dayFromNow(-30 - n * 20) }),
);

function listServer({ failures = 0, none = false }: { failures?: number; none?: boolean } = {}) {
  const asked: Array<Record<string, string | string[]>> = [];
  let failing = failures;
  const answers = [
    http.get('/api/tournaments', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = (params.get('status') ?? '').split(',');
      asked.push({ ...Object.fromEntries(params), status });
      if (failing > 0) {
        failing -= 1;
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Database unavailable' } },
          { status: 500 },
        );
      }
      if (none) return HttpResponse.json({ data: [], pageInfo: pageInfo(0) });
      const page = Number(params.get('page') ?? 0);
      const size = Number(params.get('page_size') ?? 12);
      const completed = status.includes('PAID');
      const all = completed ? finished : params.get('gender') === 'womens' ? [womens] : [open, underway];
      const last = Math.ceil(all.length / size) - 1;
      return HttpResponse.json({
        data: all.slice(page * size, (page + 1) * size),
        pageInfo: {
          ...pageInfo(all.length, size),
          currentPage: page,
          previousPage: page > 0 ? page - 1 : null,
          nextPage: page < last ? page + 1 : null,
        },
      });
    }),
  ];
  return { asked, answers };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Tournaments' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('browsing the tournaments', () => {
  it("shows the men's current events, those under way first", async () => {
    const { answers, asked } = listServer();
    await renderPage('/tournaments', 'en', answers);
    await findText('Windy City Open 2027');
    expect(names()).toEqual(['Canary Wharf Classic 2027', 'Windy City Open 2027']);
    expect(asked[0]).toMatchObject({ gender: 'mens', status: ['ACTIVE', 'UPCOMING'] });
  });

  it("shows the women's on asking, kept in the address", async () => {
    const { answers } = listServer();
    const { router } = await renderPage('/tournaments', 'en', answers);
    await findText('Windy City Open 2027');
    await userEvent.click(screen.getByRole('radio', { name: "Women's" }));
    await findText('Tournament of Champions 2027');
    expect(router.state.location.search).toBe('?gender=womens');
    expect(screen.getByRole('radio', { name: "Women's" }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the completed ones newest first, page by page', async () => {
    const { answers, asked } = listServer();
    const { router } = await renderPage('/tournaments', 'en', answers);
    await findText('Windy City Open 2027');
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await findText('Finished Open 2026');
    expect(asked.at(-1)).toMatchObject({ sort_by: 'start_date', sort_order: 'desc' });
    const pages = screen.getByRole('navigation', { name: 'Tournament pages' });
    expect(pages.textContent).toContain('Page 1 of 2');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=completed&page=2'));
    await findText(finished.at(-1)?.name ?? '');
  });

  it('says which tournaments a signed-in fan has entered', async () => {
    const me = fan();
    const { answers } = listServer();
    const { mine } = entryOf(open, me.id);
    await renderPage('/tournaments', 'en', [
      ...signedIn(me),
      http.get('/api/entries', () => HttpResponse.json({ data: [mine] })),
      ...answers,
    ]);
    await findText('Windy City Open 2027');
    const card = screen.getByRole('heading', { name: 'Windy City Open 2027' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Entered')).toBeTruthy();
    const other = screen.getByRole('heading', { name: 'Canary Wharf Classic 2027' }).closest('li') as HTMLElement;
    expect(within(other).queryByText('Entered')).toBeNull();
  });

  it('says when a view has no tournaments, in each view', async () => {
    const { answers } = listServer({ none: true });
    await renderPage('/tournaments', 'en', answers);
    await findText('No active or upcoming tournaments at the moment.');
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await findText('No completed tournaments yet.');
  });

  it('says a list that failed, with Retry and Go Home, and Retry reads it again', async () => {
    const { answers } = listServer({ failures: 1 });
    await renderPage('/tournaments', 'en', answers);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Data' })).toBeTruthy();
    expect(alert.textContent).toContain('Database unavailable');
    expect(within(alert).getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findText('Windy City Open 2027');
  });
});
