import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerFactory } from 'fastify';
import type { FrontCache } from '../cache/front-cache.js';
import type { Config } from '../config.js';
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
): FastifyServerFactory {
  return (handler, options) => {
    const listener = config.ACCESS_LOG
      ? handler
      : (request: IncomingMessage, response: ServerResponse) => {
          if (!front.serve(request, response)) handler(request, response);
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
    // The proxy's own connections are not counted: it bounds its clients itself. (With TRUST_PROXY=true
    // any sender may be the proxy, so none is counted.)
    if (config.TRUST_PROXY !== true) {
      boundConnectionsPerAddress(server, config.CONNECTIONS_PER_CLIENT, metrics, new Set(config.TRUST_PROXY || []));
    }
    return server;
  };
}

/**
 * At most `perAddress` open connections from one client address: one more is answered 429 and closed
 * before it is read, so one client can't hold the descriptors everyone else needs.
 */
function boundConnectionsPerAddress(
  server: Server,
  perAddress: number,
  metrics: () => Metrics | undefined,
  exempt: Set<string>,
) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    if (exempt.has(address) || exempt.has(address.replace(/^::ffff:/, ''))) return;
    const held = open.get(address) ?? 0;
    if (held >= perAddress) {
      metrics()?.connectionsRefused.inc();
      socket.end('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 10\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroySoon();
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
