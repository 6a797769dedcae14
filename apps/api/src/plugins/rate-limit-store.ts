import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store, kept in PostgreSQL (table rate_limit_hits) so that every API process
 * counts against the same limits: three processes must not triple the guesses a sign-in allows.
 * One statement per hit, atomic under concurrency: a window that has ended starts again at 1.
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } } = {}) {
      // A route's own limit counts apart from others' (the plugin makes one child store per route).
      const route = options.routeInfo;
      this.prefix = route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      queryRows<{ hits: number; ttl: number }>(
        db,
        sql`insert into rate_limit_hits (key, hits, window_ends_at)
            values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
              window_ends_at = case when rate_limit_hits.window_ends_at <= now()
                                    then excluded.window_ends_at else rate_limit_hits.window_ends_at end
            returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`,
      ).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        (error: Error) => callback(error),
      );
      // Now and then, forget windows long over, so the table stays the size of current traffic.
      if (Math.random() < 0.01) {
        void db
          .execute(sql`delete from rate_limit_hits where window_ends_at < now() - interval '1 hour'`)
          .catch(() => {});
      }
    }

    child(options: FastifyRateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } }) {
      return new PostgresRateLimitStore(options);
    }
  };
}
