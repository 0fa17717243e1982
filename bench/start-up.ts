/**
 * Start-up and memory benchmark (issue 29, item 4): the portal's own start (`main.ts`) run two ways, from
 * the TypeScript sources through tsx (`node --import tsx apps/server/src/main.ts`, the start before
 * ADR 0054) and compiled (`node --enable-source-maps apps/server/dist/main.js`, `npm run start:prod`), on
 * the embedded PGlite (demo mode, a data folder of its own) and on PostgreSQL (a scratch database). For
 * each: the time from the process's start to its first `/readyz` answer and its CPU time by then (the
 * median of BENCH_STARTS restarts on a ready database), its resident memory 2 s after that, and after the
 * fleet benchmark's lists (fleet-load.ts) have run against it (on PostgreSQL the demo company grown as the
 * fleet benchmark grows it, on PGlite the demo data as seeded). Run from the
 * repository root: `node --import tsx bench/start-up.ts`. See bench/README.md. Loopback only; bounded in
 * time (about ten minutes, hard stop at twenty).
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/startup.ts';
import { freePort } from '../deploy/cluster.ts';
import {
  commit,
  cpuSeconds,
  hardStopAfter,
  loadAverage,
  residentMegabytes,
  stopWithBenchmark,
  withBenchDatabase,
} from './bench-harness.ts';
import {
  FLEET,
  MESSAGES,
  USERS,
  fleetOwner,
  growFleet,
  lists,
  load,
  login,
  once,
  seedMessages,
  seedTickets,
  type Queryable,
} from './fleet-load.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 20000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as Database[];
const HARD_STOP_MINUTES = 20;
/** Idle time between `/readyz` answering and the memory reading "after start" (timers, lazy work). */
const SETTLE_MS = 2000;

type Database = 'pglite' | 'postgres';
/** How each way starts the portal: node's arguments, from the repository root. */
const RUNTIMES = {
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
  build: ['--enable-source-maps', 'apps/server/dist/main.js'],
} as const;
type Runtime = keyof typeof RUNTIMES;

interface Started {
  child: ChildProcess;
  port: number;
  readyMs: number;
  cpu: number;
}

/** Starts the portal and resolves once `/readyz` answers 200, polled every 10 ms. */
async function startPortal(runtime: Runtime, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const metricsPort = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = performance.now();
  const child = stopWithBenchmark(
    spawn(process.execPath, RUNTIMES[runtime], {
      cwd: ROOT,
      env: {
        ...inherited,
        APP_MODE: 'demo',
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        LOG_LEVEL: 'warn',
        // As the fleet benchmark's server: the load is one client, from one address, with no captcha.
        BENCH_DISABLE_GUARDS: 'true',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${runtime} exited with ${child.exitCode}:\n${errors}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`${runtime} not ready in 120 s:\n${errors}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, port, readyMs: performance.now() - started, cpu: cpuSeconds(child.pid!) };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The demo company grown as the fleet benchmark grows it (its first size of tickets). */
async function growData(client: Queryable) {
  const t = Date.now();
  const { companyId, box } = await fleetOwner(client);
  await growFleet(client, companyId);
  await seedMessages(client, box);
  await seedTickets(client, companyId, 1, TICKETS);
  return `grown to ${FLEET.toLocaleString('en')} vehicles, ${TICKETS.toLocaleString('en')} tickets and ${MESSAGES.toLocaleString('en')} messages in ${((Date.now() - t) / 1000).toFixed(1)} s`;
}

interface Result {
  readyMs: number[];
  cpu: number[];
  afterStart: number[];
  afterLoad?: { now: number; peak: number; answers: number; bad: number; failed: string[] };
}

/** Every list once alone (a warm-up, which must succeed), then under load for SECONDS each. */
async function runFleetLists(port: number, pid: number) {
  const headers = await login(port);
  let answers = 0;
  let bad = 0;
  const failed: string[] = [];
  for (const list of lists()) {
    const alone = await once(port, list, headers);
    if (alone.error) failed.push(`${list.name}: HTTP ${alone.status} ${alone.error}`);
    const run = await load({ port, pid }, list, headers, SECONDS);
    answers += run.total;
    bad += run.bad;
  }
  return { answers, bad, failed };
}

/**
 * STARTS rounds on the database, both ways in each (the first alternating, so that the machine's drift
 * falls on both alike); the last round's servers also serve the fleet lists before their memory is read.
 */
async function measure(database: Database, env: Record<string, string>, results: Map<string, Result>) {
  // A first start each way, not measured: the measured ones are restarts, with the files in the page
  // cache and tsx's cache of compiled files filled. The first also takes the first look at the fleet
  // (ADR 0028: it fills the portal's copy of the vehicles), so that no measured server pays for it.
  const runtimes = Object.keys(RUNTIMES) as Runtime[];
  for (const [i, runtime] of runtimes.entries()) {
    const warm = await startPortal(runtime, env);
    if (i === 0) {
      const headers = await login(warm.port);
      await fetch(`http://127.0.0.1:${warm.port}${USERS}/users/veh/list`, { headers });
    }
    await stop(warm.child);
  }

  for (let round = 0; round < STARTS; round++) {
    for (const runtime of round % 2 === 0 ? runtimes : [...runtimes].reverse()) {
      const key = `${database}/${runtime}`;
      const result = results.get(key) ?? { readyMs: [], cpu: [], afterStart: [] };
      results.set(key, result);
      const started = await startPortal(runtime, env);
      const pid = started.child.pid!;
      await pause(SETTLE_MS);
      result.readyMs.push(started.readyMs);
      result.cpu.push(started.cpu);
      result.afterStart.push(residentMegabytes(pid).now);
      console.log(
        `${key}: ready in ${Math.round(started.readyMs)} ms (CPU ${started.cpu.toFixed(2)} s), ${Math.round(result.afterStart.at(-1)!)} MB after start; load average ${loadAverage()}`,
      );
      if (round === STARTS - 1) {
        const run = await runFleetLists(started.port, pid);
        await pause(SETTLE_MS);
        result.afterLoad = { ...residentMegabytes(pid), ...run };
        console.log(
          `${key}: ${Math.round(result.afterLoad.now)} MB after the fleet lists (peak ${Math.round(result.afterLoad.peak)} MB), ${run.answers} answers, ${run.bad} bad`,
        );
      }
      await stop(started.child);
    }
  }
}

async function main() {
  const startedAt = Date.now();
  const loadAtStart = loadAverage();
  // The compiled server and the web client it serves, as `npm start` would build them.
  execSync('node scripts/ensure-build.mjs', { cwd: ROOT, stdio: 'inherit' });
  const measured = commit();
  const results = new Map<string, Result>();
  const grown: string[] = [];
  const config = loadConfig({ LOG_LEVEL: 'silent' });

  if (DATABASES.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'eticket-bench-start-up-'));
    try {
      const handle = await openDatabase({ dataDir });
      await prepareDatabase(handle, { seedDemo: true, config });
      await handle.close();
      // Not grown: on a PGlite folder grown as below, a start took minutes on this machine (a first job's
      // queries run on the server's own thread, and /readyz waited behind them). The demo as seeded.
      grown.push('PGlite: not grown; the lists read the demo data as seeded');
      await measure('pglite', { DATA_DIR: dataDir }, results);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (DATABASES.includes('postgres')) {
    await withBenchDatabase({ seedDemo: true }, async (databaseUrl) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        grown.push(`PostgreSQL: ${await growData(client)}`);
      } finally {
        await client.end();
      }
      await measure('postgres', { DATABASE_URL: databaseUrl }, results);
    });
  }
  report(results, {
    grown,
    loadAtStart,
    measured,
    minutes: (Date.now() - startedAt) / 60_000,
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (n: number) => Math.round(n).toLocaleString('en');

function report(
  results: Map<string, Result>,
  r: { grown: string[]; loadAtStart: string; measured: string; minutes: number },
) {
  const names: Record<string, string> = {
    pglite: 'PGlite (demo)',
    postgres: 'PostgreSQL',
    tsx: '`node --import tsx apps/server/src/main.ts`',
    build: '`node --enable-source-maps apps/server/dist/main.js`',
  };
  const header = [
    'database',
    'start',
    `ready, ms: median (min–max of ${STARTS})`,
    'CPU by then, s',
    'RSS after start, MB',
    'RSS after the fleet lists, MB (peak)',
    'fleet answers (errors)',
  ];
  const rows = [...results].map(([key, x]) => {
    const [database, runtime] = key.split('/') as [string, string];
    return [
      names[database]!,
      names[runtime]!,
      `${fmt(median(x.readyMs))} (${fmt(Math.min(...x.readyMs))}–${fmt(Math.max(...x.readyMs))})`,
      median(x.cpu).toFixed(2),
      fmt(median(x.afterStart)),
      x.afterLoad ? `${fmt(x.afterLoad.now)} (${fmt(x.afterLoad.peak)})` : '–',
      x.afterLoad ? `${x.afterLoad.answers.toLocaleString('en')} (${x.afterLoad.bad})` : '–',
    ];
  });
  console.log('\n## Start-up and memory\n');
  console.log([header, header.map(() => '---'), ...rows].map((c) => `| ${c.join(' | ')} |`).join('\n'));
  console.log('');
  for (const g of r.grown) console.log(`- data: ${g}`);
  const failures = [...results].flatMap(([key, x]) =>
    (x.afterLoad?.failed ?? []).map((f) => `- ${key}: ${f}`),
  );
  if (failures.length > 0) console.log(`\nLists that failed alone:\n\n${failures.join('\n')}`);
  console.log(
    `\n${new Date().toISOString().slice(0, 16)} UTC, commit ${r.measured}, ${STARTS} starts each, fleet lists ${SECONDS} s each, node ${process.version}, load average ${r.loadAtStart} at the start, ${loadAverage()} at the end (1/5 min), ${r.minutes.toFixed(1)} minutes`,
  );
}

hardStopAfter(HARD_STOP_MINUTES);
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
