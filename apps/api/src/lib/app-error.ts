import { ERROR_CODES, type ErrorCode } from '@squash/core';

/** A failure a client can act on; the central error handler turns the code into a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get statusCode(): number {
    return ERROR_CODES[this.code];
  }
}

export const notFound = (thing: string) => new AppError('NOT_FOUND', `${thing} not found`);
