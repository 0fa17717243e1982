import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { openTestDatabase } from '../../../test/test-database.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/database.ts';

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<Array<{ rows: unknown[] }>>;
}

/** pg-boss's `db` option over the project's handle: the pool/PGlite, or a transaction's client. */
function executorOf(db: Database) {
  const client = (db as unknown as { session: { client: Queryable } }).session.client;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length === 0 && client.exec) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

/** The same over Drizzle's public API only: `$n` placeholders become bound parameters of db.execute. */
function publicExecutorOf(db: Database) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)(?![\d$])/);
      const chunks: SQL[] = [];
      parts.forEach((part, i) =>
        chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`),
      );
      const result = await db.execute(sql.join(chunks));
      return result as unknown as { rows: unknown[] };
    },
  };
}

let database: DatabaseHandle;
let boss: PgBoss;
const steps: Record<string, string> = {};
const note = (step: string, error: unknown) => {
  steps[step] = error instanceof Error ? error.message : String(error);
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  console.log(JSON.stringify({ kind: database.kind, steps }, null, 2));
  await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
  await database.close();
});

describe('pg-boss on this database', () => {
  it('installs its schema and starts', async () => {
    boss = new PgBoss({ db: executorOf(database.db), schedule: false, supervise: false });
    boss.on('error', (error) => note('error-event', error));
    const start = Date.now();
    try {
      await boss.start();
      steps.start = `ok in ${Date.now() - start} ms`;
    } catch (error) {
      note('start', error);
      throw error;
    }
    await boss.createQueue('spike');
    await boss.createQueue('spike.short', { name: 'spike.short', policy: 'short' });
  });

  it('a send inside a transaction that rolls back leaves no job', async () => {
    let sentId: string | null = null;
    await database.db
      .transaction(async (tx) => {
        sentId = await boss.send('spike', { n: 1 }, { db: executorOf(tx) });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(sentId).not.toBeNull();
    expect(await boss.getJobById('spike', sentId!)).toBeNull();
    let publicId: string | null = null;
    await database.db
      .transaction(async (tx) => {
        publicId = await boss.send('spike', { n: 1 }, { db: publicExecutorOf(tx) });
        throw new Error('roll back');
      })
      .catch((error: unknown) => note('public-executor-send', error));
    steps['public-executor-send-id'] = String(publicId);
    if (publicId) expect(await boss.getJobById('spike', publicId)).toBeNull();
  });

  it('stately: a second job with one key while the first is running', async () => {
    await boss.createQueue('spike.stately', { name: 'spike.stately', policy: 'stately' });
    const a = await boss.send('spike.stately', {}, { singletonKey: 'order-1' });
    await boss.fetch('spike.stately');
    const b = await boss.send('spike.stately', {}, { singletonKey: 'order-1' });
    steps['stately-second-while-active'] = `${a === null ? 'null' : 'id'} / ${b === null ? 'null' : 'id'}`;
  });

  it('singletonKey dedupes queued jobs on a short-policy queue', async () => {
    const a = await boss.send('spike.short', {}, { singletonKey: 'k1' });
    const b = await boss.send('spike.short', {}, { singletonKey: 'k1' });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    // And, as the own queue needs, jobs without a key are not deduped against each other:
    const c = await boss.send('spike.short', {}, {});
    const d = await boss.send('spike.short', {}, {});
    steps['short-policy-two-unkeyed'] = `${c === null ? 'null' : 'id'} / ${d === null ? 'null' : 'id'}`;
  });

  it('a failed job is retried with back-off, and work + complete finishes it', async () => {
    const id = (await boss.send('spike', { n: 2 }, { retryLimit: 2, retryDelay: 1, retryBackoff: true }))!;
    const [job] = await boss.fetch('spike');
    expect(job?.id).toBe(id);
    await boss.fail('spike', id, { message: 'down' });
    const failed = await boss.getJobById('spike', id);
    expect(failed).toMatchObject({ state: 'retry' });
    steps['retry-start-after-s'] = String((failed!.startAfter.getTime() - Date.now()) / 1000);
    expect(failed!.startAfter.getTime()).toBeGreaterThan(Date.now());

    const done = await boss.send('spike', { n: 3 });
    const seen: unknown[] = [];
    await boss.work('spike', { pollingIntervalSeconds: 0.5 }, async ([j]) => void seen.push(j!.data));
    const until = Date.now() + 5000;
    while ((await boss.getJobById('spike', done!))?.state !== 'completed' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await boss.getJobById('spike', done!))?.state).toBe('completed');
    expect(seen).toContainEqual({ n: 3 });
  });
});
