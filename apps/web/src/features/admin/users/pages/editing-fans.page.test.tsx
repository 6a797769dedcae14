import type { AdminUserDetail } from '@squash/core';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { adminUser, fan, pageInfo, testId } from '@/testing/mock-api/data';
import { fieldsRefused, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * A fan's profile made and changed in the back office (spec 001's user form, tested by issue 64): a new profile
 * with its sign-in email and how it plays (staff, professionals and second accounts never win a prize: issue 62),
 * the form's own checks, a name the server says is taken, and an edit that sends the whole record as PUT takes
 * it, but only once something changed; the email stays its owner's.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));

function usersServer({ taken = false } = {}) {
  let users: AdminUserDetail[] = [adminUser({ username: 'boast_machine', email: 'boast@example.com' })];
  const sent: Array<{ method: string; body: Record<string, unknown> }> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/users/:id', ({ params }) =>
      HttpResponse.json({ data: users.find((one) => one.id === params.id) }),
    ),
    http.get('/api/admin/users/:id/credit-transactions', () =>
      HttpResponse.json({ data: [], pageInfo: pageInfo(0), balance: 0 }),
    ),
    http.post('/api/admin/users', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', body });
      if (taken)
        return fieldsRefused({ username: 'That username is already taken' }, { status: 409, code: 'CONFLICT' });
      const created = adminUser({ ...(body as Partial<AdminUserDetail>), id: testId(), hasAccount: false });
      users = [...users, created];
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.put('/api/admin/users/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PUT', body });
      users = users.map((one) => (one.id === params.id ? { ...one, ...body } : one));
      return HttpResponse.json({ data: users.find((one) => one.id === params.id) });
    }),
  ];
  return { first: users[0] as AdminUserDetail, sent, open: (url: string) => renderPage(url, 'en', answers) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLSelectElement;

describe("a fan's profile in the back office", () => {
  it('makes a profile with its sign-in email and how it plays, then opens it', async () => {
    const { sent, open } = usersServer();
    await open('/admin/users/new');
    await screen.findByRole('heading', { name: 'New User' }, { timeout: 10_000 });
    expect((field('Plays as') as HTMLSelectElement).value).toBe('');
    await userEvent.fill(field('Username'), typedByReader('club_coach'));
    await userEvent.fill(field('Email'), typedByReader('coach@example.com'));
    await userEvent.selectOptions(field('Plays as'), 'staff');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await findText('User created');
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          username: 'club_coach',
          email: 'coach@example.com',
          points: 0,
          correctTips: 0,
          totalTips: 0,
          playMark: 'staff',
        },
      },
    ]);
    await screen.findByRole('heading', { name: /club_coach/ }, { timeout: 10_000 });
  });

  it("checks the form's own rules before any call", async () => {
    const { sent, open } = usersServer();
    await open('/admin/users/new');
    await screen.findByRole('heading', { name: 'New User' }, { timeout: 10_000 });
    await userEvent.fill(field('Username'), 'no spaces');
    await userEvent.fill(field('Points'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await findText('Only letters numbers . _ and - allowed');
    expect(document.body.textContent).toContain('Points must be 0 or greater');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows a name the server says is taken under Username, keeping the form', async () => {
    const { sent, open } = usersServer({ taken: true });
    await open('/admin/users/new');
    await screen.findByRole('heading', { name: 'New User' }, { timeout: 10_000 });
    await userEvent.fill(field('Username'), typedByReader('boast_machine'));
    await userEvent.fill(field('Email'), typedByReader('other@example.com'));
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await findText('That username is already taken');
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').value).toBe('other@example.com');
    expect(sent).toHaveLength(1);
  });

  it('sends the whole record once something changed, never the email, which stays its owner’s', async () => {
    const { first, sent, open } = usersServer();
    await open(`/admin/users/${first.id}/edit`);
    await screen.findByRole('heading', { name: 'Edit User' }, { timeout: 10_000 });
    expect(field('Email').hasAttribute('disabled')).toBe(true);
    expect(field('Email').value).toBe('boast@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('No changes to update');
    expect(sent).toEqual([]);

    await userEvent.selectOptions(field('Plays as'), 'duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await findText('User updated');
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: { username: 'boast_machine', points: 212, correctTips: 31, totalTips: 45, playMark: 'duplicate' },
      },
    ]);
  });
});
