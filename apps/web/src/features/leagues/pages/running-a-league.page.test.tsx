import type { League, LeagueMember } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, league, leagueRoster, pageInfo, SEASON } from '@/testing/mock-api/data';
import { read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Running a private league (issue 64): its owner renames it, removes a member, hands it over and makes a new
 * invite code, each asked first where it can't be undone; a member leaves it; the owner deletes it. Each is
 * sent as the API takes it, and the page shows what the server then answers.
 */

const me = fan({ username: 'nour_drops' });
const JOINED = '2026-09-02T10:00:00.000Z';

function leagueServer({ role = 'owner' }: { role?: League['myRole'] } = {}) {
  let club = league({
    name: 'Tuesday Night Boasters',
    myRole: role,
    ownerId: role === 'owner' ? me.id : '00000000-0000-4000-8000-000000000990',
    ownerUsername: role === 'owner' ? 'nour_drops' : 'boast_machine',
    memberCount: 3,
  });
  let members: LeagueMember[] = [
    { userId: me.id, username: 'nour_drops', role, joinedAt: JOINED },
    { userId: '00000000-0000-4000-8000-000000000991', username: 'nick_hunter', role: 'member', joinedAt: JOINED },
    {
      userId: '00000000-0000-4000-8000-000000000992',
      username: 'tin_man_27',
      role: role === 'owner' ? 'member' : 'owner',
      joinedAt: JOINED,
    },
  ];
  const sent: Array<{ method: string; path: string; body?: unknown }> = [];
  const keep = async (request: Request) => {
    const body = request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined);
    sent.push({ method: request.method, path: new URL(request.url).pathname.replace(club.id, ':id'), body });
    return body as Record<string, string> | undefined;
  };
  const answers = [
    ...signedIn(me),
    http.get('/api/leagues/:id', () => HttpResponse.json({ data: { ...club, mySeasonRank: 2 } })),
    http.get('/api/leagues/:id/members', () =>
      HttpResponse.json({ data: members, pageInfo: pageInfo(members.length) }),
    ),
    read('/api/leagues/:id/leaderboard', { body: { data: [], pageInfo: pageInfo(0), season: SEASON } }),
    read('/api/tournaments', { body: { data: [], pageInfo: pageInfo(0) } }),
    read('/api/leagues/:id/roster', { body: { data: leagueRoster(3) } }),
    read('/api/leagues', { body: { data: [] } }),
    http.patch('/api/leagues/:id', async ({ request }) => {
      club = { ...club, ...(await keep(request)) };
      return HttpResponse.json({ data: club });
    }),
    http.delete('/api/leagues/:id/members/:userId', async ({ request, params }) => {
      await keep(request);
      members = members.filter((member) => member.userId !== params.userId);
      return HttpResponse.json({ data: { id: String(params.userId) } });
    }),
    http.post('/api/leagues/:id/owner', async ({ request }) => {
      const body = await keep(request);
      members = members.map((member) => ({ ...member, role: member.userId === body?.userId ? 'owner' : 'member' }));
      club = { ...club, myRole: 'member', ownerId: body?.userId ?? club.ownerId };
      return HttpResponse.json({ data: club });
    }),
    http.post('/api/leagues/:id/invite-code', async ({ request }) => {
      await keep(request);
      club = { ...club, inviteCode: 'NEWC0DE777' };
      return HttpResponse.json({ data: club });
    }),
    http.post('/api/leagues/:id/leave', async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { id: club.id } });
    }),
    http.delete('/api/leagues/:id', async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { id: club.id } });
    }),
  ];
  return { sent, club, open: () => renderPage(`/leagues/${club.id}`, 'en', answers) };
}

async function confirm(name: string | RegExp, action: string) {
  const dialog = await screen.findByRole('alertdialog', { name }, { timeout: 10_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: action }));
}

describe('running a league', () => {
  it('renames it, the new name shown at once', async () => {
    const { open, sent } = leagueServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit league' });
    await userEvent.fill(within(dialog).getByLabelText('League name'), typedByReader('Glass Court Crew'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findText('League saved');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Glass Court Crew'));
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/leagues/:id',
        body: { name: 'Glass Court Crew', description: 'The club ladder, off court.' },
      },
    ]);
  });

  it('removes a member after asking, and they are gone from the list', async () => {
    const { open, sent } = leagueServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove nick_hunter' }, { timeout: 10_000 }));
    await confirm('Remove nick_hunter?', 'Remove');
    await findText('nick_hunter is no longer in the league.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove nick_hunter' })).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/leagues/:id/members/00000000-0000-4000-8000-000000000991' }]);
  });

  it('hands the league over after asking', async () => {
    const { open, sent } = leagueServer();
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Make tin_man_27 the owner' }, { timeout: 10_000 }),
    );
    await confirm('Make tin_man_27 the owner?', 'Make owner');
    await findText('tin_man_27 now owns the league.');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/leagues/:id/owner', body: { userId: '00000000-0000-4000-8000-000000000992' } },
    ]);
    // No longer the owner: the owner's tools are gone.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove nick_hunter' })).toBeNull());
  });

  it('makes a new invite code after asking, and shows the new link', async () => {
    const { open, sent } = leagueServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'New invite code' }, { timeout: 10_000 }));
    await confirm('Make a new invite code?', 'New code');
    await findText('The old link and code no longer work.');
    await waitFor(() =>
      expect((screen.getByLabelText('Invite link') as HTMLInputElement).value).toContain('NEWC0DE777'),
    );
    expect(sent).toEqual([{ method: 'POST', path: '/api/leagues/:id/invite-code', body: {} }]);
  });

  it('lets a member leave, and takes them back to their leagues', async () => {
    const { open, sent } = leagueServer({ role: 'member' });
    const { router } = await open();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }, { timeout: 10_000 }));
    await confirm('Leave Tuesday Night Boasters?', 'Leave');
    await findText('You left Tuesday Night Boasters');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues'));
    expect(sent).toEqual([{ method: 'POST', path: '/api/leagues/:id/leave', body: {} }]);
  });

  it('lets its owner delete it, after saying what goes with it', async () => {
    const { open, sent } = leagueServer();
    const { router } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Tuesday Night Boasters?' });
    expect(dialog.textContent).toContain('The league and its tables go for every member.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('Tuesday Night Boasters deleted');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues'));
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/leagues/:id' }]);
  });
});
