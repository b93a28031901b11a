import { createHash } from 'node:crypto';

/**
 * What makes two calls under one key the same request: the fields that decide what is booked (amounts,
 * picks, prices, where the money goes), never a credential. A list whose order does not matter is
 * sorted by the caller, so picks sent in another order are still the same slip.
 */
export type RequestFields = Readonly<Record<string, string | number | boolean | null | readonly (string | number)[]>>;

/** A stable hash of the fields: the same fields in any key order give the same text. */
export function fingerprintOf(fields: RequestFields): string {
  const entries = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}
