/** PostgreSQL SQLSTATE for a unique constraint violation (same from pg and PGlite). */
const UNIQUE_VIOLATION = '23505';

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * True when `error` (or an error it wraps: drizzle wraps driver errors in `cause`) is a
 * unique violation, optionally of one named constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    const candidate = current as DriverError;
    if (candidate.code === UNIQUE_VIOLATION) {
      return (
        constraint === undefined ||
        candidate.constraint === undefined ||
        candidate.constraint === constraint
      );
    }
    current = candidate.cause;
  }
  return false;
}
