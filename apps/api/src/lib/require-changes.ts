import { changedFields } from '@squash/core';
import { ADMIN_ERRORS } from './admin-errors.js';
import { AppError } from './app-error.js';

/** Only the fields that differ from the stored row (core's rule); none at all is refused with spec 001 §5's message. */
export function requireChanges<T extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  body: T,
): Partial<T> {
  const changes = changedFields(stored, body) as Partial<T>;
  if (Object.keys(changes).length === 0) throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.noChanges);
  return changes;
}
