/**
 * Fleet lists benchmark (issue 26, item 5): the demo company grown to 5,000 vehicles, 20,000 and then
 * 200,000 tickets on them and 20,000 messages in its administrator's box; every logged-in list the
 * administrator reads, under autocannon, beside a floor (a bare route doing one indexed page query of
 * tickets on the same database). Run from the repository root: `node --import tsx bench/fleet-lists.ts`.
 * See bench/README.md. Loopback only; bounded in time (six to eight minutes, hard stop at twenty-five).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { commit, hardStopAfter, loadAverage, startBenchServer, withBenchDatabase } from './bench-harness.ts';
import {
  FLEET,
  MESSAGES,
  USERS,
  fleetOwner,
  get,
  growFleet,
  lists,
  load,
  login,
  once,
  seedMessages,
  seedTickets,
  type Alone,
  type List,
} from './fleet-load.ts';

const SIZES = (process.env.BENCH_SIZES ?? '20000,200000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HARD_STOP_MINUTES = 25;

const FLOOR_SQL = 'select * from tickets where id > $1 order by id limit 20';

// ---------------------------------------------------------------------------------------------------------
// The floor: a bare Fastify route doing one indexed page query of tickets, on a pg pool of the portal's
// size (10), in a process of its own (`fleet-lists.ts --floor-server`), as bench-servers.ts runs its floor.

async function floorServer() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/floor', async (request) => {
    const after = Number((request.query as { after?: string }).after ?? 0);
    const { rows } = await pool.query({ name: 'floor', text: FLOOR_SQL, values: [after] });
    return { code: '0', message: 'success', data: { items: rows } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  // Ends with the benchmark, however it ends (the IPC channel closes when the parent exits).
  process.on('disconnect', () => process.exit(0));
  process.send!({ port: address.port });
}

let floorChild: ChildProcess | undefined;

interface Server {
  port: number;
  pid: number;
}

function startFloor(databaseUrl: string): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--floor-server'],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  floorChild = child;
  return new Promise((resolve, reject) => {
    child.on('message', (m: { port: number }) => resolve({ port: m.port, pid: child.pid! }));
    child.on('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
  });
}

interface Run {
  rps: number;
  /** Answers received during the run. */
  total: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  bad: number;
  /** One request alone, before the load: its time, status and (when not a success) its body. */
  alone: Alone;
  /** The server process's CPU time per answer during the run, in microseconds. */
  cpuUs: number;
  /** Statements the request alone sent to the database (the server's count before and after it). */
  queries?: number;
  /** The first non-2xx answer under load, if any. */
  firstBad?: string;
}

/** Waits until the server answers its health check quickly again (slow requests of a run may still run). */
async function settle(port: number) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (performance.now() - started < 50) return;
    } catch {
      // still busy
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The server's count of statements sent to the database (bench-servers.ts). */
async function queriesSent(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/bench/queries`);
  return ((await response.json()) as { queries: number }).queries;
}

async function measureList(server: Server, list: List, headers: Record<string, string>): Promise<Run> {
  const port = server.port;
  const sent = await queriesSent(port);
  const alone = await once(port, list, headers);
  const queries = (await queriesSent(port)) - sent;
  const run = await load(server, list, headers, SECONDS);
  await settle(port);
  return { ...run, alone, queries };
}

async function measureFloor(floor: Server, maxId: number, seconds: number): Promise<Run> {
  const list = get(
    'floor',
    '/floor',
    () => `/floor?after=${Math.floor(Math.random() * Math.max(1, maxId - 20))}`,
  );
  const alone = await once(floor.port, list, {});
  return { ...(await load(floor, list, {}, seconds)), alone };
}

// ---------------------------------------------------------------------------------------------------------

const fmt = (n: number) => Math.round(n).toLocaleString('en');
/** Requests per second: whole numbers, with a decimal below 10 (a list at 0.4 req/s is not at 0). */
const rate = (n: number) => (n > 0 && n < 10 ? n.toFixed(1) : fmt(n));
const pct = (run: Run, floor: number) => {
  const p = (100 * run.rps) / floor;
  return `${p < 1 ? p.toFixed(2) : p < 10 ? p.toFixed(1) : Math.round(p)} %`;
};
const ms = (n: number) => (Number.isFinite(n) ? fmt(n) : '–');
/** A latency of the run, or – when no answer finished within it. */
const lat = (run: Run, n: number) => (run.total > 0 ? ms(n) : '–');

interface Row {
  list: string;
  request: string;
  runs: Map<number, Run>;
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadAverage();
  const measured = commit(); // the code the server loads as it starts
  const rows: Row[] = [];
  const floors = new Map<number, { before: Run; after: Run; rps: number }>();
  let firstLook: { ms: number; total: number; status: number } | undefined;
  const seedTimes: string[] = [];

  await withBenchDatabase({ seedDemo: true }, async (databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { companyId, box } = await fleetOwner(client);

      let t = Date.now();
      await growFleet(client, companyId);
      await seedMessages(client, box);
      seedTimes.push(
        `${FLEET.toLocaleString('en')} vehicles and ${MESSAGES.toLocaleString('en')} messages in ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );

      // BENCH_PROFILE=1 writes a V8 CPU profile of the portal's server to <tmpdir>/eticket-bench-profiles.
      const server = await startBenchServer('lookup', databaseUrl, {
        env: { RATE_LIMIT_PER_MINUTE: '100000000' },
        nodeArgs: process.env.BENCH_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${join(tmpdir(), 'eticket-bench-profiles')}`]
          : [],
      });
      const floor = await startFloor(databaseUrl);
      const headers = await login(server.port);
      if (Number(headers.agentid) !== box.agentId)
        throw new Error(`the OAD role is ${headers.agentid}, the box seeded was ${box.agentId}`);

      // The first look at the vehicles reads the whole fleet from the register once (ADR 0028), filling
      // the portal's copy (owned_vehicles) and the QR codes: timed on its own, as vehicle-list.ts does.
      t = Date.now();
      const first = await fetch(`http://127.0.0.1:${server.port}${USERS}/users/veh/list`, { headers });
      const firstBody = (await first.json()) as { data?: { total?: number } };
      firstLook = { ms: Date.now() - t, total: firstBody.data?.total ?? 0, status: first.status };
      console.log(
        `first look at the vehicles: ${firstLook.total} vehicles in ${firstLook.ms} ms (${first.status})`,
      );
      // As autovacuum would soon after on a live database: without statistics of the 5,000 new rows the
      // planner takes a fleet for one vehicle, and sorts all of it where it would walk its index in order.
      await client.query('analyze owned_vehicles; analyze vehicle_qr_codes; analyze vehicle_syncs');

      const selected = lists();
      for (const l of selected)
        rows.push({ list: l.name, request: `${l.method} ${l.shown}`, runs: new Map() });
      let seeded = 0;
      for (const size of SIZES) {
        t = Date.now();
        await seedTickets(client, companyId, seeded + 1, size);
        seeded = size;
        const took = ((Date.now() - t) / 1000).toFixed(1);
        const { rows: counts } = await client.query<{ tickets: string; payments: string; max: string }>(
          `select (select count(*) from tickets) as tickets, (select count(*) from payments) as payments,
                  (select max(id) from tickets) as max`,
        );
        seedTimes.push(`${size.toLocaleString('en')} tickets (with parties and payments) in ${took} s`);
        console.log(
          `seeded ${size.toLocaleString('en')} bench tickets in ${took} s (tickets ${counts[0]!.tickets}, payments ${counts[0]!.payments}); load average ${loadAverage()}`,
        );
        const maxId = Number(counts[0]!.max);
        await measureFloor(floor, maxId, 2); // warm-up
        const before = await measureFloor(floor, maxId, SECONDS);
        for (const [i, l] of selected.entries()) {
          await once(server.port, l, headers); // warm-up (plans, caches)
          const run = await measureList(server, l, headers);
          rows[i]!.runs.set(size, run);
          console.log(
            `  ${size}: ${l.name}: ${rate(run.rps)} req/s (${run.total} answers), p50 ${lat(run, run.p50)} ms, p99 ${lat(run, run.p99)} ms, ${run.bad} bad, server CPU ${fmt(run.cpuUs)} µs per answer; alone ${run.alone.ms} ms (${run.alone.status}, ${run.queries} queries)`,
          );
        }
        const after = await measureFloor(floor, maxId, SECONDS);
        floors.set(size, { before, after, rps: (before.rps + after.rps) / 2 });
      }
    } finally {
      await client.end();
      floorChild?.kill();
    }
  });

  report({
    rows,
    floors,
    firstLook,
    seedTimes,
    loadAtStart,
    measured,
    minutes: (Date.now() - started) / 60_000,
  });
}

function report(r: {
  rows: Row[];
  floors: Map<number, { before: Run; after: Run; rps: number }>;
  firstLook: { ms: number; total: number; status: number } | undefined;
  seedTimes: string[];
  loadAtStart: string;
  measured: string;
  minutes: number;
}) {
  const sizes = [...r.floors.keys()];
  const label = (size: number) => (size >= 1000 ? `${size / 1000}k` : String(size));
  const header = [
    'list',
    ...sizes.flatMap((s) => [
      `${label(s)} req/s`,
      'p50 ms',
      'p99 ms',
      '% of floor',
      'errors',
      'queries',
      'server CPU µs',
    ]),
    ...(sizes.length > 1 ? [`slowdown ${label(sizes[0]!)}→${label(sizes.at(-1)!)}`] : []),
  ];
  const floorRow = [
    '**floor**: one indexed page query (`select * from tickets where id > $1 order by id limit 20`)',
    ...sizes.flatMap((s) => {
      const f = r.floors.get(s)!;
      return [
        fmt(f.rps),
        ms(Math.max(f.before.p50, f.after.p50)),
        ms(Math.max(f.before.p99, f.after.p99)),
        '100 %',
        String(f.before.bad + f.after.bad),
        '1',
        fmt((f.before.cpuUs + f.after.cpuUs) / 2),
      ];
    }),
    ...(sizes.length > 1 ? [slowdown(r.floors.get(sizes[0]!)!.rps, r.floors.get(sizes.at(-1)!)!.rps)] : []),
  ];
  const body = r.rows.map((row) => [
    `${row.list} (\`${row.request}\`)`,
    ...sizes.flatMap((s) => {
      const run = row.runs.get(s);
      if (!run) return ['–', '–', '–', '–', '–', '–', '–'];
      // A list that fails is shown failing: its answers per second would be those of an error.
      const failed = run.alone.error !== undefined;
      return [
        failed ? `**HTTP ${run.alone.status}**` : run.total === 0 ? '**0**' : rate(run.rps),
        lat(run, run.p50),
        lat(run, run.p99),
        failed ? '–' : pct(run, r.floors.get(s)!.rps),
        run.bad > 0 ? `**${run.bad}**` : '0',
        run.queries === undefined ? '–' : String(run.queries),
        run.total > 0 ? fmt(run.cpuUs) : '–',
      ];
    }),
    ...(sizes.length > 1
      ? [slowdown(servedRps(row.runs.get(sizes[0]!)), servedRps(row.runs.get(sizes.at(-1)!)))]
      : []),
  ]);
  const table = [header, header.map(() => '---'), floorRow, ...body].map(
    (cells) => `| ${cells.join(' | ')} |`,
  );

  console.log('\n## Fleet lists\n');
  console.log(table.join('\n'));
  console.log('');
  for (const s of sizes) {
    const f = r.floors.get(s)!;
    console.log(
      `- floor at ${label(s)}: ${fmt(f.before.rps)} req/s before the lists, ${fmt(f.after.rps)} after (their mean is the 100 %)`,
    );
  }
  if (r.firstLook)
    console.log(
      `- first look at the vehicles (reads the register, fills the portal's copy): ${r.firstLook.total.toLocaleString('en')} vehicles in ${fmt(r.firstLook.ms)} ms (HTTP ${r.firstLook.status})`,
    );
  for (const t of r.seedTimes) console.log(`- seeded ${t}`);
  const failures = r.rows.flatMap((row) =>
    [...row.runs].flatMap(([s, run]) => [
      ...(run.alone.error
        ? [`- ${row.list} at ${label(s)}: HTTP ${run.alone.status}: \`${run.alone.error}\``]
        : []),
      ...(run.firstBad && !run.alone.error
        ? [`- ${row.list} at ${label(s)}, under load: \`${run.firstBad}\``]
        : []),
    ]),
  );
  if (failures.length > 0) console.log(`\nFailed requests:\n\n${failures.join('\n')}`);
  const unanswered = r.rows.flatMap((row) =>
    [...row.runs]
      .filter(([, run]) => run.total === 0 && !run.alone.error)
      .map(
        ([s, run]) =>
          `- ${row.list} at ${label(s)}: no answer finished within the ${SECONDS} s run; one request alone took ${fmt(run.alone.ms)} ms`,
      ),
  );
  if (unanswered.length > 0) console.log(`\nNo answer under load:\n\n${unanswered.join('\n')}`);
  console.log(
    `\n${new Date().toISOString().slice(0, 16)} UTC, commit ${r.measured}, ${CONNECTIONS} connections, ${SECONDS} s per list, node ${process.version}, load average ${r.loadAtStart} at the start, ${loadAverage()} at the end (1/5 min), ${r.minutes.toFixed(1)} minutes`,
  );
  console.log(
    "slowdown: req/s at the smallest size ÷ req/s at the largest (target ≤ 1.5×); % of floor: the list's req/s against the floor's at the same size (target ≥ 20 %, p99 < 100 ms)",
  );
}

/** A list's requests per second, or 0 when it failed (its rate would be that of an error). */
const servedRps = (run: Run | undefined) => (run && run.alone.error === undefined ? run.rps : 0);

function slowdown(small: number, large: number) {
  if (small <= 0 || large <= 0) return '–';
  return `${(small / large).toFixed(2)}×`;
}

if (process.argv[2] === '--floor-server') {
  await floorServer();
} else {
  // The floor's process ends with this one (its IPC channel closes), hard stop included.
  hardStopAfter(HARD_STOP_MINUTES);
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      floorChild?.kill();
      process.exit(1);
    },
  );
}
