import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** `column IN ('a', 'b')`, written out so the migration holds the literal list. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
