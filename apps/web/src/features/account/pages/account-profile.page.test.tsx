import { DepositLimitsSchema, type UserDetails } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, identityState } from '@/testing/mock-api/data';
import { read, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The account page's profile and emails (issue 64): a new username checked as it is typed (its rules, unchanged,
 * taken, available) and saved, and the email choices saved as soon as a box is ticked, a failed save putting
 * the box back.
 */

const none = { amount: null, pending: null };
const TAKEN = typedByReader('boast_machine');

function profileServer({
  failPreferences = false,
  failSaves = false,
  me: who = fan({ username: 'nour_drops' }),
}: {
  failPreferences?: boolean;
  failSaves?: boolean;
  me?: UserDetails;
} = {}) {
  let me: UserDetails = who;
  const sent: Array<Record<string, unknown>> = [];
  const checked: string[] = [];
  const answers = [
    ...signedIn(me),
    http.get('/api/user-details', () => HttpResponse.json({ data: { ...me, locale: 'en' } })),
    read('/api/user/limits', {
      body: { data: DepositLimitsSchema.parse({ daily: none, weekly: none, monthly: none }) },
    }),
    read('/api/user/identity', { body: { data: identityState() } }),
    read('/api/user/pause', { body: { data: null } }),
    http.get('/api/check-username', ({ request }) => {
      const username = new URL(request.url).searchParams.get('username') ?? '';
      checked.push(username);
      return HttpResponse.json({ data: { isAvailable: username !== TAKEN } });
    }),
    http.patch('/api/user', async ({ request }) => {
      const changes = (await request.json()) as Record<string, unknown>;
      sent.push(changes);
      if (failSaves || (failPreferences && 'tournamentUpdatesEnabled' in changes)) {
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } },
          { status: 500 },
        );
      }
      me = { ...me, ...changes };
      return HttpResponse.json({ data: { ...me, locale: 'en' } });
    }),
  ];
  return { sent, checked, open: () => renderPage('/account', 'en', answers) };
}

async function openUsernameDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit username' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Update Username' });
}

describe("the account page's profile", () => {
  it('says what is wrong with a username as it is typed, and asks the server only about a good one', async () => {
    const { open, checked } = profileServer();
    await open();
    const dialog = await openUsernameDialog();
    const field = within(dialog).getByLabelText('Username');
    expect(within(dialog).getByText('Username unchanged')).toBeTruthy();
    await userEvent.fill(field, 'no');
    await within(dialog).findByText('Username must be at least 3 characters');
    await userEvent.fill(field, 'nour drops');
    await within(dialog).findByText('Only letters numbers . _ and - allowed');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.fill(field, TAKEN);
    await within(dialog).findByText('This username is not available', {}, { timeout: 5000 });
    expect((within(dialog).getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
    expect(checked).toEqual([TAKEN]);
  });

  it('saves an available username and closes the dialog', async () => {
    const { open, sent } = profileServer();
    await open();
    const dialog = await openUsernameDialog();
    await userEvent.fill(within(dialog).getByLabelText('Username'), typedByReader('nour_nick'));
    await within(dialog).findByText('This username is available', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await findText('Username updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ username: 'nour_nick' }]);
    await findText('nour_nick');
  });

  it('saves an email choice as soon as its box is ticked', async () => {
    const { open, sent } = profileServer();
    await open();
    const box = await screen.findByRole('checkbox', { name: 'Tournament results' }, { timeout: 10_000 });
    expect(box.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(box);
    await findText('Preferences updated successfully');
    expect(sent).toEqual([{ tournamentResultsEnabled: false }]);
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('false'));
  });

  it('puts the box back when the choice could not be saved', async () => {
    const { open } = profileServer({ failPreferences: true });
    await open();
    const box = await screen.findByRole('checkbox', { name: 'Tournament updates' }, { timeout: 10_000 });
    await userEvent.click(box);
    await findText('Failed to update preferences');
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('true'));
  });

  it('keeps the username dialog open, the name typed, when the save fails', async () => {
    const { open } = profileServer({ failSaves: true });
    await open();
    const dialog = await openUsernameDialog();
    await userEvent.fill(within(dialog).getByLabelText('Username'), typedByReader('nour_nick'));
    await within(dialog).findByText('This username is available', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await findText('Failed to update username');
    expect(screen.getByRole('dialog', { name: 'Update Username' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('nour_nick');
  });

  it("keeps the terms dialog, only logging it, when the fan's acceptance can't be saved", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { open, sent } = profileServer({ failSaves: true, me: fan({ acceptedTermsAt: null }) });
    await open();
    const terms = await screen.findByRole('dialog', { name: 'Welcome to SquashTips' }, { timeout: 10_000 });
    await userEvent.click(within(terms).getByRole('checkbox', { name: /over 18 years old/ }));
    await userEvent.click(within(terms).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('Could not save the terms acceptance'),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Welcome to SquashTips' })).toBeTruthy();
    expect((within(terms).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
    expect(sent).toHaveLength(1);
    warn.mockRestore();
  });
});
