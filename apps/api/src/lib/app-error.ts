import { ERROR_CODES, type ErrorCode } from '@squash/core';
import { type MessageDescriptor, say, textsFor } from './texts.js';

/** A message of the server's catalogue with its values, said in each reader's language. */
export interface SaidMessage {
  message: MessageDescriptor;
  values?: Record<string, unknown>;
}

/** A failure a client can act on; the central error handler turns the code into a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** The message as the catalogue has it: the error handler says it in the request's language. */
  said?: SaidMessage;

  /** An error a fan reads: `message` from the catalogue (its English is the error's own message). */
  static said(
    code: ErrorCode,
    message: MessageDescriptor,
    values?: Record<string, unknown>,
    fields?: Record<string, string>,
  ): AppError {
    const error = new AppError(code, say(textsFor('en'), message, values), fields);
    error.said = values ? { message, values } : { message };
    return error;
  }

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
