import { changedFields, NO_CHANGES_MESSAGE } from '@squash/core';
import { AppError } from './app-error.js';

/** Only the fields that differ from the stored row (core's rule); none at all is refused with spec 001 §5's message. */
export function requireChanges<T extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  body: T,
): Partial<T> {
  const changes = changedFields(stored, body) as Partial<T>;
  if (Object.keys(changes).length === 0) throw new AppError('VALIDATION_ERROR', NO_CHANGES_MESSAGE);
  return changes;
}
