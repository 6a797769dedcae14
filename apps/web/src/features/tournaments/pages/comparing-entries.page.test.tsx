import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { comparison, fan, pageInfo, picksOf, tournamentWithDraw } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Comparing two entries (issue 64): only the matches they picked differently at first, every match on asking,
 * the reader's own entry as 'You', and Swap sides turning the comparison round.
 */

const me = fan({ username: 'nour_drops' });
const live = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: '2026-11-25' }, 4);
const mine = { ...picksOf(live, 'nour_drops'), userId: me.id };
// Every third first-round match the other way: the later rounds follow from it.
const theirs = picksOf(live, 'tin_man_27', (position) => (position % 3 === 0 ? 1 : 0));
const both = comparison(live, mine, theirs);
const url = `/tournaments/${live.id}/compare/${mine.entryId}/${theirs.entryId}`;

const answers = (signedInAs: ReturnType<typeof signedIn> = []) => [
  ...signedInAs,
  read('/api/tournaments/:id', { body: { data: live } }),
  read('/api/entries/:id/compare/:otherId', { body: { data: both } }),
  read('/api/tournaments/:id/leaderboard', { body: { data: [], pageInfo: pageInfo(0) } }),
];

/** The matches the page lists, differing or not. */
const listed = () => [...document.querySelectorAll('main section > ul > li')];

describe('comparing two entries', () => {
  it('lists only the matches picked differently, and every match on asking', async () => {
    await renderPage(url, 'en', answers());
    await findText('nour_drops v tin_man_27');
    expect(both.differences.length).toBeGreaterThan(0);
    expect(listed()).toHaveLength(both.differences.length);
    expect(listed().every((row) => row.getAttribute('data-differs') === 'true')).toBe(true);
    await userEvent.click(screen.getByLabelText('Show every match, not only the differences'));
    await waitFor(() => expect(listed()).toHaveLength(15));
    expect(listed().filter((row) => row.getAttribute('data-differs') === 'true')).toHaveLength(both.differences.length);
  });

  it("calls the reader's own entry You", async () => {
    await renderPage(url, 'en', answers(signedIn(me)));
    await findText('nour_drops v tin_man_27');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('you');
    expect(screen.getAllByText('You').length).toBeGreaterThan(0);
  });

  it('turns the comparison round on Swap sides', async () => {
    const { router } = await renderPage(url, 'en', answers());
    await findText('nour_drops v tin_man_27');
    await userEvent.click(screen.getByRole('link', { name: 'Swap sides' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/tournaments/${live.id}/compare/${theirs.entryId}/${mine.entryId}`),
    );
  });
});
