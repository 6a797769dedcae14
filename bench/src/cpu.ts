import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/*
 * CPU time used by processes, from /proc (user + system, threads included), for figures per core: what a
 * request costs the server processes, PostgreSQL and nginx, which is what docs/scaling.md's sizing rests on.
 */

const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds used so far by each of `pids` together (a pid that has exited counts nothing). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command may hold spaces or parentheses: the fields after its closing parenthesis are fixed.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks / TICKS;
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

/** A meter over the cluster's parts: call it before a step, and its result after it. */
export function cpuMeter(parts: { processes: number[]; nginx: number }) {
  const read = () => ({
    processes: cpuSeconds(parts.processes),
    postgres: cpuSeconds(postgresPids()),
    nginx: cpuSeconds(withChildren(parts.nginx)),
  });
  const before = read();
  return () => {
    const after = read();
    return {
      processes: after.processes - before.processes,
      postgres: after.postgres - before.postgres,
      nginx: after.nginx - before.nginx,
    };
  };
}
