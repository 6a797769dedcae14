// @vitest-environment happy-dom
import type { Entry, MatchTip } from '@squash/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useSubmitTips } from './use-submit-tips';

/*
 * The picking draw's submit: what each of the server's answers does to the page. The network is a stub of
 * `fetch` answering as the API does (its error shape, its 402 figures); the toasts are spied on.
 */
vi.mock('@/lib/toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const TOURNAMENT = 't-1';
const tips: MatchTip[] = [
  { matchId: 'm-1', predictedWinnerId: 'p-1', predictedScore: '3-0' },
  { matchId: 'm-2', predictedWinnerId: 'p-3', predictedScore: null },
];
const savedEntry = { id: 'e-1', matchTips: tips, updatedAt: '2026-11-28T00:00:00.000Z' } as unknown as Entry;

let queryClient: QueryClient;
let requests: { method: string; url: string; body: unknown }[];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function submitTips({
  entry = null,
  fee = 0,
  complete = true,
}: {
  entry?: Entry | null;
  fee?: number;
  complete?: boolean;
}) {
  const forgetDraft = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useSubmitTips({ tournamentId: TOURNAMENT, entry, fee, complete: () => complete, tips: () => tips, forgetDraft }),
    { wrapper },
  );
  return { hook, forgetDraft };
}

beforeEach(() => {
  requests = [];
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // The site's currency, as the config query would have it.
  queryClient.setQueryData(queryKeys.siteConfig(), { currency: 'AUD' });
  vi.clearAllMocks();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('submitting the picks', () => {
  it('sends nothing while the draw is incomplete', () => {
    answer(201, { data: savedEntry });
    const { hook } = submitTips({ complete: false });
    act(() => hook.result.current.submit());
    expect(requests).toEqual([]);
  });

  it('posts a first entry, forgets the draft and says how many tips were submitted', async () => {
    answer(201, { data: savedEntry });
    const { hook, forgetDraft } = submitTips({});
    act(() => hook.result.current.submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(requests).toEqual([
      { method: 'POST', url: `/api/tournaments/${TOURNAMENT}/entries`, body: { matchTips: tips } },
    ]);
    expect(forgetDraft).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith('Tips submitted', {
      description: "You've submitted 2 tips for this tournament.",
    });
  });

  it('puts the tips of an entry already made, as an update', async () => {
    answer(200, { data: savedEntry });
    const { hook } = submitTips({ entry: savedEntry });
    act(() => hook.result.current.submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['PUT /api/entries/e-1/match-tips']);
    expect(toast.success).toHaveBeenCalledWith('Tips updated', {
      description: "You've updated 2 tips for this tournament.",
    });
  });

  it('reads the balance and the pool again after a paid entry, and not after a free one', async () => {
    answer(201, { data: savedEntry });
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const paid = submitTips({ fee: 100 });
    act(() => paid.hook.result.current.submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const keys = invalidated.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(queryKeys.creditBalance()));
    expect(keys).toContain(JSON.stringify(queryKeys.tournaments.detail(TOURNAMENT)));

    invalidated.mockClear();
    const free = submitTips({ fee: 0 });
    act(() => free.hook.result.current.submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    const freeKeys = invalidated.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(freeKeys).not.toContain(JSON.stringify(queryKeys.creditBalance()));
  });
});

describe('when the server refuses', () => {
  it("turns a 402 into the credits notice with the entry's cost and the shortfall, keeping the picks", async () => {
    answer(402, {
      error: {
        code: 'INSUFFICIENT_CREDITS',
        message: 'Not enough credits.',
        fields: { fee: '100', balance: '25', shortfall: '75' },
      },
    });
    const { hook, forgetDraft } = submitTips({ fee: 100 });
    act(() => hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.needCredits).not.toBeNull());
    expect(hook.result.current.needCredits).toBe(
      'This entry costs 1.00 credit ($10.00 AUD) and you have 0.25: buy 0.75 more ($7.50 AUD) to enter.',
    );
    expect(forgetDraft).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("falls back to the 402's own words when its figures are missing", async () => {
    answer(402, { error: { code: 'INSUFFICIENT_CREDITS', message: 'You need more credits to enter.' } });
    const { hook } = submitTips({ fee: 100 });
    act(() => hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.needCredits).toBe('You need more credits to enter.'));
  });

  it("shows a refusal's message and reads the tournament and the fan's entries again (the page may be behind)", async () => {
    answer(409, { error: { code: 'TIPS_LOCKED', message: 'Tips are locked: play has started.' } });
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const { hook, forgetDraft } = submitTips({});
    act(() => hook.result.current.submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Error submitting tips', {
      description: 'Tips are locked: play has started.',
    });
    const keys = invalidated.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(queryKeys.tournaments.detail(TOURNAMENT)));
    expect(keys).toContain(JSON.stringify(queryKeys.entries.mine()));
    expect(forgetDraft).not.toHaveBeenCalled();
  });

  it('asks to try again after a server failure, without reading anything again', async () => {
    answer(503, { error: { code: 'UNAVAILABLE', message: 'Busy.' } });
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const { hook } = submitTips({ entry: savedEntry });
    act(() => hook.result.current.submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Error updating tips', { description: 'Please try again.' });
    expect(invalidated).not.toHaveBeenCalled();
  });
});
