/*
 * The outlook kernel's reads and sums over its own arrays. Its indexes are in bounds by construction (an
 * entry's place below the field's size, a match's below the matches left, a player's below the players
 * named), which TypeScript's noUncheckedIndexedAccess can't see: these say so once, here, instead of a cast
 * at every read. One function per kind of array, so each stays monomorphic and V8 inlines it in the loops.
 */

/** Element `index` of an Int32Array, within its bounds. */
export function i32(array: Int32Array, index: number): number {
  return array[index] as number;
}

/** Element `index` of an Int8Array, within its bounds. */
export function i8(array: Int8Array, index: number): number {
  return array[index] as number;
}

/** Element `index` of an array the kernel built, within its bounds. */
export function nth<T>(array: readonly T[], index: number): T {
  return array[index] as T;
}

/** Adds `by` to element `index` of an Int32Array (a count or a sum), within its bounds. */
export function addAt(array: Int32Array, index: number, by: number): void {
  array[index] = (array[index] as number) + by;
}
