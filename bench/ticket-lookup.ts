/**
 * Ticket look-up benchmark. Run from the repository root: `node --import tsx bench/ticket-lookup.ts`.
 * See bench/README.md. Loopback only; bounded in time (about two minutes, hard stop at ten).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/startup.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedTickets, serialOf, vehicleOf } from './bench-data.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOOKUP_PATH = '/rest/ticket/api/v1/publ/tickets/lookup';
const children: ChildProcess[] = [];

interface Server {
  port: number;
  pid: number;
}
interface Run {
  rps: number;
  p99: number;
  bad: number;
  /** Server CPU (user + system) per request, in microseconds. */
  cpuUs: number;
}

/** CPU seconds a process has used, from /proc: unlike throughput, untouched by other load on the machine. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The run with the median throughput (its p99 with it), the median CPU cost, errors summed. */
function median(runs: Run[]): Run {
  const mid = <T>(xs: T[], by: (x: T) => number) => [...xs].sort((a, b) => by(a) - by(b))[xs.length >> 1]!;
  return {
    ...mid(runs, (r) => r.rps),
    cpuUs: mid(runs, (r) => r.cpuUs).cpuUs,
    bad: runs.reduce((n, r) => n + r.bad, 0),
  };
}

function startServer(kind: 'lookup' | 'floor', databaseUrl: string): Promise<Server> {
  // BENCH_PROFILE=1 (or =floor) writes a CPU profile of that server to <tmpdir>/eticket-bench-profiles.
  const profile =
    process.env.BENCH_PROFILE && kind === (process.env.BENCH_PROFILE === 'floor' ? 'floor' : 'lookup')
      ? ['--cpu-prof', `--cpu-prof-dir=${join(tmpdir(), 'eticket-bench-profiles')}`]
      : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', join(here, 'bench-servers.ts'), kind],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, APP_MODE: 'demo' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /"port":(\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), pid: child.pid! });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function load(server: Server, path: string, size: number, seconds: number): Promise<Run> {
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (req) => {
          // A different existing ticket each time, spread over the whole table.
          const i = 1 + Math.floor(Math.random() * size);
          return {
            ...req,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ noticeNo: serialOf(i), vehicleNo: vehicleOf(i) }),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuUs: ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
  };
}

const row = (size: number, route: string, run: Run, floor: Run) => ({
  tickets: size,
  route,
  'req/s': Math.round(run.rps),
  'p99 ms': run.p99,
  'errors/non-2xx': run.bad,
  'req/s vs floor': `${Math.round((100 * run.rps) / floor.rps)} %`,
  'server CPU µs/req': Math.round(run.cpuUs),
  'CPU-bound ceiling vs floor': `${Math.round((100 * floor.cpuUs) / run.cpuUs)} %`,
});

async function measure(lookupServer: Server, floorServer: Server, size: number) {
  await load(floorServer, '/floor', size, 2); // warm-up
  await load(lookupServer, LOOKUP_PATH, size, 2);
  // Alternating rounds, medians kept: other load on the machine then hits both sides alike.
  const floorRuns: Run[] = [];
  const lookupRuns: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    floorRuns.push(await load(floorServer, '/floor', size, SECONDS));
    lookupRuns.push(await load(lookupServer, LOOKUP_PATH, size, SECONDS));
  }
  const floor = median(floorRuns);
  return [
    row(size, 'floor (indexed SELECT)', floor, floor),
    row(size, 'POST publ/tickets/lookup', median(lookupRuns), floor),
  ];
}

async function main() {
  const given = Boolean(process.env.BENCH_DATABASE_URL);
  const name = `eticket_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(SERVER_URL);
  if (!given) {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
  }
  const databaseUrl = url.toString();
  const rows: Array<ReturnType<typeof row>> = [];
  try {
    const handle = await openDatabase({ databaseUrl, dataDir: 'unused' });
    await prepareDatabase(handle, {
      seedDemo: false,
      config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    });
    await handle.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`delete from tickets where notice_serial like '7%' and issuing_officer_no = 'PC1'`);
    const [lookupServer, floorServer] = await Promise.all([
      startServer('lookup', databaseUrl),
      startServer('floor', databaseUrl),
    ]);
    let seeded = 0;
    for (const size of SIZES) {
      const started = Date.now();
      await seedTickets(client, seeded + 1, size);
      seeded = size;
      console.log(
        `seeded ${size.toLocaleString('en')} tickets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      rows.push(...(await measure(lookupServer, floorServer, size)));
    }
    await client.end();
  } finally {
    for (const child of children) child.kill();
    if (!given) {
      const admin = new pg.Client({ connectionString: SERVER_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  console.table(rows);
  const lookups = rows.filter((r) => r.route !== 'floor (indexed SELECT)');
  if (lookups.length > 1) {
    const slowdown = lookups[0]!['req/s'] / lookups.at(-1)!['req/s'];
    console.log(`look-up throughput, smallest → largest size: ${slowdown.toFixed(2)}x slower (target ≤ 2x)`);
  }
  const [load1, load5] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(
    `connections ${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s (medians), node ${process.version}, load average ${load1}/${load5}`,
  );
}

const hardStop = setTimeout(() => {
  console.error('benchmark exceeded 10 minutes; stopping');
  for (const child of children) child.kill();
  process.exit(1);
}, 600_000);
hardStop.unref();
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
