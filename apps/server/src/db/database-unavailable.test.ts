import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { openTestDatabase } from '../../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { describeDatabaseFailure, isDatabaseUnavailable } from './database-unavailable.ts';

/** A server error as pg's protocol parser builds it: the message, then the fields it read. */
const serverError = (code: string, message = 'server says no') =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
/** As Drizzle rethrows a failing query: its SQL and parameters, with the driver's error as cause. */
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select * from persons where id_no = $1', ['A1234563'], cause);
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.1:5432`), { code });

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('which failures are a database outage', () => {
  it.each([
    ['terminated by an operator or a restart (57P01)', failedQuery(serverError('57P01'))],
    ['server crashed (57P02)', serverError('57P02')],
    ['server starting up (57P03)', serverError('57P03')],
    ['connection failure (08006)', failedQuery(serverError('08006'))],
    ['no connection slot left (53300)', serverError('53300')],
    ['socket refused', socketError('ECONNREFUSED')],
    ['socket reset', failedQuery(socketError('ECONNRESET'))],
    ['host name gone', socketError('ENOTFOUND')],
    ['connection dropped mid-query', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['pool wait timed out', failedQuery(new Error('timeout exceeded when trying to connect'))],
    [
      'connect timed out',
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
    ],
    ['embedded database closed', failedQuery(new Error('PGlite is closed'))],
  ])('when the failure is: %s, then it is an outage', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation (23505)', failedQuery(serverError('23505'))],
    ['statement timeout (57014)', serverError('57014')],
    ['object not in state, on a query (55000)', serverError('55000')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('when the failure is: %s, then it is not an outage', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('when a real query is wrong, then it is not an outage', async () => {
    const error = await database.db.execute(sql`select 1 / 0`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('when no PostgreSQL server listens at the address, then the call fails as an outage', async () => {
    const nowhere = await openDatabase({
      databaseUrl: 'postgresql://postgres@127.0.0.1:1/none',
      dataDir: 'unused',
    });
    try {
      const error = await nowhere.db.execute(sql`select 1`).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await nowhere.close();
    }
  });

  it('when an outage is described for the log, then it names the driver code and reason, never the query or its parameters', () => {
    const described = describeDatabaseFailure(
      failedQuery(serverError('57P01', 'terminating connection due to administrator command')),
    );
    expect(described).toEqual({
      code: '57P01',
      reason: 'terminating connection due to administrator command',
    });
    expect(JSON.stringify(described)).not.toMatch(/A1234563|persons/);
  });
});
