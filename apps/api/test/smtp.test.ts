import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../src/modules/outbox/service.js';
import { createTestApp, signUp, type TestContext } from './helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let ctx: TestContext;
let server: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestApp({
    config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'SquashTips <hello@squashtips.test>' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link. */
const decode = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail over SMTP', () => {
  it('sends a real verification mail, plain and HTML, with a working link', async () => {
    expect((await signUp(ctx.app, 'smtp.fan@example.org')).statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const [mail] = received as [Received];
    expect(mail.from).toBe('hello@squashtips.test');
    expect(mail.to).toEqual(['smtp.fan@example.org']);
    const body = decode(mail.raw);
    expect(body).toContain('Subject: Verify your email for SquashTips');
    expect(body).toMatch(/Content-Type: text\/plain/);
    expect(body).toMatch(/Content-Type: text\/html/);
    // The plain-text part: 'Verify email: <link>'.
    const link = body.match(/Verify email: (http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+)/)?.[1];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    const verified = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(verified.statusCode).toBe(302);
    // Nothing went to the outbox.
    expect((await listOutbox(ctx.app.db, { page: 0, page_size: 10 })).data).toEqual([]);
  });
});
