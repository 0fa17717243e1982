/**
 * Fleet lists benchmark (issue 26, item 5): the demo company grown to 5,000 vehicles, 20,000 and then
 * 200,000 tickets on them and 20,000 messages in its administrator's box; every logged-in list the
 * administrator reads, under autocannon, beside a floor (a bare route doing one indexed page query of
 * tickets on the same database). Run from the repository root: `node --import tsx bench/fleet-lists.ts`.
 * See bench/README.md. Loopback only; bounded in time (six to eight minutes, hard stop at twenty-five).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { COUNT_LIMIT } from '../apps/server/src/db/bounded-count.ts';
import {
  cpuSeconds,
  hardStopAfter,
  loadAverage,
  startBenchServer,
  withBenchDatabase,
} from './bench-harness.ts';

const FLEET = Number(process.env.BENCH_FLEET ?? 5000);
const SIZES = (process.env.BENCH_SIZES ?? '20000,200000').split(',').map(Number);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Only the lists whose name starts with one of these (comma-separated), e.g. `BENCH_LISTS="ticket,vehicle"`. */
const ONLY = process.env.BENCH_LISTS?.split(',').map((s) => s.trim().toLowerCase());
const HARD_STOP_MINUTES = 25;

const COMPANY_DOC_NO = '31234567'; // HARBOUR CITY LOGISTICS LIMITED, the demo company
const ADMIN = 'F6789018'; // LAU MEI LING, its administrator (OAD)
const USERS = '/rest/users/api/v1/publ';
const TICKETS = '/rest/ticket/api/v1/publ';
const NOTIFICATION = '/rest/notification/api/v1/publ';
const FLEETS = '/rest/fleet/api/v1/publ';
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

// ---------------------------------------------------------------------------------------------------------
// The data: everything made by the database itself (INSERT … SELECT generate_series).

/** The check character of a notice serial `s`, as the portal computes it (bench-data.ts). */
const CHECK = `(${[9, 8, 7, 6, 5, 4, 3, 2]
  .map((w, k) => `substr(s, ${k + 1}, 1)::int * ${w}`)
  .join(' + ')}) % 11`;

async function growFleet(client: pg.Client, companyId: number) {
  // The demo company's fleet grown on the sandbox register ('FL' + number); a trigger records each
  // vehicle's ownership period. The portal's copy (owned_vehicles) is filled by the first look.
  await client.query(
    `insert into td_vehicles (registration_mark, class_code, type_code, make, model, colour_code, year_of_manufacture, owner_company_id)
     select 'FL' || i, (array['001','004','011','032','050'])[1 + i % 5], 'PRIVATE_CAR', 'TOYOTA', 'HIACE',
            substr('ABCDEFGHKLMN', 1 + i % 12, 1), 2010 + i % 15, $2::int
     from generate_series(1, $1::int) i
     on conflict do nothing`,
    [FLEET, companyId],
  );
  await client.query('analyze td_vehicles; analyze td_vehicle_ownerships');
}

/**
 * Tickets `from`..`to` on the fleet, liable party the company, each with its party row, and a payment for
 * about half of the settled ones. Serial i is `8` + i on 7 digits with its check character (the demo's
 * begin with 6, the look-up bench's with 7); vehicle FL(1 + i mod fleet); the offence within the last 12
 * months, issued an hour later, due 21 days after the offence date; statuses 40 % UNPAID, 50 % SETTLED,
 * 10 % OVERDUE; the offence one of the catalogue's confirmed ones, at the tariff in force that day.
 */
async function seedTickets(client: pg.Client, companyId: number, from: number, to: number) {
  const key = `C:${companyId}`;
  await client.query(
    `with offs as (
       select row_number() over (order by code) - 1 as k, code, notice_type from offences o
       where confirmed and not repealed and exists (select 1 from penalty_tariffs p where p.offence_code = o.code)
     ), n as (select count(*) as c from offs)
     insert into tickets (notice_no, notice_serial, vehicle_no, notice_type, offence_code, offence_at,
       location_type, location_feature, place, amount_cents, e_payment_no, issued_at, payment_deadline,
       status, issuing_officer_no, owner_key, liable_key)
     select g.s || g.c, g.s, 'FL' || (1 + g.i % $3::int), o.notice_type, o.code, a.at, 'O', 'L',
       'NATHAN ROAD, MONG KOK', tf.amount_cents, 'E' || g.s || g.c, a.at + interval '1 hour',
       (a.at at time zone 'Asia/Hong_Kong')::date + 21,
       case when g.i % 10 < 4 then 'UNPAID' when g.i % 10 < 9 then 'SETTLED' else 'OVERDUE' end,
       'PC1', $4, $4
     from (
       select i, s, case when (${CHECK}) = 10 then 'A' else (${CHECK})::text end as c
       from (select i, '8' || lpad(i::text, 7, '0') as s from generate_series($1::int, $2::int) as i) x
     ) g
     cross join n
     join offs o on o.k = g.i % n.c
     cross join lateral (
       select date_trunc('minute', now()) - make_interval(mins => ((g.i::bigint * 7919) % 525000)::int) as at
     ) a
     cross join lateral (
       select amount_cents from penalty_tariffs p
       where p.offence_code = o.code and p.valid_from <= (a.at at time zone 'Asia/Hong_Kong')::date
       order by p.valid_from desc limit 1
     ) tf`,
    [from, to, FLEET, key],
  );
  const range = [`8${String(from).padStart(7, '0')}`, `8${String(to).padStart(7, '0')}`];
  await client.query(
    `insert into ticket_parties (ticket_id, party_key, reason, agent_role_id, vehicle_no, offence_at, issued_at,
       status, payment_deadline, paid_at)
     select id, $3, 'LIABLE', null, vehicle_no, offence_at, issued_at, status, payment_deadline, null
     from tickets where notice_serial between $1 and $2`,
    [...range, key],
  );
  // Half of the settled tickets paid on the platform, a few days after the offence (a trigger copies
  // paid_at to the ticket's parties); the others as if paid outside the platform before records began.
  await client.query(
    `insert into payments (ticket_id, transaction_no, method_code, channel, amount_cents, paid_at, source)
     select id, 'BENCH' || notice_serial, '2', '1', amount_cents,
       least(offence_at + make_interval(days => 1 + (id % 19)::int), now()), 'PLATFORM'
     from tickets where notice_serial between $1 and $2 and status = 'SETTLED' and id % 2 = 0`,
    range,
  );
  await client.query('analyze tickets; analyze ticket_parties; analyze payments');
}

/** MESSAGES messages in the box (user, OAD role) over the last 59 days, 30 % unread. */
async function seedMessages(client: pg.Client, box: { userId: string; agentId: number }) {
  await client.query(
    `insert into messages (user_id, agent_id, language, category, title, body, read_at, created_at)
     select $1::uuid, $2::int, 'en', (array['TICKET','DEMAND_NOTICE','PAYMENT_REMINDER','SYSTEM'])[1 + i % 4],
       'New electronic fixed penalty notice',
       'A fixed penalty notice has been issued for vehicle FL' || (1 + i % $4::int) || '. Log in to the portal to view and pay it.',
       case when i % 10 < 3 then null else now() - make_interval(mins => i % 1000) end,
       now() - make_interval(mins => ((i::bigint * 7919) % (59 * 1440))::int)
     from generate_series(1, $3::int) i`,
    [box.userId, box.agentId, MESSAGES, FLEET],
  );
  await client.query('analyze messages');
}

// ---------------------------------------------------------------------------------------------------------
// The lists and their measurement.

interface List {
  name: string;
  method: 'GET' | 'POST';
  /** The request as shown in the table. */
  shown: string;
  /** The path of each request (random pages where it says so). */
  path: () => string;
  body?: string;
}

const get = (name: string, shown: string, path: () => string = () => shown): List => ({
  name,
  method: 'GET',
  shown,
  path,
});
const post = (name: string, shown: string, body = '{}'): List => ({
  name,
  method: 'POST',
  shown,
  path: () => shown,
  body,
});

function lists(): List[] {
  // The vehicle list's pager reaches the first COUNT_LIMIT vehicles (a keyword finds the others).
  const pages = Math.ceil(Math.min(FLEET, COUNT_LIMIT) / 10);
  const all = [
    get('ticket list, page 1', `${TICKETS}/tickets?page=1&pageSize=10`),
    get('ticket list, page 50', `${TICKETS}/tickets?page=50&pageSize=10`),
    get('ticket list, unpaid only', `${TICKETS}/tickets?status=UNPAID&page=1&pageSize=10`),
    get('ticket list, by vehicle', `${TICKETS}/tickets?vehicleNo=FL123&page=1&pageSize=10`),
    get('unpaid tickets', `${TICKETS}/tickets/unpaid`),
    get('outstanding list', `${NOTIFICATION}/outstanding/list`),
    get('payment records', `${TICKETS}/payments?months=6`),
    get('notices', `${TICKETS}/notices`),
    get(
      'vehicle list, random page',
      `${USERS}/users/veh/list?page=<random>`,
      () => `${USERS}/users/veh/list?page=${1 + Math.floor(Math.random() * pages)}`,
    ),
    get(
      'vehicle list, keyword',
      `${USERS}/users/veh/list?keyword=FL<1–50>`,
      () => `${USERS}/users/veh/list?keyword=FL${1 + Math.floor(Math.random() * 50)}`,
    ),
    get('message list, page 1', `${NOTIFICATION}/message/list?page=1&pageSize=10`),
    get('message unread count', `${NOTIFICATION}/message/count?agentRole=ORG_ADMIN`),
    get('message counts of every role', `${NOTIFICATION}/message/agent/count`),
    get('driving logs, fleet', `${FLEETS}/driving-logs/devices?page=1`),
    get('fleet overview', `${FLEETS}/fleet`),
    post('agents list', `${USERS}/users/list/agent`),
    get('agent records', `${USERS}/user/agent/records`),
    get('agent invitation records', `${USERS}/user/agent/ivt/records`),
    post('vehicle applications (for the company)', `${USERS}/auth/record`),
    post('vehicle applications (own)', `${USERS}/apply/record`),
    get('TCR applications (company)', `${USERS}/tcrRecords/nonIndividual/tcrRecordList`),
    get('exports list', `${TICKETS}/exports`),
  ];
  return ONLY ? all.filter((l) => ONLY.some((prefix) => l.name.toLowerCase().startsWith(prefix))) : all;
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
  alone: { ms: number; status: number; error?: string };
  /** The server process's CPU time per answer during the run, in microseconds. */
  cpuUs: number;
  /** Statements the request alone sent to the database (the server's count before and after it). */
  queries?: number;
  /** The first non-2xx answer under load, if any. */
  firstBad?: string;
}

const shorten = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…` : s);

async function once(port: number, list: List, headers: Record<string, string>): Promise<Run['alone']> {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}${list.path()}`, {
      method: list.method,
      headers: list.body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(list.body ? { body: list.body } : {}),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    const ms = Math.round(performance.now() - started);
    let code: unknown;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    const failed = !response.ok || code !== '0';
    return { ms, status: response.status, ...(failed ? { error: shorten(text) } : {}) };
  } catch (error) {
    return { ms: Math.round(performance.now() - started), status: 0, error: String(error) };
  }
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

async function load(
  server: { port: number; pid: number },
  list: List,
  headers: Record<string, string>,
  seconds: number,
) {
  const port = server.port;
  let firstBad: string | undefined;
  const request = {
    method: list.method,
    setupRequest: (req: Record<string, unknown>) => ({
      ...req,
      path: list.path(),
      headers: list.body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(list.body ? { body: list.body } : {}),
    }),
    onResponse: (status: number, body: string) => {
      if ((status < 200 || status > 299) && firstBad === undefined)
        firstBad = `${status} ${shorten(String(body))}`;
    },
  };
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request] as Parameters<typeof autocannon>[0]['requests'],
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuUs: ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
    firstBad,
  };
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

async function login(port: number) {
  const call = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${USERS}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const { token } = (await call('/login/token-tmp', { idNo: ADMIN })) as { token: string };
  const profile = await call('/users/user/profile', {}, { authorization: `Bearer ${token}` });
  const role = (profile.roleList as { roleType: string; agentId: number }[]).find(
    (r) => r.roleType === 'OAD',
  );
  if (!role) throw new Error('the administrator has no OAD role');
  return { authorization: `Bearer ${token}`, agentid: String(role.agentId) };
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
      const { rows: companies } = await client.query<{ id: number }>(
        'select id from td_companies where doc_no = $1',
        [COMPANY_DOC_NO],
      );
      const companyId = companies[0]!.id;
      const { rows: boxes } = await client.query<{ userId: string; agentId: number }>(
        `select ar.user_id as "userId", ar.id as "agentId" from agent_roles ar
         join users u on u.id = ar.user_id join td_persons p on p.id = u.td_person_id
         where p.id_no = $1 and ar.role_type = 'OAD' and ar.owner_company_id = $2`,
        [ADMIN, companyId],
      );
      const box = boxes[0]!;

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

/** The commit measured, marked when the working tree had changes. */
function commit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

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
