import { type AuditEntry, AuditEntrySchema } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan, pageInfo, testId } from '@/testing/mock-api/data';
import { signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's audit log (issue 64): each change with who made it, from where, what it changed field by
 * field and a link to what it changed (none once deleted), filtered by administrator, resource and dates as
 * the API takes them, and Show all clearing the filters.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const ADMIN_EMAIL = typedByReader('referee@example.com');

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return AuditEntrySchema.parse({
    id: testId(),
    at: '2026-11-30T10:15:00.000Z',
    adminId: testId(),
    adminEmail: ADMIN_EMAIL,
    address: '203.0.113.7',
    action: 'PATCH /api/admin/tournaments/:id',
    resourceType: 'tournament',
    resourceId: testId(),
    resourceName: 'Windy City Open 2027',
    statusCode: 200,
    request: { entryFee: 500 },
    before: { entryFee: 0, name: 'Windy City Open 2027' },
    after: { entryFee: 500, name: 'Windy City Open 2027' },
    ...overrides,
  });
}

function auditServer() {
  const changed = entry({});
  const deleted = entry({
    action: 'DELETE /api/admin/players/:id',
    resourceType: 'player',
    resourceName: 'Paul Coll',
    before: null,
    after: null,
    request: null,
  });
  const queries: Array<Record<string, string>> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/audit', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const rows =
        query.resource === 'player' ? [deleted] : query.admin === 'nobody@example.com' ? [] : [changed, deleted];
      return HttpResponse.json({ data: rows, pageInfo: pageInfo(rows.length) });
    }),
  ];
  return { queries, changed, open: () => renderPage('/admin/audit', 'en', answers) };
}

const changes = () => screen.getByRole('list', { name: 'Changes' });

describe('the audit log', () => {
  it('shows what each change changed, and links to what it changed while it exists', async () => {
    const { open, changed } = auditServer();
    await open();
    await findText('PATCH');
    const [patch, removal] = within(changes())
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Changes');
    expect(patch?.textContent).toContain('from 203.0.113.7');
    const fields = within(patch as HTMLElement).getByRole('list', { name: 'Changed' });
    expect(fields.textContent).toContain('entryFee');
    expect(fields.textContent).toContain('0');
    expect(fields.textContent).toContain('500');
    expect(fields.textContent).not.toContain('name');
    expect(
      within(patch as HTMLElement)
        .getByRole('link', { name: 'Windy City Open 2027' })
        .getAttribute('href'),
    ).toBe(`/admin/tournaments/${changed.resourceId}`);
    expect(within(removal as HTMLElement).queryByRole('link', { name: 'Paul Coll' })).toBeNull();
  });

  it('filters by administrator, resource and dates, as the API takes them', async () => {
    const { open, queries } = auditServer();
    await open();
    await findText('PATCH');
    await userEvent.fill(screen.getByLabelText('Administrator'), ' referee@example.com ');
    await userEvent.selectOptions(screen.getByLabelText('Resource'), 'player');
    await userEvent.fill(screen.getByLabelText('From (UTC)'), '2026-11-01');
    await userEvent.fill(screen.getByLabelText('To (UTC)'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(within(changes()).queryByText('PATCH')).toBeNull());
    expect(queries.at(-1)).toEqual({
      page: '0',
      admin: 'referee@example.com',
      resource: 'player',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('says when no change matches, and Show all clears the filters', async () => {
    const { open, queries } = auditServer();
    await open();
    await findText('PATCH');
    await userEvent.fill(screen.getByLabelText('Administrator'), typedByReader('nobody@example.com'));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await findText('No changes match these filters.');
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await findText('PATCH');
    expect((screen.getByLabelText('Administrator') as HTMLInputElement).value).toBe('');
    expect(queries.at(-1)).toEqual({ page: '0' });
  });
});
