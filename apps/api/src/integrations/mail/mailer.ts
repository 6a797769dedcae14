import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about, kept by the outbox so it can be followed without parsing HTML. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Real mail over SMTP (`smtp://user:pass@host:port`, `smtps://...`). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP: the mail is stored in the outbox, which only administrators read (GET /api/admin/outbox,
 * the back office's Outbox), and announced on the operator's console with its link.
 */
export function outboxMailer(db: Database, { quiet = false } = {}): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ ...mail, link: mail.link ?? null });
      if (!quiet) console.log(`[mail] to=${mail.to} subject="${mail.subject}"${mail.link ? ` link=${mail.link}` : ''}`);
    },
    async close() {},
  };
}
