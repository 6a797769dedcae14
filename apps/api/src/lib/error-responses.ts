import { ErrorResponseSchema } from '@squash/core';

/**
 * A route's error answers for its schema (OpenAPI and the serializer), each in the one error shape:
 * `errorResponses(400, 404)` is `{ 400: ErrorResponseSchema, 404: ErrorResponseSchema }`.
 */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorResponseSchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as {
    [Code in Codes[number]]: typeof ErrorResponseSchema;
  };
}

/** The error answers every back-office route may give. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409, 422);
