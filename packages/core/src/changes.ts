/** Spec 001 §5's answer when a form sends nothing that differs from what is stored. */
export const NO_CHANGES_MESSAGE = 'No changes to update';

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * Spec 001 §5's 'send only the changed fields', one rule for the forms and the API: the fields of `next`
 * (or only those of `keys`) whose value differs from `stored`. A field left undefined is not being
 * changed; null and a missing stored value are the same; dates compare as their ISO strings.
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
