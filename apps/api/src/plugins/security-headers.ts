import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode, ErrorResponse } from '@squash/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers from helmet, whose middleware is built once here: @fastify/helmet builds it again on
 * every request, which cost a third of the throughput of cached reads (bench). With Stripe configured the
 * policy also lets in Stripe.js and its embedded checkout (its script, frames and API), nothing more.
 */
export function createSecurityHeaders({ stripe = false }: { stripe?: boolean } = {}) {
  const stripeScripts = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://checkout.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com', 'https://checkout.stripe.com'] : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...stripeScripts],
        connectSrc: ["'self'", ...stripeApi],
        ...(stripe ? { frameSrc: ["'self'", ...stripeFrames] } : {}),
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // No page of ours is meant to be framed, by anyone (clickjacking): the same as frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
    // The app is served over plain http on localhost too; HSTS is the reverse proxy's business.
    strictTransportSecurity: false,
  });
}

export const securityHeaders = createSecurityHeaders();

/**
 * The headers of an API answer (JSON, or an event stream): what still matters when the body is not a page
 * (OWASP's REST security cheat sheet): no framing, no MIME sniffing, no cross-origin embedding, no
 * referrer, and a policy that lets nothing load should the JSON ever be opened as a document. Helmet's
 * others (DNS prefetch, IE's download and XSS switches, Flash's cross-domain policy, the opener and
 * agent-cluster isolation) only act on HTML documents; leaving them off API answers halves what every
 * read spends on headers (bench:api).
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'self';frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** API answers get the short list; pages, files and the API's own documentation pages get helmet's. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) =>
    securityHeaders(request, response, (error?: unknown) => (error ? reject(error) : resolve())),
  );
}

/**
 * The headers a helmet middleware sets, as name/value pairs: they are the same for every request, so they
 * are worked out once (setting them is then a loop, not helmet's chain of middlewares per request), and
 * answers written straight to a socket get them too.
 */
export function securityHeaderPairs(middleware: typeof securityHeaders = securityHeaders): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const collector = {
    setHeader(name: string, value: string | string[]) {
      pairs.push([name, Array.isArray(value) ? value.join(', ') : value]);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  middleware({ headers: {} } as IncomingMessage, collector, () => {});
  return pairs;
}

const SOCKET_ERRORS: Record<string, [number, ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'The request line and headers are too large (at most 16 KB)'],
};

/**
 * Node's HTTP parser refuses some requests (headers over 16 KB, a malformed request line, a timeout)
 * before Fastify sees them. Their answer gets the same security headers and error shape as any other.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = SOCKET_ERRORS[error.code ?? ''] ?? [400, 'BAD_REQUEST', 'Malformed HTTP request'];
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorResponse);
  const headers = [
    ...securityHeaderPairs(),
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Connection', 'close'],
  ];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every answer Fastify gives carries its security headers: an API answer the few that act on one
 * (API_SECURITY_HEADERS), a page or a file helmet's whole set (with Stripe's origins when it is on).
 */
async function registerSecurityHeaders(app: FastifyInstance, { stripe }: { stripe: boolean }) {
  const pageHeaders = securityHeaderPairs(createSecurityHeaders({ stripe }));
  app.addHook('onRequest', function setSecurityHeaders(request, reply, done) {
    for (const [name, value] of isApiAnswer(request.url) ? API_SECURITY_HEADERS : pageHeaders) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
}

export const securityHeaderHooks = fp(registerSecurityHeaders, { name: 'security-headers', fastify: '5.x' });
