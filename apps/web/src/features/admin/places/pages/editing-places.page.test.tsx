import type { Jurisdiction } from '@squash/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fan } from '@/testing/mock-api/data';
import { fieldsRefused, signedIn, typedByReader } from '@/testing/mock-api/handlers';
import { findText, renderPage } from '@/testing/page-test';

/*
 * The back office's places (issue 62's table of where paid play may run, tested by issue 64): a place added with
 * its rules, a place changed from its row, the server's refusal of a field shown in it, and a place removed after
 * asking (everywhere else's row can't be). Each row's buttons are named with their place.
 */

const admin = signedIn(fan({ username: 'club_admin', isAdmin: true }));
const BASIS = typedByReader('Skill competition, Queensland law');

function placesServer({ refuse }: { refuse?: Record<string, string> } = {}) {
  let places: Jurisdiction[] = [
    { code: '*', paidPools: false, poolBasis: null, fixedPrizes: true, minimumAge: 18, updatedAt: null },
    { code: 'AU', paidPools: true, poolBasis: BASIS, fixedPrizes: true, minimumAge: 18, updatedAt: null },
  ];
  const sent: Array<{ method: string; code: string; body?: unknown }> = [];
  const answers = [
    ...admin,
    http.get('/api/admin/jurisdictions', () => HttpResponse.json({ data: places })),
    http.put('/api/admin/jurisdictions/:code', async ({ request, params }) => {
      const body = (await request.json()) as Omit<Jurisdiction, 'code' | 'updatedAt'>;
      const code = decodeURIComponent(String(params.code));
      sent.push({ method: 'PUT', code, body });
      if (refuse) {
        return fieldsRefused(refuse);
      }
      const saved = { ...body, code, updatedAt: '2026-12-03T10:00:00.000Z' };
      places = [...places.filter((place) => place.code !== code), saved];
      return HttpResponse.json({ data: saved });
    }),
    http.delete('/api/admin/jurisdictions/:code', ({ params }) => {
      const code = decodeURIComponent(String(params.code));
      sent.push({ method: 'DELETE', code });
      places = places.filter((place) => place.code !== code);
      return HttpResponse.json({ data: { code } });
    }),
  ];
  return { sent, open: () => renderPage('/admin/places', 'en', answers) };
}

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(name)) as HTMLElement;

describe("the back office's places", () => {
  it('adds a place with its rules, and lists it', async () => {
    const { open, sent } = placesServer();
    await open();
    const form = await screen.findByRole('form', { name: 'Add a place' }, { timeout: 10_000 });
    await userEvent.fill(within(form).getByLabelText('Place'), ' us-nj ');
    await userEvent.selectOptions(within(form).getByLabelText('Minimum age'), '21');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Fixed-prize competitions allowed' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save place' }));
    await findText('Place saved');
    expect(sent).toEqual([
      {
        method: 'PUT',
        code: 'US-NJ',
        body: { paidPools: false, poolBasis: null, fixedPrizes: false, minimumAge: 21 },
      },
    ]);
    await waitFor(() => expect(rowOf('US-NJ').textContent).toContain('21'));
  });

  it("changes a place from its row's Edit, named with the place", async () => {
    const { open, sent } = placesServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Australia' }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'Change AU' });
    expect((within(form).getByLabelText('Licence or legal basis of the paid pools') as HTMLInputElement).value).toBe(
      BASIS,
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /Paid pools/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save place' }));
    await findText('Place saved');
    expect(sent[0]).toMatchObject({ method: 'PUT', code: 'AU', body: { paidPools: false, poolBasis: BASIS } });
  });

  it("shows the server's refusal of a field in it", async () => {
    const { open } = placesServer({ refuse: { code: 'A country or a region of AU, CA or US: XX is neither' } });
    await open();
    const form = await screen.findByRole('form', { name: 'Add a place' }, { timeout: 10_000 });
    await userEvent.fill(within(form).getByLabelText('Place'), 'XX');
    await userEvent.click(within(form).getByRole('button', { name: 'Save place' }));
    await within(form).findByText('A country or a region of AU, CA or US: XX is neither');
    expect(within(form).getByLabelText('Place').getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a place after asking, but never everywhere else', async () => {
    const { open, sent } = placesServer();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Australia' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Australia?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findText('Place removed');
    expect(sent).toEqual([{ method: 'DELETE', code: 'AU' }]);
    expect(screen.queryByRole('button', { name: 'Remove Everywhere else' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Everywhere else' })).toBeTruthy();
  });
});
