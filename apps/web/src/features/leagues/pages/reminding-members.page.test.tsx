import type { League, LeagueRoster } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, league, leagueRoster, pageInfo, SEASON, testId } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A league owner's roster of the next tournament (issue 44's reminders, tested by issue 64): who has a complete
 * entry, an incomplete one or none, how a reminder would reach each member still to finish (push, mail, or not:
 * reminders off), one reminder a day to those it can reach, the server's count of what went, the next time one
 * can go; and nothing of it for a member who doesn't own the league.
 */

const me = fan({ username: 'nour_drops' });
const CANARY = {
  id: testId(),
  name: 'Canary Wharf Classic 2027',
  startsAt: null,
  timezone: 'Europe/London',
  matches: 31,
};

function member(username: string, status: LeagueRoster['members'][number]['status'], reach: 'push' | 'mail' | 'none') {
  return {
    userId: username === 'nour_drops' ? me.id : testId(),
    username,
    status,
    picked: status === 'NONE' ? 0 : 20,
    reach,
  };
}

function rosterServer({
  role = 'owner',
  refuse = false,
  roster: given,
}: {
  role?: League['myRole'];
  refuse?: boolean;
  roster?: LeagueRoster;
} = {}) {
  const club = league({ name: 'Tuesday Night Boasters', myRole: role, ownerId: role === 'owner' ? me.id : testId() });
  let roster =
    given ??
    leagueRoster(5, {
      tournament: CANARY,
      members: [
        member('nour_drops', 'INCOMPLETE', 'push'),
        member('boast_machine', 'COMPLETE', 'push'),
        member('nick_hunter', 'INCOMPLETE', 'push'),
        member('tin_man_27', 'NONE', 'mail'),
        member('quiet_one', 'NONE', 'none'),
      ],
      counts: { complete: 1, incomplete: 2, none: 2 },
    });
  const sent: unknown[] = [];
  let rosterReads = 0;
  const answers = [
    ...signedIn(me),
    http.get('/api/leagues/:id', () => HttpResponse.json({ data: { ...club, mySeasonRank: 2 } })),
    read('/api/leagues/:id/members', { body: { data: [], pageInfo: pageInfo(0) } }),
    read('/api/leagues/:id/leaderboard', { body: { data: [], pageInfo: pageInfo(0), season: SEASON } }),
    read('/api/tournaments', { body: { data: [], pageInfo: pageInfo(0) } }),
    read('/api/leagues', { body: { data: [] } }),
    http.get('/api/leagues/:id/roster', () => {
      rosterReads += 1;
      return HttpResponse.json({ data: roster });
    }),
    http.post('/api/leagues/:id/reminders', async ({ request }) => {
      sent.push(await request.json());
      if (refuse) {
        return HttpResponse.json(
          { error: { code: 'TOO_MANY_REQUESTS', message: 'A reminder already went out today.' } },
          { status: 429 },
        );
      }
      const at = '2026-12-04T09:00:00.000Z';
      roster = { ...roster, lastReminderAt: at, nextReminderAt: '2026-12-05T09:00:00.000Z' };
      return HttpResponse.json({ data: { byPush: 1, byMail: 1, sentAt: at } });
    }),
  ];
  return { sent, rosterReads: () => rosterReads, open: () => renderPage(`/leagues/${club.id}`, 'en', answers) };
}

const panel = () => screen.getByRole('region', { name: 'Who has picked' });
const row = (username: string) =>
  within(panel())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(username)) as HTMLElement;

describe("a league owner's roster", () => {
  it('says who has picked the next tournament, and how a reminder would reach each member still to finish', async () => {
    const { open } = rosterServer();
    await open();
    await findText('For Canary Wharf Classic 2027, the next tournament.');
    expect(within(panel()).getByTestId('roster-counts').textContent).toBe('1 complete, 2 incomplete, 2 with no entry.');
    expect(row('nour_drops').textContent).toBe('nour_dropsyouIncomplete');
    expect(row('boast_machine').textContent).toBe('boast_machineComplete');
    expect(row('nick_hunter').textContent).toBe('nick_hunterreminded by pushIncomplete');
    expect(row('tin_man_27').textContent).toBe('tin_man_27reminded by mailNo entry');
    expect(row('quiet_one').textContent).toBe('quiet_onereminders offNo entry');
    expect(within(row('nick_hunter')).getByRole('link', { name: 'nick_hunter' }).getAttribute('href')).toBe(
      '/fans/nick_hunter',
    );
  });

  it('reminds the members it can reach, says how many went each way, and when the next can go', async () => {
    const { open, sent, rosterReads } = rosterServer();
    await open();
    // The owner and the member with reminders off are not counted: two can be reached.
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Remind 2 members' }));
    await findText('Reminder sent');
    expect(document.body.textContent).toContain('1 by push, 1 by mail.');
    expect(sent).toEqual([{ tournamentId: CANARY.id }]);
    await findText('A reminder went out');
    expect(within(panel()).queryByRole('button', { name: /Remind/ })).toBeNull();
    expect(panel().textContent).toContain('the next can go');
    expect(rosterReads()).toBe(2);
  });

  it("says the server's refusal, and reads the roster again", async () => {
    const { open, rosterReads } = rosterServer({ refuse: true });
    await open();
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Remind 2 members' }));
    await findText('Could not send the reminder');
    expect(document.body.textContent).toContain('A reminder already went out today.');
    await waitFor(() => expect(rosterReads()).toBe(2));
  });

  it('says so when everyone has finished, or when those left turned reminders off', async () => {
    const complete = leagueRoster(2, {
      tournament: CANARY,
      members: [member('nour_drops', 'COMPLETE', 'push'), member('boast_machine', 'COMPLETE', 'mail')],
      counts: { complete: 2, incomplete: 0, none: 0 },
    });
    const first = rosterServer({ roster: complete });
    const view = await first.open();
    await findText('Everyone has a complete entry.');
    view.unmount();
    const off = leagueRoster(2, {
      tournament: CANARY,
      members: [member('nour_drops', 'COMPLETE', 'push'), member('quiet_one', 'NONE', 'none')],
      counts: { complete: 1, incomplete: 0, none: 1 },
    });
    await rosterServer({ roster: off }).open();
    await findText('The members without a complete entry turned reminders off.');
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('says when no tournament is open for tips', async () => {
    const { open } = rosterServer({ roster: leagueRoster(3) });
    await open();
    await findText('No tournament is open for tips right now.');
    expect(panel().textContent).toContain('Only you see this.');
  });

  it("is the owner's alone: a member sees no roster and it isn't read", async () => {
    const { open, rosterReads } = rosterServer({ role: 'member' });
    await open();
    await findText('Tuesday Night Boasters');
    expect(screen.queryByRole('region', { name: 'Who has picked' })).toBeNull();
    expect(rosterReads()).toBe(0);
  });
});
