import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/**
 * Queries built once per database and name. The books' hot queries are prepared statements: Drizzle
 * builds their SQL once, and PostgreSQL parses and plans them once per connection (node-postgres names
 * them), where building them anew cost more CPU than answering them.
 */
const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

export function preparedOnce<Query>(db: Database, name: string, build: () => Query): Query {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  if (!prepared.has(name)) prepared.set(name, build());
  return prepared.get(name) as Query;
}

/**
 * `column = any($name)`: a list of ids as one array parameter, where inArray would write one
 * parameter per id (and a new statement text for every length).
 */
export function anyOf(column: PgColumn, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)})`;
}
