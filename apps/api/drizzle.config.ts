import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/api/src/db/schema.ts', './apps/api/src/db/auth-schema.ts'],
  out: './apps/api/drizzle',
  casing: 'snake_case',
});
