import type { BetterAuthOptions } from 'better-auth';

/**
 * The parts of the better-auth configuration that shape its tables. The runtime config and the
 * CLI config (auth.cli.ts, used to generate db/auth-schema.ts) both spread this, so they never drift.
 */
export const authSchemaOptions = {
  user: { modelName: 'auth_users' },
  session: { modelName: 'auth_sessions' },
  account: { modelName: 'auth_accounts' },
  verification: { modelName: 'auth_verifications' },
  advanced: { database: { generateId: 'uuid' } },
} satisfies Partial<BetterAuthOptions>;
