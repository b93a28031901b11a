// PostgreSQL's code for a unique constraint violation.
const UNIQUE_VIOLATION = '23505';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * True when a write failed on the named unique constraint. Drizzle wraps the driver's error and keeps
 * it as `cause`, so both levels are looked at.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) return fields.constraint === constraint;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
