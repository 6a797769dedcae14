/**
 * The values of `keys` that differ from the stored ones, null and undefined (an empty optional field)
 * counting as the same: spec 001 §5's 'send only the changed fields'. None is 'No changes to update'.
 */
export function changedValues<T extends Record<string, unknown>, K extends keyof T & string>(
  values: T,
  stored: Partial<Record<K, unknown>>,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((key) => (values[key] ?? null) !== (stored[key] ?? null)).map((key) => [key, values[key]]),
  ) as Partial<Pick<T, K>>;
}
