/**
 * A value the code has just put where it looks it up (a map filled from the same rows, a slot of a
 * bracket it built, a player a decided match must have): its absence is a bug, said by name rather
 * than passed on as undefined or null.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}
