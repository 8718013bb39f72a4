import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../src/db/availability';

const withCode = (code: string, message = 'driver error') =>
  Object.assign(new Error(message), { code });
/** As drizzle hands driver errors to our code: wrapped, the driver's error in `cause`. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown (pg_ctl stop -m fast)', withCode('57P01')],
    ['the server is starting up', withCode('57P03')],
    ['statement_timeout', withCode('57014')],
    ['too many connections', withCode('53300')],
    ['connection failure', withCode('08006')],
    ['pg: query read timeout', new Error('Query read timeout')],
    ['pg-pool: acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['pg: connect deadline', new Error('Connection terminated due to connection timeout')],
    ['pg: socket closed', new Error('Connection terminated unexpectedly')],
    ['pg-pool: ended', new Error('Cannot use a pool after calling end on the pool')],
    ['PGlite closed', new Error('PGlite is closed')],
    ['our own probe', new DatabaseUnavailableError('no answer within 2000 ms')],
  ])('%s is unavailability, bare and wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error in our SQL', withCode('42601')],
    ['a serialization failure', withCode('40001')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s is not (it stays a 409/500)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
