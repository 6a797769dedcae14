/** Percentile of sorted durations in milliseconds (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export async function timeIt(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Runs `work` `total` times with `concurrency` in flight; returns each call's latency. */
export async function load(total: number, concurrency: number, work: () => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started += 1;
      latencies.push(await timeIt(work));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
}

/** Prints a figure's name and values, and the target it is measured against when it has one. */
export function report(name: string, figures: Record<string, number | string>, target?: string) {
  const text = Object.entries(figures)
    .map(([key, value]) => `${key}=${typeof value === 'number' ? value.toFixed(value < 10 ? 2 : 1) : value}`)
    .join('  ');
  console.log(`${name.padEnd(44)} ${text}${target ? `  (target: ${target})` : ''}`);
}
