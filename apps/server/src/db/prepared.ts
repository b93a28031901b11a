/**
 * Hot statements built once and run as named prepared statements (docs/decisions/046).
 *
 * A statement's text is fixed when its module loads; each run only binds values. node-postgres prepares
 * a named statement once per connection (PostgreSQL parses and plans it there once, and may keep a
 * generic plan) and later runs send only its name with the values. It runs on the connection the caller
 * is given: the transaction's own inside `db.transaction(...)` (its `tx`), the pool outside it, so the
 * rule of decision 037 holds as for any Drizzle query (a pool query inside a transaction is refused by
 * db/transaction-guard.ts). Unlike Drizzle's `.prepare()`, which binds the statement to the connection
 * of the `db` it was built on, nothing here is tied to a connection.
 *
 * Rows come back as node-postgres parses them (not through Drizzle's mapping): int8 columns as strings,
 * timestamptz as Date, so each repo maps its rows to its types itself.
 */
import type { Database } from './client';

/** A statement fixed at load time: its name on every connection, its text with $1, $2… placeholders. */
export interface PreparedStatement<Row, Values extends readonly unknown[]> {
  readonly name: string;
  readonly text: string;
  /** types only: what a run binds and answers */
  readonly types?: { row: Row; values: Values };
}

/** Something that runs a query config: a pooled client (a transaction's) or the pool itself. */
interface Connection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const defined = new Map<string, string>();

/**
 * Names a statement once for the whole process. A name must keep one text: node-postgres refuses a
 * second text under a name a connection has already prepared, so the clash is reported here, at load.
 */
export function preparedStatement<Row, Values extends readonly unknown[]>(
  name: string,
  text: string,
): PreparedStatement<Row, Values> {
  const earlier = defined.get(name);
  if (earlier !== undefined && earlier !== text) throw new Error(`prepared statement ${name} has two texts`);
  defined.set(name, text);
  return { name, text };
}

/**
 * Statements that differ only in how many values a list holds (`id in ($1, $2)` for two picks): one
 * prepared statement for each length, named `name/length`, built the first time that length is run.
 * A list of separate parameters, rather than one array (`= any($1)`), lets PostgreSQL keep a generic
 * plan: it cannot tell an array parameter's length, so the generic plan of `= any($1)` expects several
 * rows, costs more than the plan for the one row actually sent, and every run is planned afresh.
 */
export function preparedByLength<Row, Values extends readonly unknown[]>(
  name: string,
  textFor: (length: number) => string,
): (length: number) => PreparedStatement<Row, Values> {
  const made = new Map<number, PreparedStatement<Row, Values>>();
  return (length) => {
    let statement = made.get(length);
    if (!statement) {
      statement = preparedStatement<Row, Values>(`${name}/${length}`, textFor(length));
      made.set(length, statement);
    }
    return statement;
  };
}

/** `$from, $from+1, …`: `length` placeholders for a list, numbered from `from`. */
export const placeholderList = (from: number, length: number): string =>
  Array.from({ length }, (_, index) => `$${from + index}`).join(', ');

/**
 * The connection a Drizzle API runs its queries on: a transaction's client for `tx`, the pool for `db`.
 * Drizzle keeps it on the session it hands each query (node-postgres driver, pinned in package.json).
 */
function connectionOf(db: Database): Connection {
  const client = (db as unknown as { session?: { client?: Connection } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no node-postgres connection behind this db');
  return client;
}

/** Runs the statement on `db`'s connection (the transaction's inside one) with these values; answers its rows. */
export async function runPrepared<Row, Values extends readonly unknown[]>(
  db: Database,
  statement: PreparedStatement<Row, Values>,
  values: Values,
): Promise<Row[]> {
  const result = await connectionOf(db).query({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows as Row[];
}

/**
 * The other way, for reads on the pool outside any transaction (the books' lists, the session lookup):
 * a Drizzle query with placeholders, `.prepare(name)`d once per database and name. Drizzle builds its SQL
 * once and maps its rows as usual; node-postgres prepares it once per connection. It is bound to the
 * pool of the `db` it was built on, so it never runs inside a transaction.
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
