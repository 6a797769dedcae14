import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerFactory } from 'fastify';
import { isAfterChange, serveAfterChange } from '../cache/after-change.js';
import type { DataChanges } from '../cache/changes.js';
import type { FrontCache } from '../cache/front-cache.js';
import type { Config } from '../config.js';
import { defaultConnectionsMax, descriptorLimit } from '../lib/descriptors.js';
import type { Metrics } from './metrics.js';

/**
 * Fastify's HTTP server: public reads answered before Fastify when their answer is known and current
 * (front-cache.ts; off with ACCESS_LOG, whose line per request only Fastify writes), slow clients bounded
 * (issue 23: headers and body within their timeouts, checked every second rather than Node's 30 s; idle
 * keep-alive connections closed; live streams exempt from neither, since their request is complete at
 * once), and at most CONNECTIONS_PER_CLIENT connections from one address.
 */
export function httpServerFactory(
  config: Config,
  front: FrontCache,
  metrics: () => Metrics | undefined,
  changes: () => DataChanges | undefined,
): FastifyServerFactory {
  return (handler, options) => {
    const listener = config.ACCESS_LOG
      ? handler
      : (request: IncomingMessage, response: ServerResponse) => {
          // A read after a change heard elsewhere: this process hears it too first (cache/after-change.ts).
          const heard = isAfterChange(request) && request.method === 'GET' ? changes() : undefined;
          if (heard) {
            serveAfterChange(
              heard,
              (afterChange) => front.serve(request, response, afterChange),
              request,
              () => handler(request, response),
            );
          } else if (!front.serve(request, response)) handler(request, response);
        };
    const server = createServer(
      {
        headersTimeout: config.HEADERS_TIMEOUT_MS,
        requestTimeout: config.REQUEST_TIMEOUT_MS,
        keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
        connectionsCheckingInterval: 1000,
      },
      listener,
    );
    server.setTimeout((options as { connectionTimeout?: number }).connectionTimeout ?? 0);
    // The proxy's own connections are not counted per address: it bounds its clients itself. (With
    // TRUST_PROXY=true any sender may be the proxy, so none is counted.) The total is bounded either way.
    boundConnections(server, {
      perAddress: config.TRUST_PROXY === true ? null : config.CONNECTIONS_PER_CLIENT,
      exempt: new Set(config.TRUST_PROXY === true ? [] : config.TRUST_PROXY || []),
      max: config.CONNECTIONS_MAX || defaultConnectionsMax(descriptorLimit()),
      minBodyRate: config.BODY_MIN_BYTES_PER_S,
      metrics,
    });
    return server;
  };
}

/** A connection that has sent no request yet is left alone this long before it may be closed to take another. */
const QUIET_GRACE_MS = 1000;
/** A request's body may take this long before its rate is held against the minimum. */
const BODY_GRACE_MS = 5000;
/** How often bodies in progress are checked against the minimum rate. */
const BODY_CHECK_MS = 1000;

/** Requests whose body is still arriving, by their connection: when their head arrived, and the bytes read then. */
type BodiesArriving = Map<Socket, { since: number; bytesAtHead: number }>;

/**
 * Bodies that arrive slower than `minRate` bytes a second on average, once past the grace of a few seconds, are
 * answered 408 and closed (issue 63: 44 addresses dripping 480 bodies each, a byte every 3 s, filled a process's
 * descriptors, since Node's requestTimeout lets each one live a minute). No fan's JSON body, even on a poor phone
 * link, arrives that slowly.
 */
function boundBodyRate(server: Server, arriving: BodiesArriving, minRate: number) {
  server.on('request', (request: IncomingMessage) => {
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    if (!hasBody || request.complete) return;
    const { socket } = request;
    arriving.set(socket, { since: Date.now(), bytesAtHead: socket.bytesRead });
    const done = () => arriving.delete(socket);
    // Until its last byte: a body answered before it was read (a 404, a 403) is still read, and thrown away, by
    // Node, holding the connection as long.
    request.once('end', done);
    request.once('close', done);
  });
  const check = setInterval(() => {
    const now = Date.now();
    for (const [socket, { since, bytesAtHead }] of arriving) {
      const elapsed = now - since;
      if (elapsed >= BODY_GRACE_MS && ((socket.bytesRead - bytesAtHead) * 1000) / elapsed < minRate) {
        arriving.delete(socket);
        refuse(socket, '408 Request Timeout');
      }
    }
  }, BODY_CHECK_MS).unref();
  server.once('close', () => clearInterval(check));
}

/**
 * At most `perAddress` open connections from one client address: one more is answered 429 and closed
 * before it is read, so one client can't hold the descriptors everyone else needs. And at most `max` in
 * all, so many addresses together can't either: at the bound, the connections that hold no request are
 * closed to make room (keep-alive ones idle between requests, which browsers open again when they next ask,
 * and the oldest of those that have sent nothing in over a second); with none to close, the new connection
 * is answered 503 and closed.
 */
function boundConnections(
  server: Server,
  {
    perAddress,
    exempt,
    max,
    minBodyRate,
    metrics,
  }: {
    perAddress: number | null;
    exempt: Set<string>;
    max: number;
    minBodyRate: number;
    metrics: () => Metrics | undefined;
  },
) {
  const open = new Map<string, number>();
  /** Connections that haven't sent a whole request's head yet, oldest first, with when they opened. */
  const quiet = new Map<Socket, number>();
  const arriving: BodiesArriving = new Map();
  let total = 0;
  server.on('request', (request: IncomingMessage) => quiet.delete(request.socket));
  boundBodyRate(server, arriving, minBodyRate);

  /** Closes connections holding no request; how many of those that never spoke it closed. */
  const reclaim = (): number => {
    server.closeIdleConnections();
    const before = Date.now() - QUIET_GRACE_MS;
    let closed = 0;
    const wanted = Math.max(1, Math.ceil(max / 20));
    for (const [socket, openedAt] of quiet) {
      if (openedAt > before || closed >= wanted) break;
      quiet.delete(socket);
      socket.destroy();
      closed++;
    }
    // Then the bodies still arriving after a second, slowest first: a request that can't be finished soon.
    if (closed < wanted) {
      const rate = ({ since, bytesAtHead }: { since: number; bytesAtHead: number }, socket: Socket) =>
        (socket.bytesRead - bytesAtHead) / Math.max(1, now - since);
      const now = Date.now();
      const slow = [...arriving]
        .filter(([, body]) => body.since <= before)
        .sort(([a, one], [b, other]) => rate(one, a) - rate(other, b));
      for (const [socket] of slow.slice(0, wanted - closed)) {
        arriving.delete(socket);
        refuse(socket, '408 Request Timeout');
        closed++;
      }
    }
    return closed;
  };

  server.on('connection', (socket: Socket) => {
    total++;
    quiet.set(socket, Date.now());
    socket.once('close', () => {
      total--;
      quiet.delete(socket);
    });
    // Past the bound: room is made, or the newcomer refused. (Idle keep-alive connections closed here free
    // their places a moment later, for the next newcomer.)
    if (total > max && reclaim() === 0) {
      metrics()?.connectionsRefused.inc();
      refuse(socket, '503 Service Unavailable');
      return;
    }
    if (perAddress === null) return;
    const address = socket.remoteAddress ?? 'unknown';
    if (exempt.has(address) || exempt.has(address.replace(/^::ffff:/, ''))) return;
    const held = open.get(address) ?? 0;
    if (held >= perAddress) {
      metrics()?.connectionsRefused.inc();
      refuse(socket, '429 Too Many Requests');
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

function refuse(socket: Socket, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nRetry-After: 10\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroySoon();
}
