/**
 * Ticket look-up benchmark. Run from the repository root: `node --import tsx bench/ticket-lookup.ts`.
 * See bench/README.md. Loopback only; bounded in time (about two minutes, hard stop at ten).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedTickets, serialOf, vehicleOf } from './bench-data.ts';
import {
  cpuSeconds,
  hardStopAfter,
  loadAverage,
  startBenchServer,
  withBenchDatabase,
  type BenchServer,
} from './bench-harness.ts';

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOOKUP_PATH = '/rest/ticket/api/v1/publ/tickets/lookup';

type Server = BenchServer;
interface Run {
  rps: number;
  p99: number;
  bad: number;
  /** Server CPU (user + system) per request, in microseconds. */
  cpuUs: number;
}

/** CPU seconds a process has used, from /proc: unlike throughput, untouched by other load on the machine. */
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
  return startBenchServer(kind, databaseUrl, { nodeArgs: profile });
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
  const rows: Array<ReturnType<typeof row>> = [];
  await withBenchDatabase({ seedDemo: false }, async (databaseUrl) => {
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
  });
  console.table(rows);
  const lookups = rows.filter((r) => r.route !== 'floor (indexed SELECT)');
  if (lookups.length > 1) {
    const slowdown = lookups[0]!['req/s'] / lookups.at(-1)!['req/s'];
    console.log(`look-up throughput, smallest → largest size: ${slowdown.toFixed(2)}x slower (target ≤ 2x)`);
  }
  console.log(
    `connections ${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s (medians), node ${process.version}, load average ${loadAverage()}`,
  );
}

hardStopAfter(10);
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
