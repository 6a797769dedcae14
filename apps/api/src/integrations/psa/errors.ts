import type { ErrorCode } from '@squash/core';

/**
 * The tour page, URL or uploaded draw cannot be turned into a draw. The message is written for the
 * admin who pasted the URL (the import screen shows "Error fetching tournament data: {message}").
 */
export class PsaParseError extends Error {
  readonly code: ErrorCode = 'UNPROCESSABLE';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PsaParseError';
  }
}
