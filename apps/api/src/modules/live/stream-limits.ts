/**
 * The bounds on live streams (issue 23): one client address holds at most `perClient` open streams, the
 * process at most `max` in all, so a single client can't use up the descriptors everyone else needs.
 * Refusals are logged at most once per address and minute.
 */
export interface StreamLimits {
  /** Takes a stream for `address`, or says which bound refuses it. */
  admit(address: string): 'ok' | 'client' | 'process';
  release(address: string): void;
  /** True the first time in a minute an address is refused (log it then, not at every refusal). */
  shouldLog(address: string, now: number): boolean;
  readonly open: number;
}

const LOG_EVERY_MS = 60_000;
/** Addresses remembered for the once-a-minute log; forgotten all at once beyond this (a flood of addresses). */
const MAX_LOGGED_ADDRESSES = 10_000;

export function streamLimits({ perClient, max }: { perClient: number; max: number }): StreamLimits {
  const byAddress = new Map<string, number>();
  const loggedAt = new Map<string, number>();
  let open = 0;
  return {
    admit(address) {
      const held = byAddress.get(address) ?? 0;
      if (held >= perClient) return 'client';
      if (open >= max) return 'process';
      byAddress.set(address, held + 1);
      open += 1;
      return 'ok';
    },
    release(address) {
      const held = byAddress.get(address) ?? 0;
      if (held <= 1) byAddress.delete(address);
      else byAddress.set(address, held - 1);
      open = Math.max(0, open - 1);
    },
    shouldLog(address, now) {
      const last = loggedAt.get(address);
      if (last !== undefined && now - last < LOG_EVERY_MS) return false;
      if (loggedAt.size >= MAX_LOGGED_ADDRESSES) loggedAt.clear();
      loggedAt.set(address, now);
      return true;
    },
    get open() {
      return open;
    },
  };
}
