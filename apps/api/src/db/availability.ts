/** Our own verdict: a readiness probe or a deadline found the database not answering. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that say "not now" rather than "your statement is wrong": connection exceptions
 * (class 08), insufficient resources (class 53, e.g. too many connections), the server shutting
 * down or starting up, and a statement cancelled by statement_timeout.
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[123]$|57014$)/;

/** Socket failures on the way to the server (node's `code` on the error). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The drivers' own words for a connection that is gone or never came: pg and pg-pool raise
 * plain Errors without a code for these, PGlite does for an instance that was closed.
 */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect/, // pg-pool: DB_ACQUIRE_TIMEOUT_MS while the pool is full
  /^Connection terminated/, // pg: socket closed, or the connect deadline destroyed it
  /^Query read timeout/, // pg: query_timeout, the server did not answer
  /^timeout expired/, // pg: connectionTimeoutMillis of a lone client
  /is not queryable/, // pg: a client whose connection already failed
  /^Cannot use a pool after calling end/, // pg-pool: closed under the app
  /^PGlite is closed/,
];

interface DriverError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * True when `error`, or an error it wraps (drizzle wraps driver errors in `cause`), means the
 * database cannot answer right now, so the client should retry later: 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    depth++
  ) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message, cause } = current as DriverError;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}
