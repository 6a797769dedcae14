/**
 * Only for `npm run auth:generate` (better-auth's CLI reads it to write db/auth-schema.ts).
 * The running server builds its instance in auth.ts with the same table options.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { authSchemaOptions } from './schema-options.js';

export const auth = betterAuth({
  ...authSchemaOptions,
  database: drizzleAdapter({}, { provider: 'pg' }),
  emailAndPassword: { enabled: true },
});
