import type { League } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, league, leagueRoster, pageInfo, SEASON } from '@/testing/mock-api/data';
import { fieldsRefused, read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Making and joining a private league (issue 64): a name checked in its field before anything is sent, the new
 * league opened with its invite to share, a name the server refuses shown in its field, a code typed to find a
 * league and joined after saying yes, and a code that finds nothing.
 */

const me = fan();

/** A league's own page's reads, for the league the server made or joined. */
function leaguePage(club: League) {
  return [
    read('/api/leagues/:id', { body: { data: { ...club, mySeasonRank: null } } }),
    read('/api/leagues/:id/leaderboard', { body: { data: [], pageInfo: pageInfo(0), season: SEASON } }),
    read('/api/leagues/:id/members', {
      body: {
        data: [{ userId: me.id, username: me.username, role: club.myRole, joinedAt: '2026-12-03T10:00:00.000Z' }],
        pageInfo: pageInfo(1),
      },
    }),
    read('/api/tournaments', { body: { data: [], pageInfo: pageInfo(0) } }),
    // The owner's roster of the next tournament: none yet.
    read('/api/leagues/:id/roster', { body: { data: leagueRoster(1) } }),
  ];
}

function leaguesServer({ nameTaken = false } = {}) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const made = league({ name: 'Glass Court Crew', myRole: 'owner', ownerId: me.id, memberCount: 1 });
  const found = league({ name: 'Tuesday Night Boasters', inviteCode: 'K7PQ2WXR9M', myRole: 'member' });
  const answers = [
    ...signedIn(me),
    read('/api/leagues', { body: { data: [] } }),
    http.post('/api/leagues', async ({ request }) => {
      const body = await request.json();
      sent.push({ path: '/api/leagues', body });
      if (nameTaken) {
        return fieldsRefused({ name: 'You already have a league of that name' }, { status: 409, code: 'CONFLICT' });
      }
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.get('/api/leagues/invites/:code', ({ params }) =>
      params.code === found.inviteCode
        ? HttpResponse.json({
            data: {
              id: found.id,
              name: found.name,
              description: found.description,
              ownerUsername: found.ownerUsername,
              memberCount: found.memberCount,
              isMember: false,
            },
          })
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 }),
    ),
    http.post('/api/leagues/join', async ({ request }) => {
      const body = await request.json();
      sent.push({ path: '/api/leagues/join', body });
      return HttpResponse.json({ data: found, joined: true });
    }),
    // The league opened afterwards: whichever was made or joined.
    http.get('/api/leagues/:id', ({ params }) =>
      HttpResponse.json({ data: { ...(params.id === made.id ? made : found), mySeasonRank: null } }),
    ),
    ...leaguePage(made).slice(1),
  ];
  return { sent, made, found, open: (url = '/leagues') => renderPage(url, 'en', answers) };
}

const createForm = async () => {
  const name = await screen.findByLabelText('League name', {}, { timeout: 10_000 });
  return name.closest('form') as HTMLElement;
};

describe('making and joining leagues', () => {
  it('checks the name before sending it', async () => {
    const { open, sent } = leaguesServer();
    await open();
    const form = await createForm();
    await userEvent.fill(within(form).getByLabelText('League name'), 'GC');
    await userEvent.click(within(form).getByRole('button', { name: 'Create League' }));
    await within(form).findByText('Name must be at least 3 characters');
    expect(within(form).getByLabelText('League name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('makes the league and opens it, with its invite to share', async () => {
    const { open, sent, made } = leaguesServer();
    const { router } = await open();
    const form = await createForm();
    await userEvent.fill(within(form).getByLabelText('League name'), '  Glass Court Crew ');
    await userEvent.fill(within(form).getByLabelText('Description (optional)'), 'Thursday nights at the club');
    await userEvent.click(within(form).getByRole('button', { name: 'Create League' }));
    await findText('League created');
    await findText('Share the invite link to bring your friends into Glass Court Crew.');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leagues/${made.id}`));
    // The name as the schema trims it.
    expect(sent).toEqual([
      { path: '/api/leagues', body: { name: 'Glass Court Crew', description: 'Thursday nights at the club' } },
    ]);
  });

  it("shows the server's refusal of a name in the name's field", async () => {
    const { open } = leaguesServer({ nameTaken: true });
    await open();
    const form = await createForm();
    await userEvent.fill(within(form).getByLabelText('League name'), 'Glass Court Crew');
    await userEvent.click(within(form).getByRole('button', { name: 'Create League' }));
    await findText('Could not create the league');
    await within(form).findByText('You already have a league of that name');
  });

  it('finds a league by its code, shows it, and joins it on Join League', async () => {
    const { open, sent, found } = leaguesServer();
    const { router } = await open();
    const code = screen.getByLabelText('Invite code');
    await userEvent.fill(code, 'k7pq2wxr9m');
    await userEvent.click(screen.getByRole('button', { name: 'Find League' }));
    await findText('Join Tuesday Night Boasters?');
    expect(router.state.location.pathname).toBe('/leagues/join/K7PQ2WXR9M');
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
    await findText('Welcome to Tuesday Night Boasters');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/leagues/${found.id}`));
    expect(sent).toEqual([{ path: '/api/leagues/join', body: { code: 'K7PQ2WXR9M' } }]);
  });

  it('says an invite is not valid when its code finds no league, and leads back to My Leagues', async () => {
    const { open } = leaguesServer();
    await open('/leagues/join/NOPE000000');
    await findText('Invite not valid');
    expect(screen.getByRole('link', { name: 'Go to My Leagues' }).getAttribute('href')).toBe('/leagues');
  });

  it('asks for a code before finding anything', async () => {
    const { open } = leaguesServer();
    const { router } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Find League' }, { timeout: 10_000 }));
    await findText('Invite code is required');
    expect(router.state.location.pathname).toBe('/leagues');
  });
});
