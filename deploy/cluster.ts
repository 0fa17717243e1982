/**
 * The portal as a cluster on this machine: two instances on one PostgreSQL database and one Redis, behind
 * HAProxy (deploy/haproxy.cfg) with health checks on /readyz and round-robin without stickiness.
 * `npm run cluster` runs it until Ctrl-C; the cluster journeys (e2e/cluster/) start it with
 * `startCluster` and stop and start an instance in the middle of them. docs/operations.md explains it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy.cfg');
/** Debian's HAProxy (scripts/ensure-services.sh installs it), in /usr/sbin, off some users' PATH. */
const HAPROXY =
  process.env.HAPROXY_PATH ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

/**
 * How an instance is started, from the repository's root: the compiled server, as production starts it
 * (`npm run start:prod`, docs/adr/0054-compiled-server.md), built beforehand by `scripts/ensure-build.mjs`.
 */
export const PORTAL_START: readonly [string, ...string[]] = [
  process.execPath,
  '--enable-source-maps',
  'apps/server/dist/main.js',
];

/** The instances' names, as the balancer's configuration and its X-Served-By header name them. */
export const INSTANCE_NAMES = ['portal1', 'portal2'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

export interface ClusterOptions {
  /** The database every instance uses; created when missing. */
  databaseUrl: string;
  /** Drop the database first, so that it holds the demo data alone. */
  freshDatabase?: boolean;
  redisUrl: string;
  /** Where the balancer listens; the instances, the stats page and the metrics take the other ports. */
  balancerPort: number;
  statsPort: number;
  instancePorts: readonly [number, number];
  metricsPorts: readonly [number, number];
  /** More settings for every instance, on top of the cluster's own. */
  env?: Record<string, string>;
  /** Print every process's output with its name (the command line) rather than keep it for a report. */
  print?: boolean;
}

export interface PortalInstance {
  name: InstanceName;
  /** The instance itself, not through the balancer. */
  url: string;
  metricsUrl: string;
  readonly running: boolean;
  /** Starts the process and waits until it answers /readyz. */
  start(): Promise<void>;
  /** Sends the signal and answers the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Balancer {
  url: string;
  statsUrl: string;
  /** The request lines HAProxy has logged so far (client, timings, status, backend/server, request). */
  log: string[];
  /** Each instance's state as HAProxy sees it: UP, DOWN, MAINT, "UP 1/2" while it is rising… */
  states(): Promise<Record<string, string>>;
  waitForState(name: InstanceName, state: 'UP' | 'DOWN' | 'MAINT', timeoutMs?: number): Promise<void>;
  /**
   * Sends every new request to one instance by putting the others in maintenance, as an operator would
   * through the runtime API; with no name, every instance is back in rotation (once its checks pass).
   */
  routeOnlyTo(name?: InstanceName): Promise<void>;
}

export interface Cluster {
  balancer: Balancer;
  instances: Record<InstanceName, PortalInstance>;
  /** Everything the processes have written lately, for a failure's report. */
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

/** Runs `work` on the PostgreSQL server of the URL, with the quoted name of its database. */
async function onServerOf(databaseUrl: string, work: (admin: pg.Client, name: string) => Promise<unknown>) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    await work(admin, name);
  } finally {
    await admin.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database if it is missing (after dropping it when asked). */
export async function prepareDatabase(databaseUrl: string, fresh: boolean) {
  await onServerOf(databaseUrl, async (admin, name) => {
    if (fresh) await admin.query(`drop database if exists ${quoted(name)} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${quoted(name)}`);
  });
}

/** Drops a database the cluster or a journey's server used, once they are done. */
export async function dropDatabase(databaseUrl: string) {
  await onServerOf(databaseUrl, (admin, name) =>
    admin.query(`drop database if exists ${quoted(name)} with (force)`),
  );
}

/** Keeps a process's lines: printed with its name, or the last ones kept for a report. */
function lineSink(print: boolean) {
  const recent: string[] = [];
  const sink = (name: string, keep?: string[]) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      keep?.push(line);
      if (print) process.stdout.write(`[${name}] ${line}\n`);
      else {
        recent.push(`[${name}] ${line}`);
        if (recent.length > 400) recent.shift();
      }
    }
  };
  return { sink, recent };
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One command to HAProxy's runtime API, answered in full. */
function haproxyCommand(socket: string, line: string): Promise<string> {
  return new Promise((done, fail) => {
    let answer = '';
    const client = connect(socket, () => client.end(`${line}\n`));
    client.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    client.on('end', () => done(answer));
    client.on('error', fail);
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await prepareDatabase(options.databaseUrl, options.freshDatabase ?? false);
  const { sink, recent } = lineSink(options.print ?? false);
  const balancerUrl = `http://127.0.0.1:${options.balancerPort}`;

  const instanceOf = (name: InstanceName, index: 0 | 1): PortalInstance => {
    const port = options.instancePorts[index];
    const url = `http://127.0.0.1:${port}`;
    let child: ChildProcess | undefined;
    const env = {
      ...process.env,
      // Demo mode (the sandboxes and the demo data) on the shared database and Redis, as production
      // runs on them; every instance has the same settings but its own ports.
      APP_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(options.metricsPorts[index]),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      TRUST_PROXY: 'true',
      // At SIGTERM an instance answers /readyz with 503 and serves on for 3 s: the balancer's checks
      // (deploy/haproxy.cfg) take it out of rotation in about 1.5 s, before it stops listening.
      SHUTDOWN_DELAY_SECONDS: '3',
      // The sandbox gateway's API and its notify reach the portal through the balancer, as a real
      // gateway would: either instance may answer them.
      PUBLIC_BASE_URL: balancerUrl,
      ...options.env,
    };
    const instance: PortalInstance = {
      name,
      url,
      metricsUrl: `http://127.0.0.1:${options.metricsPorts[index]}/metrics`,
      get running() {
        return child !== undefined && child.exitCode === null && child.signalCode === null;
      },
      async start() {
        if (instance.running) return;
        const [command, ...args] = PORTAL_START;
        const started = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child = started;
        started.stdout!.on('data', sink(name));
        started.stderr!.on('data', sink(name));
        await until(`${name} ready at ${url}`, 180_000, async () => {
          if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode}`);
          return (await fetch(`${url}/readyz`)).ok ? true : undefined;
        }).catch((error: unknown) => {
          started.kill('SIGKILL');
          throw new Error(`${error instanceof Error ? error.message : error}\n${recent.join('\n')}`);
        });
      },
      stop(signal = 'SIGTERM') {
        const running = child;
        if (!running || !instance.running) return Promise.resolve(running?.exitCode ?? null);
        return new Promise((done) => {
          running.once('exit', (code) => done(code));
          running.kill(signal);
        });
      },
    };
    return instance;
  };
  const instances = {
    portal1: instanceOf('portal1', 0),
    portal2: instanceOf('portal2', 1),
  };

  const runDir = mkdtempSync(join(tmpdir(), 'eticket-cluster-'));
  const socket = join(runDir, 'haproxy.sock');
  const log: string[] = [];
  let haproxy: ChildProcess | undefined;
  const stopAll = async () => {
    await Promise.all(Object.values(instances).map((instance) => instance.stop()));
    if (haproxy && haproxy.exitCode === null && haproxy.signalCode === null) {
      const ended = new Promise((done) => haproxy!.once('exit', done));
      haproxy.kill('SIGTERM');
      await ended;
    }
    rmSync(runDir, { recursive: true, force: true });
  };

  const balancer: Balancer = {
    url: balancerUrl,
    statsUrl: `http://127.0.0.1:${options.statsPort}/`,
    log,
    async states() {
      // "show stat" is CSV with a header line; the status column says UP, DOWN, MAINT, or "UP 1/2"…
      const [header, ...rows] = (await haproxyCommand(socket, 'show stat')).trim().split('\n');
      const columns = header!.replace(/^# /, '').split(',');
      const at = (row: string[], column: string) => row[columns.indexOf(column)] ?? '';
      const states: Record<string, string> = {};
      for (const row of rows.map((r) => r.split(','))) {
        if (
          at(row, 'pxname') === 'portal' &&
          (INSTANCE_NAMES as readonly string[]).includes(at(row, 'svname'))
        )
          states[at(row, 'svname')] = at(row, 'status');
      }
      return states;
    },
    async waitForState(name, state, timeoutMs = 30_000) {
      await until(`${name} ${state} at the balancer`, timeoutMs, async () =>
        (await balancer.states())[name] === state ? true : undefined,
      );
    },
    async routeOnlyTo(name) {
      const set = async (server: InstanceName, state: 'ready' | 'maint') => {
        const answer = await haproxyCommand(socket, `set server portal/${server} state ${state}`);
        if (answer.trim()) throw new Error(`HAProxy refused "${state}" for ${server}: ${answer}`);
      };
      const wanted = INSTANCE_NAMES.filter((other) => name === undefined || other === name);
      // First the ones wanted back in rotation (an instance stopped on purpose stays DOWN: not waited
      // for), then the others out: at no moment is there no instance to send a request to.
      for (const other of wanted) {
        await set(other, 'ready');
        if (instances[other].running) await balancer.waitForState(other, 'UP');
      }
      for (const other of INSTANCE_NAMES.filter((o) => !wanted.includes(o))) {
        await set(other, 'maint');
        await balancer.waitForState(other, 'MAINT');
      }
    },
  };

  try {
    // Together: the first to take the start-up lock migrates and seeds, the other then finds it done.
    await Promise.all(Object.values(instances).map((instance) => instance.start()));
    haproxy = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
      cwd: ROOT,
      env: {
        ...process.env,
        BALANCER_ADDR: `127.0.0.1:${options.balancerPort}`,
        STATS_ADDR: `127.0.0.1:${options.statsPort}`,
        PORTAL1_ADDR: `127.0.0.1:${options.instancePorts[0]}`,
        PORTAL2_ADDR: `127.0.0.1:${options.instancePorts[1]}`,
        HAPROXY_SOCKET: socket,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    haproxy.stdout!.on('data', sink('haproxy', log));
    haproxy.stderr!.on('data', sink('haproxy'));
    const started = haproxy;
    for (const name of INSTANCE_NAMES) {
      await until(`${name} UP at the balancer`, 30_000, async () => {
        if (started.exitCode !== null) throw new Error(`haproxy exited with ${started.exitCode}`);
        return (await balancer.states())[name] === 'UP' ? true : undefined;
      });
    }
  } catch (error) {
    await stopAll();
    throw new Error(
      `the cluster did not start: ${error instanceof Error ? error.message : error}\n${recent.join('\n')}`,
    );
  }
  return { balancer, instances, output: () => recent.join('\n'), stop: stopAll };
}

/** `npm run cluster`: ports from CLUSTER_PORT (the balancer; the instances and stats the next three). */
async function main() {
  const base = Number(process.env.CLUSTER_PORT ?? 8090);
  const metrics = Number(process.env.CLUSTER_METRICS_PORT ?? 9465);
  const cluster = await startCluster({
    databaseUrl: process.env.CLUSTER_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/eticket_cluster',
    freshDatabase: process.argv.includes('--fresh'),
    redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379',
    balancerPort: base,
    instancePorts: [base + 1, base + 2],
    statsPort: base + 3,
    metricsPorts: [metrics, metrics + 1],
    // HAProxy logs every request with the instance that answered; the instances' own request lines (a
    // health check a second each) would bury it. LOG_LEVEL=info shows them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    print: true,
  });
  const { balancer, instances } = cluster;
  console.log(`
e-Ticket portal cluster ready: two instances on PostgreSQL and Redis behind HAProxy
  Portal:     ${balancer.url}/portal/   (round-robin; X-Served-By names the instance)
  HAProxy:    ${balancer.statsUrl}   (which instances are in rotation)
  Instances:  ${instances.portal1.url}  ${instances.portal2.url}
  Metrics:    ${instances.portal1.metricsUrl}  ${instances.portal2.metricsUrl}
Ctrl-C stops everything.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
