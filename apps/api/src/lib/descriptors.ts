import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface DescriptorLimit {
  soft: number;
  hard: number;
}

/** This process's open-files limit (Linux: /proc/self/limits), or null where it can't be read. */
export function descriptorLimit(): DescriptorLimit | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const [soft, hard] = (line?.match(/(\d+|unlimited)\s+(\d+|unlimited)/)?.slice(1) ?? []).map((value) =>
      value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value),
    );
    return soft !== undefined && hard !== undefined ? { soft, hard } : null;
  } catch {
    return null;
  }
}

/**
 * Raises this process's soft open-files limit to its hard limit, where the hard limit allows (Node has no
 * setrlimit; util-linux's prlimit sets it on this process from outside). Returns the limit in force.
 */
export function raiseDescriptorLimit(): DescriptorLimit | null {
  const before = descriptorLimit();
  if (!before || before.soft >= before.hard || !Number.isFinite(before.hard)) return before;
  spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${before.hard}:${before.hard}`], { stdio: 'ignore' });
  return descriptorLimit();
}

/** Live streams a process may hold when LIVE_STREAMS_MAX is 0: half its descriptors, the rest for requests. */
export function defaultLiveStreamsMax(limit: DescriptorLimit | null): number {
  const soft = limit && Number.isFinite(limit.soft) ? limit.soft : 1024;
  return Math.max(16, Math.floor(soft / 2));
}

/** Descriptors a process keeps for itself when CONNECTIONS_MAX is 0: its database pool, files, logs. */
const RESERVED_DESCRIPTORS = 256;

/**
 * Connections a process holds in all when CONNECTIONS_MAX is 0: its descriptors less a reserve, so many
 * clients' sockets together can't take the ones it needs to answer anyone (and the live streams' half).
 */
export function defaultConnectionsMax(limit: DescriptorLimit | null): number {
  const soft = limit && Number.isFinite(limit.soft) ? limit.soft : 1024;
  return Math.max(64, soft - RESERVED_DESCRIPTORS);
}
