import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { metrics } from './metrics.ts';

type Rows<T> = { rows: T[] };

/** The databases the scrape reads from: the server's own (tests build several servers in one process). */
const observed = new Set<DatabaseHandle>();

async function rowsOf<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as Rows<T>;
  return result.rows;
}

/**
 * Figures read from the database at each scrape: the job queue's depth and the age of its oldest due job,
 * payment orders by state, and the connection pool's use. A scrape that cannot reach the database leaves
 * them out rather than failing (the request and query-failure counters show the outage).
 */
export function observeDatabase(handle: DatabaseHandle): () => void {
  observed.add(handle);
  metrics.gauge(
    'eticket_jobs_queued',
    'Background jobs waiting to run, by state (pending, due).',
    ['state'],
    async (gauge) => {
      gauge.reset();
      for (const db of observed) {
        const [row] = await rowsOf<{ pending: number; due: number }>(
          db,
          sql`select count(*)::int as pending, count(*) filter (where run_at <= now())::int as due
              from jobs where state = 'pending'`,
        ).catch(() => []);
        if (!row) continue;
        gauge.inc({ state: 'pending' }, Number(row.pending));
        gauge.inc({ state: 'due' }, Number(row.due));
      }
    },
  );
  metrics.gauge(
    'eticket_jobs_oldest_due_age_seconds',
    'How long the oldest due job has waited past its time (0 when none is due).',
    [],
    async (gauge) => {
      let oldest = 0;
      for (const db of observed) {
        const [row] = await rowsOf<{ age: number | null }>(
          db,
          sql`select extract(epoch from now() - min(run_at))::float8 as age
              from jobs where state = 'pending' and run_at <= now()`,
        ).catch(() => []);
        oldest = Math.max(oldest, Number(row?.age ?? 0));
      }
      gauge.set(oldest);
    },
  );
  metrics.gauge(
    'eticket_jobs_failed',
    'Background jobs that failed for good and are kept in the queue, by kind.',
    ['kind'],
    async (gauge) => {
      gauge.reset();
      for (const db of observed) {
        const rows = await rowsOf<{ kind: string; n: number }>(
          db,
          sql`select kind, count(*)::int as n from jobs where state = 'failed' group by kind`,
        ).catch(() => []);
        for (const r of rows) gauge.inc({ kind: r.kind }, Number(r.n));
      }
    },
  );
  metrics.gauge('eticket_payment_orders', 'Payment orders, by state.', ['state'], async (gauge) => {
    gauge.reset();
    for (const db of observed) {
      const rows = await rowsOf<{ state: string; n: number }>(
        db,
        sql`select state, count(*)::int as n from payment_orders group by state`,
      ).catch(() => []);
      for (const r of rows) gauge.inc({ state: r.state }, Number(r.n));
    }
  });
  metrics.gauge(
    'eticket_message_deliveries',
    'Message deliveries (SMS, e-mail) kept by the messages area, by channel and status.',
    ['channel', 'status'],
    async (gauge) => {
      gauge.reset();
      for (const db of observed) {
        // The messages area's table; absent where that area is not installed (the figure is left out).
        const rows = await rowsOf<{ channel: string; status: string; n: number }>(
          db,
          sql`select channel, status, count(*)::int as n from message_deliveries group by channel, status`,
        ).catch(() => []);
        for (const r of rows) gauge.inc({ channel: r.channel, status: r.status }, Number(r.n));
      }
    },
  );
  metrics.gauge(
    'eticket_db_pool_connections',
    'PostgreSQL pool connections, by state (total, idle, waiting: calls waiting for one).',
    ['state'],
    (gauge) => {
      gauge.reset();
      for (const db of observed) {
        const stats = db.poolStats?.();
        if (!stats) continue;
        gauge.inc({ state: 'total' }, stats.total);
        gauge.inc({ state: 'idle' }, stats.idle);
        gauge.inc({ state: 'waiting' }, stats.waiting);
      }
    },
  );
  return () => observed.delete(handle);
}
