import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { match, pageInfo, tournament } from '@/testing/mock-api/data';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The Results page (issue 64): My Tips' tab kept in the address (a reload keeps it), and a list that failed to
 * load read again with Retry. The list's states in every language are results-page.page.test.tsx's.
 */

const open = tournament({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE' });
const played = Array.from({ length: 3 }, () => match(open));

function resultsServer({ failures = 0 } = {}) {
  let failing = failures;
  return [
    http.get('/api/matches', () => {
      if (failing > 0) {
        failing -= 1;
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Database unavailable' } },
          { status: 500 },
        );
      }
      return HttpResponse.json({ data: played, pageInfo: pageInfo(played.length) });
    }),
  ];
}

describe('the results page', () => {
  it('says a list that failed, and Retry reads it again', async () => {
    await renderPage('/results', 'en', resultsServer({ failures: 1 }));
    await findText('Error loading matches: Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Completed matches' })).getAllByRole('listitem')).toHaveLength(3),
    );
  });

  it("keeps My Tips' tab in the address, and asks a visitor to sign in there", async () => {
    const { router } = await renderPage('/results', 'en', resultsServer());
    await userEvent.click(await screen.findByRole('tab', { name: 'My Tips' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    const panel = await screen.findByRole('tabpanel', { name: 'My Tips' }, { timeout: 10_000 });
    await within(panel).findByRole('heading', { name: 'Sign In Required' }, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });
});
