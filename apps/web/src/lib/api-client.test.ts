import { pagedResponse, TournamentSchema } from '@squash/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteChangeHeard } from './after-change';
import { ApiError, api, errorMessage } from './api-client';

const ListSchema = pagedResponse(TournamentSchema);
const emptyPage = {
  data: [],
  pageInfo: { currentPage: 0, previousPage: null, nextPage: null, pageSize: 50, totalRecords: 0 },
};

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api.get', () => {
  it('says a read follows a change heard on a live stream, for a few seconds after it (issue 47)', async () => {
    const fetchMock = answer(emptyPage);
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    noteChangeHeard(Date.now() - 10_000);
    await api.get('/tournaments', ListSchema);
    expect(headersOf(0)).not.toHaveProperty('After-Change');
    noteChangeHeard();
    await api.get('/tournaments', ListSchema);
    expect(headersOf(1)).toHaveProperty('After-Change', '1');
    noteChangeHeard(Date.now() - 10_000);
  });

  it('calls /api with the query and returns the parsed body', async () => {
    const fetchMock = answer(emptyPage);
    await expect(
      api.get('/tournaments', ListSchema, {
        query: { page_size: 50, status: ['ACTIVE', 'UPCOMING'], gender: undefined },
      }),
    ).resolves.toEqual(emptyPage);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/tournaments?page_size=50&status=ACTIVE&status=UPCOMING',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it("throws the server's error message with its status and code", async () => {
    answer(
      { error: { code: 'VALIDATION_ERROR', message: 'page_size must be at most 100', fields: { page_size: 'x' } } },
      400,
    );
    const error = await api.get('/tournaments', ListSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'page_size must be at most 100',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { page_size: 'x' },
    });
  });

  it('names the status when the error is not in the API shape', async () => {
    answer('<html>Bad Gateway</html>', 502);
    await expect(api.get('/tournaments', ListSchema)).rejects.toMatchObject({
      message: 'Request failed with status 502',
      status: 502,
    });
  });

  it.each([
    [{ error: { code: 42, message: 'not a code' } }],
    [{ error: { code: 'X', message: 'bad fields', fields: { name: 1 } } }],
    [{ message: 'no error object' }],
  ])('treats %o as not the API error shape', async (body) => {
    answer(body, 500);
    await expect(api.get('/tournaments', ListSchema)).rejects.toMatchObject({
      message: 'Request failed with status 500',
      code: 'HTTP_ERROR',
    });
  });

  it('reports an unreachable server in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/tournaments', ListSchema)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects a body that does not match the schema', async () => {
    answer({ data: [{ id: 'not-a-uuid' }] });
    await expect(api.get('/tournaments', ListSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('errorMessage', () => {
  it.each([
    [new Error('boom'), 'boom'],
    [new Error(''), 'Unknown error occurred'],
    ['a string', 'Unknown error occurred'],
  ])('%o reads %s', (error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});

describe('api.post', () => {
  it('sends the body as JSON and parses the answer', async () => {
    const fetchMock = answer({ data: { ok: true } }, 201);
    const schema = { parse: (data: unknown) => data as { data: { ok: boolean } } };
    await expect(api.post('/feedback', { name: 'Ann' }, schema)).resolves.toEqual({ data: { ok: true } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/feedback',
      expect.objectContaining({
        method: 'POST',
        body: '{"name":"Ann"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it("throws the server's validation error with its fields", async () => {
    answer({ error: { code: 'VALIDATION_ERROR', message: 'Invalid', fields: { email: 'Bad email' } } }, 400);
    await expect(api.post('/feedback', {}, { parse: (data: unknown) => data })).rejects.toMatchObject({
      status: 400,
      fields: { email: 'Bad email' },
    });
  });
});

describe('api.delete', () => {
  const Deleted = { parse: (body: unknown) => body as { data: { id: string } } };

  it('sends DELETE without a body and returns the parsed answer', async () => {
    const fetchMock = answer({ data: { id: 'p1' } });
    await expect(api.delete('/admin/players/p1', Deleted)).resolves.toEqual({ data: { id: 'p1' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/players/p1',
      expect.objectContaining({ method: 'DELETE', body: undefined }),
    );
  });

  it("throws the server's refusal like any other request", async () => {
    answer({ error: { code: 'CONFLICT', message: 'This player is in a draw' } }, 409);
    await expect(api.delete('/admin/players/p1', Deleted)).rejects.toMatchObject({
      message: 'This player is in a draw',
      status: 409,
      code: 'CONFLICT',
    });
  });
});
