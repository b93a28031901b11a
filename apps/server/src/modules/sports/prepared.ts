import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($name)`: a list of ids as one array parameter, where inArray would write one
 * parameter per id (and a new statement text for every length).
 */
export function anyOf(column: PgColumn, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)})`;
}
