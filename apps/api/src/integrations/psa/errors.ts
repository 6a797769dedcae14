import type { ErrorCode } from '@squash/core';
import { AppError, type SaidMessage } from '../../lib/app-error.js';
import { type MessageDescriptor, type SaidValue, say, textsFor } from '../../lib/texts.js';

/**
 * The tour page, URL or uploaded draw cannot be turned into a draw. The message is written for the
 * admin who pasted the URL (the import screen shows "Error fetching tournament data: {message}"). The
 * failures an admin meets first (the site unreachable, no such page, not a tour URL, a file to choose from)
 * come from the server's catalogue (`PsaParseError.said`), said in the admin's language; a page's own
 * diagnostics (a round listed twice, a winner who doesn't play) quote the tour's English page and stay in
 * English inside them.
 */
export class PsaParseError extends Error {
  readonly code: ErrorCode = 'UNPROCESSABLE';
  said?: SaidMessage;

  static said(message: MessageDescriptor, values?: Record<string, unknown>): PsaParseError {
    const error = new PsaParseError(say(textsFor('en'), message, values));
    error.said = values ? { message, values } : { message };
    return error;
  }

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PsaParseError';
  }
}

/** An import failure as a value of another message: in the reader's language where the catalogue has it. */
export function reasonOf(error: PsaParseError): SaidValue {
  const { said } = error;
  return (texts) => (said ? say(texts, said.message, said.values) : error.message);
}

/** The failure as the API answers it (422), said in the reader's language where the catalogue has it. */
export function importRefusal(error: PsaParseError): AppError {
  return error.said
    ? AppError.said('UNPROCESSABLE', error.said.message, error.said.values)
    : new AppError('UNPROCESSABLE', error.message);
}
