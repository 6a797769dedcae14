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
 * shared by the readers waiting), not from the answers kept in front of Fastify, and a leaderboard page or
 * the crowd's picks kept from before the tournament's latest notice is checked again first.
 */
const HEADER = AFTER_CHANGE_HEADER.toLowerCase();

/** Set on a request once this process has heard what was committed before it (the front path's barrier). */
const SYNCED = Symbol('after-change: synced');

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
    (request as IncomingMessage & { [SYNCED]?: true })[SYNCED] = true;
    if (!serve(true)) handle();
  });
}

/** Every read after a change waits until this process has heard what was committed before it. */
export function registerAfterChange(app: FastifyInstance) {
  app.addHook('onRequest', async function syncAfterChange(request) {
    if (request.method !== 'GET' || !isAfterChange(request)) return;
    if (!(request.raw as IncomingMessage & { [SYNCED]?: true })[SYNCED]) await app.changes.sync();
  });
}
