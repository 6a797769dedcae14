import { PRODUCT_NAME } from '@squash/core';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { PsaParseError } from './errors.js';

export interface PsaFetchOptions {
  /** Replaces the origin fetched from (tests, mirrors); the admin still enters the real URL. */
  fetchBase?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

const USER_AGENT = `${PRODUCT_NAME}-importer/1.0 (squash tipping; one request at a time)`;

// Politeness: one request to the tour's site at a time, from the whole process.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** GETs a page of the tour's site with a timeout and a size limit, answering its text. */
export function fetchPsaPage(
  url: string,
  { fetchBase, timeoutMs = 15_000, maxBytes = 5_000_000 }: PsaFetchOptions = {},
) {
  return oneAtATime(async () => {
    const target = new URL(url);
    const effective = fetchBase ? new URL(`${target.pathname}${target.search}`, fetchBase) : target;
    let response: Response;
    try {
      response = await fetch(effective, {
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/json' },
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
      throw PsaParseError.said(ADMIN_ERRORS.couldNotFetch, { url, reason });
    }
    if (response.status === 404) throw PsaParseError.said(ADMIN_ERRORS.noPage, { url });
    if (!response.ok) throw PsaParseError.said(ADMIN_ERRORS.siteAnswered, { status: response.status, url });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw PsaParseError.said(ADMIN_ERRORS.pageTooLarge, { url });
    const reader = response.body?.getReader();
    if (!reader) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw PsaParseError.said(ADMIN_ERRORS.pageTooLarge, { url });
      }
      chunks.push(value);
    }
    return new TextDecoder().decode(Buffer.concat(chunks));
  });
}
