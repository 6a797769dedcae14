/**
 * Competition ranking ("1224"): equal values share a rank and the next rank skips,
 * so points 30, 20, 20, 10 rank 1, 2, 2, 4. Higher values rank first.
 */
export function competitionRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  const ranks = new Array<number>(values.length);
  order.forEach((item, position) => {
    const previous = order[position - 1];
    ranks[item.index] = previous && previous.value === item.value ? (ranks[previous.index] as number) : position + 1;
  });
  return ranks;
}
