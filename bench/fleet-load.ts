/**
 * The demo company's fleet as the fleet benchmarks grow and load it: its data, made by the database itself
 * (INSERT … SELECT generate_series, on PostgreSQL or on the embedded PGlite alike), the logged-in lists its
 * administrator reads, and one list's load under autocannon. Used by fleet-lists.ts and start-up.ts.
 */
import autocannon from 'autocannon';
import { COUNT_LIMIT } from '../apps/server/src/db/bounded-count.ts';
import { cpuSeconds } from './bench-harness.ts';

export const FLEET = Number(process.env.BENCH_FLEET ?? 5000);
export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Only the lists whose name starts with one of these (comma-separated), e.g. `BENCH_LISTS="ticket,vehicle"`. */
const ONLY = process.env.BENCH_LISTS?.split(',').map((s) => s.trim().toLowerCase());

const COMPANY_DOC_NO = '31234567'; // HARBOUR CITY LOGISTICS LIMITED, the demo company
const ADMIN = 'F6789018'; // LAU MEI LING, its administrator (OAD)
export const USERS = '/rest/users/api/v1/publ';
const TICKETS = '/rest/ticket/api/v1/publ';
const NOTIFICATION = '/rest/notification/api/v1/publ';
const FLEETS = '/rest/fleet/api/v1/publ';

/** What the data is written through: a `pg` client, or PGlite (one statement a call). */
export interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** One request alone: its time, status and (when not a success) its body. */
export interface Alone {
  ms: number;
  status: number;
  error?: string;
}

// ---------------------------------------------------------------------------------------------------------
// The data.

/** The demo company and its administrator's message box (OAD role). */
export async function fleetOwner(client: Queryable) {
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
  return { companyId, box: boxes[0]! };
}

/** The check character of a notice serial `s`, as the portal computes it (bench-data.ts). */
const CHECK = `(${[9, 8, 7, 6, 5, 4, 3, 2]
  .map((w, k) => `substr(s, ${k + 1}, 1)::int * ${w}`)
  .join(' + ')}) % 11`;

export async function growFleet(client: Queryable, companyId: number) {
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
  await client.query('analyze td_vehicles');
  await client.query('analyze td_vehicle_ownerships');
}

/**
 * Tickets `from`..`to` on the fleet, liable party the company, each with its party row, and a payment for
 * about half of the settled ones. Serial i is `8` + i on 7 digits with its check character (the demo's
 * begin with 6, the look-up bench's with 7); vehicle FL(1 + i mod fleet); the offence within the last 12
 * months, issued an hour later, due 21 days after the offence date; statuses 40 % UNPAID, 50 % SETTLED,
 * 10 % OVERDUE; the offence one of the catalogue's confirmed ones, at the tariff in force that day.
 */
export async function seedTickets(client: Queryable, companyId: number, from: number, to: number) {
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
  for (const table of ['tickets', 'ticket_parties', 'payments']) await client.query(`analyze ${table}`);
}

/** MESSAGES messages in the box (user, OAD role) over the last 59 days, 30 % unread. */
export async function seedMessages(client: Queryable, box: { userId: string; agentId: number }) {
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
// The lists and their load.

export interface List {
  name: string;
  method: 'GET' | 'POST';
  /** The request as shown in the table. */
  shown: string;
  /** The path of each request (random pages where it says so). */
  path: () => string;
  body?: string;
}

export const get = (name: string, shown: string, path: () => string = () => shown): List => ({
  name,
  method: 'GET',
  shown,
  path,
});
export const post = (name: string, shown: string, body = '{}'): List => ({
  name,
  method: 'POST',
  shown,
  path: () => shown,
  body,
});

export function lists(): List[] {
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

const shorten = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…` : s);

export async function once(port: number, list: List, headers: Record<string, string>): Promise<Alone> {
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

export async function load(
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

/** Logs the demo company's administrator in (sandbox login) and acts as its OAD role: the headers of every list. */
export async function login(port: number) {
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
