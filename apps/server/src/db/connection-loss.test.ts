import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './database';

/** An error as pg or Node's sockets make it: a message and, often, a code. */
function driverError(message: string, code?: string, extra: object = {}): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code }, extra);
}

describe('isConnectionLoss', () => {
  it.each([
    ['an administrator ending the connection', driverError('terminating connection', '57P01')],
    ['a crash of another backend', driverError('terminating connection', '57P02')],
    ['PostgreSQL starting up or shutting down', driverError('the database is starting', '57P03')],
    ['too many connections', driverError('sorry, too many clients already', '53300')],
    ['a connection exception (class 08)', driverError('connection failure', '08006')],
    ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', driverError('read ECONNRESET', 'ECONNRESET')],
    ['a host that is not found', driverError('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a connection that ended', driverError('Connection terminated unexpectedly')],
    ['a pool that waited too long', driverError('timeout exceeded when trying to connect')],
    [
      'a connect timeout, with its cause',
      driverError('Connection terminated due to connection timeout', undefined, {
        cause: driverError('Connection terminated unexpectedly'),
      }),
    ],
    [
      'every address of a host refusing',
      Object.assign(new AggregateError([driverError('connect', 'ECONNREFUSED')]), { code: '' }),
    ],
    [
      'a client that broke earlier in its transaction',
      driverError('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });

  it.each([
    ['a unique violation', driverError('duplicate key value', '23505')],
    ['a missing table', driverError('relation "x" does not exist', '42P01')],
    ['a syntax error', driverError('syntax error at or near "selec"', '42601')],
    ['a serialization failure', driverError('could not serialize access', '40001')],
    ['a SQLite error', driverError('database is locked', 'SQLITE_BUSY')],
    ['a plain error', new Error('something else')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });
});
