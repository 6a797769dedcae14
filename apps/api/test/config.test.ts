import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('the database settings', () => {
  it('takes a direct URL beside a pooled DATABASE_URL (PgBouncer in transaction pooling)', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@127.0.0.1:6432/squash',
      DATABASE_DIRECT_URL: 'postgres://app@127.0.0.1:5432/squash',
    });
    expect(config.DATABASE_DIRECT_URL).toBe('postgres://app@127.0.0.1:5432/squash');
  });

  it('refuses a direct URL alone, or one that is not PostgreSQL, naming the setting', () => {
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://app@127.0.0.1:5432/squash' })).toThrow(
      'DATABASE_DIRECT_URL: only with DATABASE_URL (the pooler it bypasses)',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@127.0.0.1:6432/squash', DATABASE_DIRECT_URL: 'mysql://x@y/z' }),
    ).toThrow('DATABASE_DIRECT_URL: must be a postgres:// URL');
  });
});
