/**
 * The two servers the look-up benchmark loads, each run in its own process (`node --import tsx
 * bench-servers.ts lookup|floor`) so the load generator does not share their event loop. Each prints
 * `{"port": n}` once it listens on 127.0.0.1.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { buildApp } from '../apps/server/src/app.ts';

const FLOOR_SQL = `
  select t.*, o.description_en, o.description_zh_hk, o.description_zh_cn
  from tickets t join offences o on o.code = t.offence_code
  where t.notice_serial = $1 and t.vehicle_no = $2 limit 1`;

/** Statements sent to the database by this process, for `GET /bench/queries` (queries per request). */
let queries = 0;
const sendQuery = pg.Client.prototype.query;
/** BENCH_LOG_QUERIES=1 prints each statement's start to stderr (which queries a request makes). */
const logQueries = Boolean(process.env.BENCH_LOG_QUERIES);
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries += 1;
  if (logQueries) {
    const first = args[0] as string | { text?: string };
    console.error(`query: ${(typeof first === 'string' ? first : (first.text ?? '')).slice(0, 400)}`);
  }
  return (sendQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof sendQuery;

async function lookupServer() {
  // The real server, as `npm start` builds it, with the bench-only flag that drops captcha and rate limits.
  const config = loadConfig({
    ...process.env,
    BENCH_DISABLE_GUARDS: 'true',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'unused' });
  const app = await buildApp(config, database);
  app.get('/bench/queries', async () => ({ queries }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

async function floorServer() {
  // The floor: one Fastify route doing only the indexed SELECT, on a pool of the same size.
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.post('/floor', async (request) => {
    const { noticeNo, vehicleNo } = request.body as { noticeNo: string; vehicleNo: string };
    const { rows } = await pool.query({ name: 'floor', text: FLOOR_SQL, values: [noticeNo, vehicleNo] });
    return { code: '0', message: 'success', data: rows[0] ?? null };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

// Exit normally on the parent's signal, so a --cpu-prof profile gets written.
process.on('SIGTERM', () => process.exit(0));
const which = process.argv[2];
const address = await (which === 'floor' ? floorServer() : lookupServer());
if (!address || typeof address === 'string') throw new Error('no TCP address');
console.log(JSON.stringify({ port: address.port }));
