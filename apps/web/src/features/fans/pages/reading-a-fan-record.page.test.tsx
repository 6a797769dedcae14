import { type FanRecord, FanRecordSchema } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fan, testId } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { checkPage, findText, renderPage } from '@/testing/page-test';

/*
 * A fan's record as others and its owner read it (issue 45, tested by issue 64): each tournament played leads to
 * its page and, once play began, to the fan's picks; a prize won is said in money and credits; a private record
 * shows others the name alone and its owner all of it, with where to change that; the owner's is read from
 * their own address; a link with an old name lands on the name they have now; a name nobody has says so.
 */

const windyId = testId();
const windyEntry = testId();
const canaryId = testId();

function record(overrides: Partial<FanRecord> = {}): FanRecord {
  return FanRecordSchema.parse({
    username: 'nour_drops',
    private: false,
    isOwn: false,
    tournaments: [
      {
        tournamentId: windyId,
        entryId: windyEntry,
        name: 'Windy City Open 2027',
        gender: 'womens',
        startDate: '2026-10-01',
        status: 'PAID',
        rank: 1,
        entrants: 48,
        points: 96,
        score: 12,
        possibleScore: 15,
        prize: { cashCents: 4200, credits: 700 },
      },
      {
        tournamentId: canaryId,
        entryId: testId(),
        name: 'Canary Wharf Classic 2027',
        gender: 'mens',
        startDate: '2026-12-10',
        status: 'UPCOMING',
        rank: null,
        entrants: 30,
        points: 0,
        score: 0,
        possibleScore: 0,
        prize: null,
      },
    ],
    bestFinish: { rank: 1, entrants: 48, tournamentId: windyId, name: 'Windy City Open 2027', gender: 'womens' },
    seasons: [{ label: '2026/27', rank: 14, fans: 512, points: 176 }],
    badges: [],
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe("a fan's record", () => {
  it('leads from each tournament to its page, and once play began to the picks; a prize in money and credits', async () => {
    await renderPage('/fans/nour_drops', 'en', [read('/api/fans/:username', { body: { data: record() } })]);
    await findText('Fan record');
    const history = within(section('Tournaments')).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    const [played, toCome] = history as [HTMLElement, HTMLElement];
    expect(within(played).getByRole('link', { name: 'Windy City Open 2027' }).getAttribute('href')).toBe(
      `/tournaments/${windyId}`,
    );
    expect(
      within(played)
        .getByRole('link', { name: /^Picks\s*in Windy City Open 2027$/ })
        .getAttribute('href'),
    ).toBe(`/tournaments/${windyId}/entries/${windyEntry}`);
    expect(played.textContent).toContain('1st of 48');
    expect(played.textContent).toContain('Won $42.00 AUD + 7.00 credits');
    expect(toCome.textContent).toContain('Not started');
    expect(within(toCome).queryByRole('link', { name: /Picks/ })).toBeNull();
  });

  it("shows others a private record's name alone", async () => {
    const hidden = record({ private: true, tournaments: [], bestFinish: null, seasons: [], badges: [] });
    await renderPage('/fans/nour_drops', 'en', [read('/api/fans/:username', { body: { data: hidden } })]);
    await findText('This record is private');
    expect(document.body.textContent).toContain('nour_drops shows only their name.');
    expect(screen.queryByRole('region', { name: 'Tournaments' })).toBeNull();
    expect(screen.queryByText(/Change it on your account page/)).toBeNull();
  });

  it('reads its owner’s record from their own address, whole though private, with where to change that', async () => {
    const me = fan({ username: 'nour_drops' });
    const asked: string[] = [];
    await renderPage('/fans/nour_drops', 'en', [
      ...signedIn(me),
      http.get('/api/user/record', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: record({ private: true, isOwn: true }) });
      }),
      http.get('/api/fans/:username', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: record({ private: true, tournaments: [], seasons: [] }) });
      }),
    ]);
    await findText('Your record');
    await findText('Private: others see only your name.');
    expect(screen.getByRole('link', { name: 'Change it on your account page' }).getAttribute('href')).toBe(
      '/account#record',
    );
    expect(within(section('Tournaments')).getAllByRole('listitem')).toHaveLength(2);
    expect(asked).toEqual(['/api/user/record']);
  });

  it('lands a link with an old name on the name the fan has now', async () => {
    const view = await renderPage('/fans/old_name', 'en', [
      read('/api/fans/:username', { body: { data: record({ username: 'nour_drops' }) } }),
    ]);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/fans/nour_drops'));
    expect(await screen.findByRole('heading', { level: 1, name: 'nour_drops' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('says when no fan goes by a name, with the way to the season leaderboard', async () => {
    await renderPage('/fans/nobody_here', 'en', [read('/api/fans/:username', 'missing')]);
    await findText('Fan not found');
    expect(document.body.textContent).toContain('No fan goes by the name nobody_here.');
    expect(screen.getByRole('link', { name: 'Season leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });

  it("says the record in the reader's language, the prize and the rank included", async () => {
    await renderPage('/fans/nour_drops', 'fr', [read('/api/fans/:username', { body: { data: record() } })]);
    await findText('Windy City Open 2027');
    expect(document.body.textContent).not.toContain('Not started');
    expect(document.body.textContent).not.toContain('1st of 48');
    checkPage('fr');
  });
});
