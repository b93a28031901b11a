import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows a raw statement answers (a select, or an insert or update … returning). */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both engines' drivers answer execute() with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A batch of rows (or ids) as one JSON parameter, for jsonb_to_recordset (or jsonb_array_elements_text):
 * however many it carries, the statement stays one statement within the protocol's limit on parameters.
 */
export const jsonParameter = (value: unknown): string => JSON.stringify(value);
