/**
 * A value the code has just put where it looks it up (a map filled from the same rows, a slot of a
 * bracket it built): its absence is a bug, said by name rather than passed on as undefined.
 */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}
