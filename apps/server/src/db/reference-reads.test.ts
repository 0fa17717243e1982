import { describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { forgetReferenceReads, referenceRead } from './reference-reads.ts';

/** A database handle is only a key here. */
const handle = () => ({}) as Database;

describe('reference reads', () => {
  it('when many requests read a parameter at once, then the database is asked once and each gets its answer', async () => {
    const db = handle();
    let asked = 0;
    const read = async () => {
      asked++;
      return { value: 300 };
    };
    const answers = await Promise.all([1, 2, 3].map(() => referenceRead(db, 'param:X', read)));
    expect(answers).toEqual([{ value: 300 }, { value: 300 }, { value: 300 }]);
    expect(asked).toBe(1);
    // Another database (another test's, or a transaction) reads for itself.
    await referenceRead(handle(), 'param:X', read);
    expect(asked).toBe(2);
  });

  it('when a read fails, then it is not kept and the next request reads again', async () => {
    const db = handle();
    await expect(referenceRead(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await referenceRead(db, 'k', async () => 'up')).toBe('up');
  });

  it('when the instance changed the value, then the next read after forgetting is fresh', async () => {
    const db = handle();
    expect(await referenceRead(db, 'k', async () => 1)).toBe(1);
    expect(await referenceRead(db, 'k', async () => 2)).toBe(1);
    forgetReferenceReads(db);
    expect(await referenceRead(db, 'k', async () => 2)).toBe(2);
  });
});
