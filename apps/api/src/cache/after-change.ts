import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AFTER_CHANGE_HEADER } from '@squash/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataChanges } from './changes.js';

/*
 * Reads asked again after a change heard on a live stream (issue 47). The stream that told the page is held
 * by another process, which may have heard the change's notice before the process now answering: its caches
 * would answer what was true before the change, and the page, having asked, would show that until the next
 * change, perhaps an hour later in a final. Such a read (it carries the After-Change header) is answered
 * only after this process has heard every notice committed before it arrived (`changes.sync()`, one barrier
 * shared by the readers waiting), on the front path as in Fastify's hook; and a leaderboard page or the
 * crowd's picks kept from before the tournament's latest notice is checked again first, never served from
 * the answers kept in front of Fastify.
 *
 * A final's result is such a read from every watcher at once: 30,000 pages asking again for the draw and
 * the crowd's picks. Each change's event carries a token the live process issued for it (`at`), which the
 * page puts in those reads' URLs: a public answer to a read after a change, with a token this site issued,
 * is one a shared cache may keep by its URL (`Cache-Control: public, max-age=300`), as nginx's file does
 * (deploy/nginx/squashtips.conf), so the pages asking after one change are answered by nginx from one
 * answer of the processes. The answer holds the change: it was made after the barrier above, by a read that
 * came after the event. A later change is a new token, so no page asks for the older URL again; and a token
 * can't be made up ahead of a change (it carries the site's MAC), so no one can have nginx keep an answer
 * from before a change under a URL the change's pages will ask for (docs/decisions/026).
 */
const HEADER = AFTER_CHANGE_HEADER.toLowerCase();

/** The requests this process has heard everything committed before, on the front path's barrier. */
const synced = new WeakSet<IncomingMessage>();

/** Whether a request is a page's read after a change it heard of. */
export function isAfterChange(request: IncomingMessage | FastifyRequest): boolean {
  return request.headers[HEADER] !== undefined;
}

/** The version of the tournament's notices a kept value must have been checked after, for such a read. */
export function checkedAfter(app: FastifyInstance, request: FastifyRequest, tournamentId: string) {
  return isAfterChange(request) ? { after: app.changes.tournamentVersion(tournamentId) } : {};
}

/**
 * The answer kept in front of Fastify for a leaderboard page or the crowd's picks (`key` in `app.leaderboards`)
 * is current while the cache would serve `body` at once; for a read after a change, only if it was checked
 * after the tournament's latest notice.
 */
export function keptCurrent(app: FastifyInstance, key: string, tournamentId: string, body: string) {
  return (afterChange = false) =>
    app.leaderboards.peek(key, afterChange ? { after: app.changes.tournamentVersion(tournamentId) } : {}) === body;
}

/**
 * The front path (plugins/http-server.ts): a read after a change first hears what was committed before it,
 * then may be answered in front of Fastify like any other (answers kept from before the change are not
 * current for it); otherwise Fastify answers it.
 */
export function serveAfterChange(
  changes: DataChanges,
  serve: (afterChange: boolean) => boolean,
  request: IncomingMessage,
  handle: () => void,
) {
  void changes.sync().then(() => {
    synced.add(request);
    if (!serve(true)) handle();
  });
}

/** Every read after a change waits until this process has heard what was committed before it. */
export function registerAfterChange(app: FastifyInstance) {
  app.addHook('onRequest', async function syncAfterChange(request) {
    if (request.method !== 'GET' || !isAfterChange(request)) return;
    if (!synced.has(request.raw)) await app.changes.sync();
  });
}

/** A page's read after a change, with a token: a shared cache may keep the public answer by its URL. */
export const SHARED_AFTER_CHANGE = 'public, max-age=300';

/** Tokens for the changes a live stream tells of, and their check (`app.liveTokens`). */
export interface LiveTokens {
  /**
   * The token of this process's version `version` of `tournamentId`'s notices: '<process>.<version>.<MAC>', the
   * MAC over the three, so it is good for that tournament's reads only.
   */
  issue(version: number, tournamentId: string): string;
  /**
   * Whether `request` is a read after a change, of one of the reads a tournament's live page asks again for
   * (`SHARED_ROUTES`), with a token some process of this site issued for that tournament's stream.
   */
  sharedAfterChange(request: FastifyRequest): boolean;
}

/**
 * The reads a live page asks again for with the token (apps/web: `liveQuery`), each of the tournament its
 * stream is of. No other answer is kept by a shared cache under a token: a fan's record, once kept there, was
 * served in full after the fan made it private (issue 63).
 */
const SHARED_ROUTES = new Set([
  '/api/tournaments/:id',
  '/api/tournaments/:id/leaderboard',
  '/api/tournaments/:id/pick-stats',
]);

const TOKEN = /^([A-Za-z0-9_-]{8}\.\d{1,15})\.([A-Za-z0-9_-]{22})$/;

/** `secret`: the site's (the auth secret, the same in every process); each process has its own prefix. */
export function liveTokens(secret: string, processId = randomBytes(6).toString('base64url')): LiveTokens {
  const key = createHash('sha256').update(`squashtips live tokens\0${secret}`).digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);
  // Every watcher of a tournament is sent the same version: made once.
  const signed = (body: string, tournamentId: string) => mac(`${body}\0${tournamentId.toLowerCase()}`);
  const last = new Map<string, { version: number; token: string }>();
  return {
    issue(version, tournamentId) {
      const kept = last.get(tournamentId);
      if (kept?.version === version) return kept.token;
      const body = `${processId}.${version}`;
      const token = `${body}.${signed(body, tournamentId)}`;
      // One per tournament with watchers; a handful are under way at once.
      if (last.size > 1000) last.clear();
      last.set(tournamentId, { version, token });
      return token;
    },
    sharedAfterChange(request) {
      if (!isAfterChange(request) || !SHARED_ROUTES.has(request.routeOptions?.url ?? '')) return false;
      const params: unknown = request.params;
      const id = typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
      if (typeof id !== 'string') return false;
      const query = request.raw.url?.split('?')[1];
      const match = TOKEN.exec(query ? (new URLSearchParams(query).get('at') ?? '') : '');
      if (!match?.[1] || !match[2]) return false;
      return timingSafeEqual(Buffer.from(signed(match[1], id)), Buffer.from(match[2]));
    },
  };
}
