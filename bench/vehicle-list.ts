/**
 * Vehicle list benchmark: a company with 5,000 vehicles, its administrator paging through the fleet and
 * searching it. Run from the repository root: `node --import tsx bench/vehicle-list.ts`. See bench/README.md.
 * Loopback only; bounded in time (about one minute, hard stop at five).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { hardStopAfter, loadAverage, startBenchServer, withBenchDatabase } from './bench-harness.ts';

const FLEET = Number(process.env.BENCH_FLEET ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USERS = '/rest/users/api/v1/publ';
const ADMIN = 'F6789018'; // LAU MEI LING, administrator of the demo company

async function startServer(databaseUrl: string): Promise<number> {
  const server = await startBenchServer('lookup', databaseUrl, {
    env: { RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  return server.port;
}

async function load(port: number, headers: Record<string, string>, path: () => string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path(), headers }) }],
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'errors/non-2xx': result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  await withBenchDatabase({ seedDemo: true }, async (databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    // The demo company's fleet grown to FLEET vehicles on the sandbox register ('FL' + number).
    await client.query(
      `insert into td_vehicles (registration_mark, class_code, type_code, make, model, colour_code, year_of_manufacture, owner_company_id)
       select 'FL' || i, (array['001','004','011','032','050'])[1 + i % 5], 'PRIVATE_CAR', 'TOYOTA', 'HIACE',
              substr('ABCDEFGHKLMN', 1 + i % 12, 1), 2010 + i % 15, c.id
       from generate_series(1, $1::int) i, td_companies c where c.doc_no = '31234567'
       on conflict do nothing`,
      [FLEET],
    );
    await client.end();
    const port = await startServer(databaseUrl);
    const post = async (path: string, body: object, headers: Record<string, string> = {}) =>
      (
        await fetch(`http://127.0.0.1:${port}${USERS}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
      ).json() as Promise<{ data: Record<string, unknown> }>;
    const { token } = (await post('/login/token-tmp', { idNo: ADMIN })).data as { token: string };
    const profile = (await post('/users/user/profile', {}, { authorization: `Bearer ${token}` })).data;
    const role = (profile.roleList as { roleType: string; agentId: number }[]).find(
      (r) => r.roleType === 'OAD',
    )!;
    const headers = { authorization: `Bearer ${token}`, agentid: String(role.agentId) };

    // The first look reads the whole fleet from the register once (ADR 0028): timed on its own.
    const started = Date.now();
    const first = await fetch(`http://127.0.0.1:${port}${USERS}/users/veh/list`, { headers });
    const total = ((await first.json()) as { data: { total: number } }).data.total;
    const firstMs = Date.now() - started;

    const pages = Math.ceil(total / 10);
    const rows = [
      {
        request: 'first look (reads the register)',
        vehicles: total,
        ...{ 'req/s': '-', 'p50 ms': firstMs, 'p99 ms': firstMs, 'errors/non-2xx': first.ok ? 0 : 1 },
      },
      {
        request: 'GET users/veh/list, random page of 10',
        vehicles: total,
        ...(await load(
          port,
          headers,
          () => `${USERS}/users/veh/list?page=${1 + Math.floor(Math.random() * pages)}`,
        )),
      },
      {
        request: 'GET users/veh/list?keyword=FL12…, page 1',
        vehicles: total,
        ...(await load(
          port,
          headers,
          () => `${USERS}/users/veh/list?keyword=FL${1 + Math.floor(Math.random() * 50)}`,
        )),
      },
    ];
    console.table(rows);
    console.log(
      `connections ${CONNECTIONS}, ${SECONDS} s each, node ${process.version}, load average ${loadAverage()}`,
    );
  });
}

const hardStop = hardStopAfter(5);
main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(hardStop));
