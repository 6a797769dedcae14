import { AppError } from '../../lib/app-error.js';

/**
 * Only the fields that differ from the stored row (dates compared as ISO strings); none at all is the
 * spec's 'No changes to update' (spec 001 §5).
 */
export function changedFields<T extends Record<string, unknown>>(stored: Record<string, unknown>, body: T): Partial<T> {
  const changes = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => {
      if (value === undefined) return false;
      const current = stored[key];
      const comparable = current instanceof Date ? current.toISOString() : current;
      return comparable !== value;
    }),
  ) as Partial<T>;
  if (Object.keys(changes).length === 0) throw new AppError('VALIDATION_ERROR', 'No changes to update');
  return changes;
}
