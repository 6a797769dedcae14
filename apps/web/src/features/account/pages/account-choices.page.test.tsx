import { type DepositLimits, DepositLimitsSchema, type PlayPause } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, identityState } from '@/testing/mock-api/data';
import { fieldsRefused, read, signedIn } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * What a fan decides on their account page about playing for money and about their data (issue 64): deposit
 * limits (checked, then saved), a break and a self-exclusion (each asked first, then in force), and closing
 * the account (what it gives up, the password, a prize still owed stopping it). Every request the page sends
 * is kept, so a test says what reached the server as well as what the fan saw.
 */

const none = { amount: null, pending: null };
const IDENTITY = identityState();

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function accountServer({
  limits = DepositLimitsSchema.parse({ daily: none, weekly: none, monthly: none }),
  closing = { balance: 0, prizesOwed: 0, upcomingEntries: 0 },
  refusePassword = false,
}: {
  limits?: DepositLimits;
  closing?: object;
  refusePassword?: boolean;
} = {}) {
  const sent: Sent[] = [];
  let pause: PlayPause | null = null;
  const keep = async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  const answers = [
    ...signedIn(fan()),
    read('/api/user/identity', { body: { data: IDENTITY } }),
    http.get('/api/user/limits', () => HttpResponse.json({ data: limits })),
    http.get('/api/user/pause', () => HttpResponse.json({ data: pause })),
    http.put('/api/user/limits', async ({ request }) => {
      const body = await keep(request);
      const saved = (period: string) => ({ amount: (body[period] as number | null) ?? null, pending: null });
      return HttpResponse.json({ data: { daily: saved('daily'), weekly: saved('weekly'), monthly: saved('monthly') } });
    }),
    http.post('/api/user/break', async ({ request }) => {
      const { days } = (await keep(request)) as { days: number };
      pause = {
        kind: 'break',
        since: '2026-12-03T10:00:00.000Z',
        until: new Date(Date.parse('2026-12-03T10:00:00.000Z') + days * 86_400_000).toISOString(),
      };
      return HttpResponse.json({ data: { pause, refundedEntries: 2 } });
    }),
    http.post('/api/user/self-exclusion', async ({ request }) => {
      await keep(request);
      pause = { kind: 'self-exclusion', since: '2026-12-03T10:00:00.000Z', until: null };
      return HttpResponse.json({ data: { pause, refundedEntries: 0 } });
    }),
    http.get('/api/user/closing', () => HttpResponse.json({ data: closing })),
    http.delete('/api/user', async ({ request }) => {
      await keep(request);
      if (refusePassword) {
        return fieldsRefused({ password: 'That password is not right' });
      }
      return HttpResponse.json({ data: { closed: true } });
    }),
  ];
  return { sent, open: () => renderPage('/account', 'en', answers) };
}

const limitsForm = () => screen.findByRole('form', { name: 'Deposit limits' }, { timeout: 10_000 });

describe("the account page's choices", () => {
  it('refuses a limit that is not a whole number of credits, in its own field, and sends nothing', async () => {
    const { open, sent } = accountServer();
    await open();
    const form = await limitsForm();
    await userEvent.fill(within(form).getByLabelText('Per day'), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    const day = within(form).getByLabelText('Per day');
    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('A whole number of credits, or empty for none');
    expect(sent).toEqual([]);
  });

  it('saves the limits typed, an empty field as none', async () => {
    const { open, sent } = accountServer();
    await open();
    const form = await limitsForm();
    await userEvent.fill(within(form).getByLabelText('Per week'), '50');
    await userEvent.fill(within(form).getByLabelText('Per month'), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await findText('Limits saved');
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/user/limits', body: { daily: null, weekly: 50, monthly: 150 } },
    ]);
  });

  it('says from when a raised limit holds', async () => {
    const limits = DepositLimitsSchema.parse({
      daily: { amount: 20, pending: { amount: 100, from: '2026-12-04T10:00:00.000Z' } },
      weekly: { amount: 50, pending: { amount: null, from: '2026-12-04T10:00:00.000Z' } },
      monthly: none,
    });
    const { open } = accountServer({ limits });
    await open();
    const form = await limitsForm();
    expect(form.textContent).toMatch(/100 credits from December 4, 2026/);
    expect(form.textContent).toMatch(/No limit from December 4, 2026/);
    expect((within(form).getByLabelText('Per day') as HTMLInputElement).value).toBe('20');
  });

  it('asks before a break, then takes it: paid play closed, the refunds told, the break in force', async () => {
    const { open, sent } = accountServer();
    await open();
    await findText('Take a break');
    await userEvent.selectOptions(screen.getByLabelText('Take a break'), '14');
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take a break of 2 weeks?' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('A break can’t be ended early, by you or by us.'.replace('’', "'"));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take the break' }));
    await findText('Paid play is closed');
    await findText('2 paid entries were refunded.');
    await findText('You are taking a break');
    expect(sent).toEqual([{ method: 'POST', path: '/api/user/break', body: { days: 14 } }]);
  });

  it('asks before an exclusion for good, and cancelling it sends nothing', async () => {
    const { open, sent } = accountServer();
    await open();
    await findText('Exclude yourself');
    await userEvent.selectOptions(screen.getByLabelText('Exclude yourself'), 'permanent');
    await userEvent.click(screen.getByRole('button', { name: 'Exclude yourself' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Exclude yourself from paid play?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Exclude yourself' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Exclude yourself from paid play?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    await findText('You have excluded yourself');
    await findText(/For good: buying credits and paid entries are closed/);
    expect(sent).toEqual([{ method: 'POST', path: '/api/user/self-exclusion', body: { permanent: true } }]);
  });

  it('says what closing the account gives up, and shows a wrong password in its field', async () => {
    const { open, sent } = accountServer({
      closing: { balance: 250, prizesOwed: 0, upcomingEntries: 2 },
      refusePassword: true,
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Close your account' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await within(dialog).findByText('Before you go');
    expect(dialog.textContent).toContain('You still hold 2.50 credits: they are lost when your account closes.');
    expect(dialog.textContent).toContain("Your 2 entries in tournaments that haven't started are withdrawn");
    const close = within(dialog).getByRole('button', { name: 'Close my account' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    await userEvent.fill(within(dialog).getByLabelText('Your password'), 'not-my-password');
    await userEvent.click(close);
    await within(dialog).findByText('That password is not right');
    expect(within(dialog).getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/user', body: { password: 'not-my-password' } }]);
  });

  it("won't close an account while a cash prize is still owed", async () => {
    const { open, sent } = accountServer({ closing: { balance: 0, prizesOwed: 5000, upcomingEntries: 0 } });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Close your account' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await within(dialog).findByText('A cash prize is still to be paid to you');
    expect((within(dialog).getByLabelText('Your password') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Close my account' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });
});
