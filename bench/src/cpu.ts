import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/*
 * CPU time used by processes, from /proc (user + system, threads included), for figures per core: what a
 * request costs the server processes, PostgreSQL and nginx, which is what docs/scaling.md's sizing rests on.
 */

const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds used so far by each of `pids` (a pid that has exited is left out). */
export function cpuByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // The command may hold spaces or parentheses: the fields after its closing parenthesis are fixed.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS);
    } catch {}
  }
  return used;
}

/** CPU seconds used between two readings: each process's own growth (one started meanwhile counts whole). */
export function usedBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, now] of after) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

/** PostgreSQL's processes on this machine (the server and its backends: the bench's database is theirs). */
export function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-u', 'postgres']).toString().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** nginx's master and workers, from its master's pid. */
export function withChildren(pid: number): number[] {
  try {
    const children = execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/**
 * A meter over the cluster's parts: call it before a step, and its result after it. PostgreSQL's backends come
 * and go; one that ended during the step loses what it used since the first reading (the pools' connections
 * stay for the run, so that is little).
 */
export function cpuMeter(parts: { processes: number[]; nginx: number }) {
  const read = () => ({
    processes: cpuByPid(parts.processes),
    postgres: cpuByPid(postgresPids()),
    nginx: cpuByPid(withChildren(parts.nginx)),
  });
  const before = read();
  return () => {
    const after = read();
    return {
      processes: usedBetween(before.processes, after.processes),
      postgres: usedBetween(before.postgres, after.postgres),
      nginx: usedBetween(before.nginx, after.nginx),
    };
  };
}
