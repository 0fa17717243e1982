import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { redactErrorText, serializeError } from './error-serializer.ts';

const PERSONAL = /A1234563|91234567|chan@example\.com|CHAN TAI MAN|Nathan/;

function databaseError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), fields);
}

describe('serializeError', () => {
  it('when a query fails, then its parameters and the value PostgreSQL quotes are gone, its SQLSTATE stays', () => {
    const cause = databaseError('invalid input syntax for type integer: "A1234563"', {
      code: '22P02',
      detail: 'CHAN TAI MAN',
      where: 'unnamed portal parameter $1 = A1234563',
    });
    const error = new DrizzleQueryError(
      'select $1::int, $2',
      ['A1234563', 'CHAN TAI MAN, Flat 8\n    at 1 Nathan Road'],
      cause,
    );
    const out = serializeError(error);
    expect(JSON.stringify(out)).not.toMatch(PERSONAL);
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: select $1::int, $2\nparams: [redacted]: invalid input syntax for type integer: "[redacted]"',
      query: 'select $1::int, $2',
      cause: { code: '22P02' },
    });
    expect(out.stack).toMatch(/^Error: Failed query: select \$1::int, \$2\nparams: \[redacted\]\n\s+at /);
  });

  it('when an error carries values in its own properties, then only codes and names are kept', () => {
    const error = Object.assign(new AppError('SYSTEM_ERROR', { idNo: 'A1234563' }), {
      body: { phone: '91234567' },
      constraint: 'users_id_no_unique',
    });
    const out = serializeError(error);
    expect(JSON.stringify(out)).not.toMatch(PERSONAL);
    expect(out).toMatchObject({
      type: 'AppError',
      code: 'SYS-E-0001',
      status: 500,
      constraint: 'users_id_no_unique',
    });
  });

  it.each([
    ['a string thrown', 'failed for chan@example.com', '[email]'],
    ['a number thrown', 42, '42'],
  ])('when %s is logged as an error, then its text is scrubbed', (_what, value, message) => {
    expect(serializeError(value).message).toContain(message);
  });
});

describe('redactErrorText', () => {
  it.each([
    ['Key (id_no)=(A1234563) already exists.', 'Key (id_no)=([redacted]) already exists.'],
    [
      'invalid input syntax for type uuid: "CHAN TAI MAN"',
      'invalid input syntax for type uuid: "[redacted]"',
    ],
    ['Failed query: select 1\nparams: CHAN TAI MAN,91234567', 'Failed query: select 1\nparams: [redacted]'],
    ['notice 600000016 not found', 'notice 600000016 not found'],
  ])('when a text reads %j, then it becomes %j', (input, expected) => {
    expect(redactErrorText(input)).toBe(expected);
  });
});
