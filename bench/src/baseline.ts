import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/*
 * What the API's figures are read against: bare Fastify in a process of its own (bare-fastify.ts), measured
 * with the same autocannon settings in the same run.
 */

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Figure {
  rps: number;
  p50: number;
  p99: number;
}

export async function measure(url: string, headers: Record<string, string> = {}, status = 200): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const wrong =
    status === 200 ? result.non2xx : result.requests.total - (result.statusCodeStats?.[`${status}`]?.count ?? 0);
  if (wrong > 0 || result.errors > 0) {
    throw new Error(`${url}: ${wrong} answers other than ${status}, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Bare Fastify's hello world, or with `same` the very bytes of an answer of the API (a file and its type). */
export async function bareFastify({ same }: { same?: { file: string; type: string } } = {}): Promise<Figure> {
  const port = 3990;
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(new URL('./bare-fastify.js', import.meta.url))], {
    env: { ...process.env, PORT: String(port), BODY_FILE: same?.file ?? '', BODY_TYPE: same?.type ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await measure(`http://127.0.0.1:${port}/${same ? 'same' : ''}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** Bare Fastify sending the very bytes `url` answers (fetched once, uncompressed): the baseline of one answer. */
export async function bareFastifySending(url: string): Promise<Figure & { bytes: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  const file = join(tmpdir(), `squash-bench-same-${process.pid}`);
  writeFileSync(file, body);
  try {
    return {
      ...(await bareFastify({ same: { file, type: response.headers.get('content-type') ?? '' } })),
      bytes: body.length,
    };
  } finally {
    rmSync(file, { force: true });
  }
}
