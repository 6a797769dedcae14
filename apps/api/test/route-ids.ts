import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import { asUser, upcomingTournament } from './helpers.js';

/**
 * Real values for the path parameters of the API's reads on a seeded server, by the resource each
 * parameter follows ('tournaments' for /api/tournaments/{id}): one tournament of each status, a match,
 * a player, the fan's entry, a league of theirs and its invite code, a payment of theirs, their user id.
 * Makes the league and the payment (credits on).
 */
export async function readableIds(app: App, fan: string): Promise<Map<string, string[]>> {
  const read = async (url: string) => (await app.inject({ method: 'GET', url, headers: asUser(fan) })).json();
  const tournaments = (await read('/api/tournaments?page_size=50')).data as Array<{ id: string; status: string }>;
  const league = await app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: asUser(fan),
    payload: { name: 'Route Ids League' },
  });
  expect(league.statusCode).toBe(201);
  const payment = await app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: asUser(fan),
    payload: { creditAmount: 5 },
  });
  expect(payment.statusCode).toBe(201);
  return new Map([
    [
      'tournaments',
      [
        ...new Map(tournaments.map((tournament) => [tournament.status, tournament.id])).values(),
        (await upcomingTournament(app)).id,
      ],
    ],
    ['matches', [(await read('/api/matches?page_size=1')).data[0].id]],
    ['players', [(await read('/api/players?page_size=1')).data[0].id]],
    ['entries', [(await read('/api/entries')).data[0].id]],
    ['leagues', [league.json().data.id]],
    ['invites', [league.json().data.inviteCode]],
    ['fans', [(await read('/api/user-details')).data.username]],
    ['payments', [payment.json().data.paymentId ?? payment.json().data.id]],
    ['users', [(await read('/api/user-details')).data.id]],
    ['email-status', ['fan@example.com', 'nobody@example.org']],
    ['password-reset', ['not-a-token']],
  ]);
}

/**
 * The URLs to call a route with (`/api/tournaments/{id}` or `/api/tournaments/:id`): each real value of
 * the resource its parameter follows, and a made-up one (for its 404).
 */
export function urlsFor(path: string, ids: Map<string, string[]>): string[] {
  const template = path.replace(/:(\w+)/g, '{$1}');
  if (!/\{\w+\}/.test(template)) return [template];
  const segments = template.split('/');
  const resource = segments[segments.findIndex((segment) => segment.startsWith('{')) - 1] ?? '';
  const real = ids.get(resource) ?? [];
  if (real.length === 0) throw new Error(`no value for the parameter of ${path}: add one for '${resource}'`);
  return [...real, randomUUID()].map((value) => template.replace(/\{\w+\}/, encodeURIComponent(value)));
}
