/** The SQLSTATE of a database error, through the wrappers drivers and Drizzle put around it. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
/** PostgreSQL undid a transaction to break a deadlock: it may be tried again. */
export const DEADLOCK_DETECTED = '40P01';
/** A row still referenced by a foreign key (ON DELETE RESTRICT, checked at once). */
export const RESTRICT_VIOLATION = '23001';
export const FOREIGN_KEY_VIOLATION = '23503';
/** A CHECK constraint refused the row (a fan's balance below zero). */
export const CHECK_VIOLATION = '23514';
