/**
 * The database's tables, one file per area (schema/), gathered here for Drizzle and the code; the auth
 * tables are better-auth's (auth-schema.ts).
 */
export * from './auth-schema.js';
export * from './schema/draws.js';
export * from './schema/entries.js';
export * from './schema/leagues.js';
export * from './schema/money.js';
export * from './schema/operations.js';
export * from './schema/people.js';
