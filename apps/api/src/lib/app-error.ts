import { ERROR_CODES, type ErrorCode } from '@squash/core';
import { NOT_FOUND } from './fan-errors.js';
import { type MessageDescriptor, say, textsFor } from './texts.js';

/** A message of the server's catalogue with its values, said in each reader's language. */
export interface SaidMessage {
  message: MessageDescriptor;
  values?: Record<string, unknown>;
  /** Fields' messages of the catalogue, said in the reader's language too. */
  fields?: Record<string, MessageDescriptor>;
  /** Fields whose message is the error's own. */
  sameFields?: readonly string[];
}

/** A failure a client can act on; the central error handler turns the code into a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** The message as the catalogue has it: the error handler says it in the request's language. */
  said?: SaidMessage;

  /**
   * An error a fan reads: `message` from the catalogue (its English is the error's own message); `fields`
   * name the form's fields at fault, each with a message of the catalogue or a value as it is (a number).
   */
  static said(
    code: ErrorCode,
    message: MessageDescriptor,
    values?: Record<string, unknown>,
    fields?: Record<string, string | MessageDescriptor>,
  ): AppError {
    const english = textsFor('en');
    const fieldTexts = fields
      ? Object.fromEntries(
          Object.entries(fields).map(([name, text]) => [name, typeof text === 'string' ? text : say(english, text)]),
        )
      : undefined;
    const error = new AppError(code, say(english, message, values), fieldTexts);
    const saidFields = Object.entries(fields ?? {}).filter(
      (entry): entry is [string, MessageDescriptor] => typeof entry[1] !== 'string',
    );
    error.said = {
      message,
      ...(values ? { values } : {}),
      ...(saidFields.length > 0 ? { fields: Object.fromEntries(saidFields) } : {}),
    };
    return error;
  }

  /** `AppError.said` whose message is also `field`'s, the form's field at fault ('The lock time must be in the future'). */
  static saidOf(
    field: string,
    code: ErrorCode,
    message: MessageDescriptor,
    values?: Record<string, unknown>,
  ): AppError {
    const english = say(textsFor('en'), message, values);
    const error = new AppError(code, english, { [field]: english });
    error.said = { message, ...(values ? { values } : {}), sameFields: [field] };
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

/** 'Tournament not found', said in the reader's language. */
export const notFound = (thing: keyof typeof NOT_FOUND) => AppError.said('NOT_FOUND', NOT_FOUND[thing]);
