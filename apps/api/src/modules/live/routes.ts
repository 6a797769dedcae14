import type { ServerResponse } from 'node:http';
import { IdParamSchema, REALTIME_HEARTBEAT_MS } from '@squash/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { defaultLiveStreamsMax, descriptorLimit } from '../../lib/descriptors.js';
import { errorResponses } from '../../lib/error-responses.js';
import { FAN_ERRORS } from '../../lib/fan-errors.js';
import { requestLocale, say, textsFor } from '../../lib/texts.js';
import { EVENT_STREAM } from '../../plugins/api-docs.js';
import { getTournament } from '../tournaments/service.js';
import { FAN_OUT_GAP_MS, FAN_OUT_SLICE, GENTLE_GAP_MS, heartbeats, slicedFanOut, versionFanOut } from './fan-out.js';
import { type StreamLimits, streamLimits } from './stream-limits.js';

/** What the browser's EventSource waits before reconnecting on its own (the page does its own back-off too). */
const RETRY_MS = 1000;
/** Seconds a refused client is asked to wait before trying for a stream again (it polls meanwhile). */
export const LIVE_RETRY_AFTER_S = 30;

/**
 * Server-sent events: `GET /api/tournaments/:id/live` tells a tournament page each time its draw, results
 * or leaderboard change (`event: change`, the new version as data), and `GET /api/live` tells dashboards
 * and Results of any change (`data` names the tournament, or null for everything). A comment line every
 * 25 s keeps proxies from closing a quiet stream. The change travels from any process through the
 * database's notices (LISTEN/NOTIFY), so every process's watchers hear of every write.
 */
export async function liveRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<ServerResponse>();
  const limits = streamLimits({
    perClient: app.config.LIVE_STREAMS_PER_CLIENT,
    max: app.config.LIVE_STREAMS_MAX || defaultLiveStreamsMax(descriptorLimit()),
  });
  // Each round's time from its first event queued to every stream written, by pace, in the metrics.
  const roundDone = (pace: 'now' | 'gentle' | 'heartbeat') => {
    const series = app.metrics.liveFanOut.labels({ pace });
    return (seconds: number) => series.observe(seconds);
  };
  const fanOut = slicedFanOut(FAN_OUT_SLICE, FAN_OUT_GAP_MS, roundDone('now'));
  const versions = versionFanOut(fanOut, slicedFanOut(FAN_OUT_SLICE, GENTLE_GAP_MS, roundDone('gentle')));
  // Apart from the events, at a pace that never holds one back (fan-out.ts).
  const beating = heartbeats(streams, REALTIME_HEARTBEAT_MS, roundDone('heartbeat'));
  // Open streams would hold the server open: end them when it begins to close.
  app.addHook('preClose', async () => {
    beating.stop();
    for (const stream of streams) stream.end();
    streams.clear();
  });

  function open(
    request: FastifyRequest,
    reply: FastifyReply,
    first: string,
    subscribe: (stream: ServerResponse) => () => void,
  ) {
    if (!admitted(app, limits, request, reply)) return;
    const address = request.ip;
    app.metrics.liveConnections.inc();
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and friends: pass each event on at once.
      'x-accel-buffering': 'no',
    });
    stream.write(`retry: ${RETRY_MS}\n${first}`);
    streams.add(stream);
    const unsubscribe = subscribe(stream);
    stream.on('close', () => {
      streams.delete(stream);
      limits.release(address);
      app.metrics.liveConnections.dec();
      unsubscribe();
    });
  }

  api.get(
    '/tournaments/:id/live',
    {
      config: EVENT_STREAM,
      schema: {
        tags: ['tournaments'],
        summary:
          "A tournament's changes as server-sent events (event: change, data: {version, at}: `at` goes in the reads asked again)",
        params: IdParamSchema,
        response: errorResponses(400, 404, 406, 429, 503),
      },
    },
    async (request, reply) => {
      acceptsStream(request);
      const { id } = request.params;
      // A tournament that doesn't exist (or isn't public) is a 404, not an empty stream.
      await getTournament(app.db, id, app.clock.now());
      const version = app.changes.tournamentVersion(id);
      open(request, reply, `event: version\ndata: ${JSON.stringify({ version })}\n\n`, (stream) =>
        app.changes.subscribe(id, (next, change) =>
          versions.send(
            stream,
            `event: change\ndata: ${JSON.stringify({ version: next, at: app.liveTokens.issue(next, id) })}\n\n`,
            change,
          ),
        ),
      );
    },
  );

  api.get(
    '/live',
    {
      config: EVENT_STREAM,
      schema: {
        tags: ['tournaments'],
        summary: 'Every change as server-sent events (event: change, data: {tournamentId, version})',
        response: errorResponses(406, 429, 503),
      },
    },
    async (request, reply) => {
      acceptsStream(request);
      const version = app.changes.globalVersion();
      open(request, reply, `event: version\ndata: ${JSON.stringify({ version })}\n\n`, (stream) =>
        app.changes.subscribeAll((tournamentId, next) => {
          // A private league's changes ('league:<id>', migration 0015) are no news for the public stream.
          if (tournamentId?.startsWith('league:')) return;
          fanOut.write(stream, `event: change\ndata: ${JSON.stringify({ tournamentId, version: next })}\n\n`);
        }),
      );
    },
  );
}

/** Only an event-stream reader gets a stream (EventSource asks for one); anything else a clear 406. */
function acceptsStream(request: FastifyRequest) {
  if (!(request.headers.accept ?? '').includes('text/event-stream')) {
    throw new AppError('NOT_ACCEPTABLE', 'This is an event stream: ask for it with Accept: text/event-stream');
  }
}

/**
 * Takes a stream within the bounds, or answers 429 (this address holds its share) or 503 (the process
 * is full) with Retry-After, logged once per address and minute and counted in the metrics.
 */
function admitted(app: FastifyInstance, limits: StreamLimits, request: FastifyRequest, reply: FastifyReply): boolean {
  const refused = limits.admit(request.ip);
  if (refused === 'ok') return true;
  app.metrics.liveRefused.inc({ reason: refused });
  if (limits.shouldLog(request.ip, Date.now())) {
    request.log.warn(
      { address: request.ip, reason: refused, open: limits.open },
      refused === 'client'
        ? 'live streams refused: this address holds its share'
        : 'live streams refused: process full',
    );
  }
  const texts = textsFor(requestLocale(request.headers.cookie, request.headers['accept-language']));
  const error =
    refused === 'client'
      ? { code: 'RATE_LIMITED', message: say(texts, FAN_ERRORS.liveStreamsFromAddress) }
      : { code: 'SERVICE_UNAVAILABLE', message: say(texts, FAN_ERRORS.liveBusy) };
  void reply
    .code(refused === 'client' ? 429 : 503)
    .header('retry-after', String(LIVE_RETRY_AFTER_S))
    .send({ error });
  return false;
}
