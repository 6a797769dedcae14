/** Spec 001 §5's answer when a form sends nothing that differs from what is stored. */
export const NO_CHANGES_MESSAGE = 'No changes to update';

/** A value as compared: dates as ISO strings, lists and objects (a tournament's fixed prizes) as their JSON. */
const comparable = (value: unknown) => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value ?? null;
};

/**
 * Spec 001 §5's 'send only the changed fields', one rule for the forms and the API: the fields of `next`
 * (or only those of `keys`) whose value differs from `stored`. A field left undefined is not being
 * changed; null and a missing stored value are the same; dates compare as their ISO strings, lists and objects as JSON.
 */
export function changedFields<T extends Record<string, unknown>, K extends keyof T & string = keyof T & string>(
  stored: Partial<Record<string, unknown>>,
  next: T,
  keys: readonly K[] = Object.keys(next) as K[],
): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys
      .filter((key) => next[key] !== undefined && comparable(next[key]) !== comparable(stored[key]))
      .map((key) => [key, next[key]]),
  ) as Partial<Pick<T, K>>;
}
