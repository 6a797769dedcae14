import { AdminTournamentSchema, AdminUserSchema } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, pageInfo, testId, tournament } from '@/testing/mock-api/data';
import { signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Deleting from the back office's lists (spec 001 §2, tested by issue 64): the row's delete button is named with
 * its record, the dialog asks with the kind's own sentence and says what goes with it, Cancel sends nothing, and
 * Delete sends the DELETE and says how it went, a tournament's refunds in the reader's words.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const at = '2026-11-30T08:00:00.000Z';

function usersServer() {
  const user = AdminUserSchema.parse({
    id: testId(),
    username: 'boast_machine',
    email: 'boast@example.com',
    fullName: null,
    role: 'user',
    createdAt: at,
    acceptedTermsAt: at,
    tournamentUpdatesEnabled: true,
    tournamentResultsEnabled: true,
    points: 0,
    correctTips: 0,
    totalTips: 0,
    hasAccount: true,
    playMark: null,
  });
  const deleted: string[] = [];
  return {
    user,
    deleted,
    answers: [
      ...admin,
      http.get('/api/admin/users', () =>
        HttpResponse.json({ data: deleted.length ? [] : [user], pageInfo: pageInfo(deleted.length ? 0 : 1) }),
      ),
      http.delete('/api/admin/users/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ data: { id: params.id } });
      }),
    ],
  };
}

function tournamentsServer({ status, entryCount }: { status: 'UPCOMING' | 'ACTIVE'; entryCount: number }) {
  const listed = AdminTournamentSchema.parse({
    ...tournament({ name: 'Windy City Open 2027', status }),
    sourceKey: null,
    entryCount,
    createdAt: at,
  });
  const deleted: string[] = [];
  return {
    deleted,
    answers: [
      ...admin,
      http.get('/api/admin/tournaments', () =>
        HttpResponse.json({ data: deleted.length ? [] : [listed], pageInfo: pageInfo(deleted.length ? 0 : 1) }),
      ),
      http.delete('/api/admin/tournaments/:id', ({ params }) => {
        deleted.push(String(params.id));
        const started = status !== 'UPCOMING';
        return HttpResponse.json({
          data: { id: params.id, refundedEntries: started ? 0 : entryCount, started, refund: 'in English' },
        });
      }),
    ],
  };
}

describe("deleting from the back office's lists", () => {
  it('asks first with the kind’s own question, and Cancel sends nothing', async () => {
    const { answers, deleted } = usersServer();
    await renderPage('/admin/users', 'en', answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete boast_machine' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this user? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);
  });

  it('deletes on Delete, says so, and the row goes', async () => {
    const { answers, deleted, user } = usersServer();
    await renderPage('/admin/users', 'en', answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete boast_machine' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('User deleted successfully');
    expect(deleted).toEqual([user.id]);
    await findText('No users found.');
  });

  it("says a tournament's entries go with it and their fees come back, before its start", async () => {
    const { answers, deleted } = tournamentsServer({ status: 'UPCOMING', entryCount: 3 });
    await renderPage('/admin/tournaments?status=UPCOMING', 'en', answers);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Delete Windy City Open 2027/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Tournament' });
    expect(dialog.textContent).toContain(
      "It has 3 entries: deleted with it. Every entry fee paid is refunded to its fan's credits.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('Tournament deleted successfully');
    await findText('3 paid entries refunded');
    expect(deleted).toHaveLength(1);
  });

  it('says no fee comes back once the tournament has begun', async () => {
    const { answers } = tournamentsServer({ status: 'ACTIVE', entryCount: 1 });
    await renderPage('/admin/tournaments?status=ACTIVE', 'en', answers);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Delete Windy City Open 2027/ }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Tournament' });
    expect(dialog.textContent).toContain(
      'It has 1 entry: deleted with it. No entry fee is refunded: the competition has begun.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findText('No refund: the tournament had started, and entries are not refunded once a competition begins');
  });
});
