import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminUser, fan, pageInfo } from '@/testing/mock-api/data';
import { signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * Add Bonus Credits on a fan's back-office page (issue 64): the amount and the reason checked in their fields,
 * the grant sent with one idempotency key per opened form (a retry after a failure is the same grant, never a
 * second one), the balance read again afterwards.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function bonusServer({ failFirst = false } = {}) {
  const user = adminUser({ username: 'boast_machine' });
  const grants: Array<{ key: string | null; body: unknown }> = [];
  let balance = 400;
  const answers = [
    ...admin,
    http.get(`/api/admin/users/${user.id}`, () => HttpResponse.json({ data: user })),
    http.get(`/api/admin/users/${user.id}/credit-transactions`, () =>
      HttpResponse.json({ data: [], pageInfo: pageInfo(0), balance }),
    ),
    http.post(`/api/admin/users/${user.id}/credits`, async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      grants.push({ key: request.headers.get('idempotency-key'), body });
      if (failFirst && grants.length === 1) {
        return HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } },
          { status: 500 },
        );
      }
      balance += body.amount * 100;
      return HttpResponse.json({ data: { balance } });
    }),
  ];
  return { grants, open: () => renderPage(`/admin/users/${user.id}`, 'en', answers) };
}

async function openDialog() {
  const buttons = await screen.findAllByRole('button', { name: 'Add Bonus Credits' }, { timeout: 10_000 });
  await userEvent.click(buttons[0] as HTMLElement);
  return screen.findByRole('dialog', { name: 'Add Bonus Credits' });
}

async function grant(dialog: HTMLElement, amount: string, reason: string) {
  await userEvent.fill(within(dialog).getByLabelText('Amount (credits)'), amount);
  await userEvent.fill(within(dialog).getByLabelText('Reason'), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Bonus Credits' }));
}

describe('adding bonus credits', () => {
  it('checks the amount and the reason in their fields before sending', async () => {
    const { open, grants } = bonusServer();
    await open();
    const dialog = await openDialog();
    await grant(dialog, '2.5', ' ');
    await within(dialog).findByText('Amount must be a whole number of credits, at least 1');
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    await grant(dialog, '1001', 'Goodwill');
    await within(dialog).findByText('Amount must be at most 1000 credits');
    expect(grants).toEqual([]);
  });

  it('grants the credits, says so, closes, and shows the new balance', async () => {
    const { open, grants } = bonusServer();
    await open();
    await findText('Balance: 4.00');
    const dialog = await openDialog();
    await grant(dialog, '5', typedByReader('  Sorry about the outage '));
    await findText('Bonus credits added');
    await findText('5 credits added.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await findText('Balance: 9.00');
    expect(grants).toHaveLength(1);
    expect(grants[0]?.body).toEqual({ amount: 5, reason: 'Sorry about the outage' });
    expect(grants[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a failed grant under the same key, and a new form has a new one', async () => {
    const { open, grants } = bonusServer({ failFirst: true });
    await open();
    let dialog = await openDialog();
    await grant(dialog, '3', 'Prize correction');
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Bonus Credits' }));
    await findText('3 credits added.');
    expect(grants.map((each) => each.key)).toEqual([grants[0]?.key, grants[0]?.key]);

    dialog = await openDialog();
    await grant(dialog, '1', 'Another');
    await waitFor(() => expect(grants).toHaveLength(3));
    expect(grants[2]?.key).not.toBe(grants[0]?.key);
  });
});
