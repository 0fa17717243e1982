/**
 * What every load benchmark here does around its measurement: a database of its own on the PostgreSQL
 * server (created, migrated and seeded, then dropped), the servers under load in processes of their own
 * (`bench-servers.ts`, so the load generator does not share their event loop), a hard stop, and the
 * machine's load printed beside the figures.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { prepareDatabase } from '../apps/server/src/db/startup.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const children: ChildProcess[] = [];

export interface BenchServer {
  port: number;
  pid: number;
}

/**
 * Runs `measure` on a fresh database (or on BENCH_DATABASE_URL as it is), migrated and seeded as the
 * portal starts (with or without the demo data); stops the servers and drops the database afterwards.
 */
export async function withBenchDatabase(
  options: { seedDemo: boolean },
  measure: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const given = Boolean(process.env.BENCH_DATABASE_URL);
  const name = `eticket_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(SERVER_URL);
  if (!given) {
    await adminQuery(`create database ${name}`);
    url.pathname = `/${name}`;
  }
  const databaseUrl = url.toString();
  try {
    const handle = await openDatabase({ databaseUrl, dataDir: 'unused' });
    const config = loadConfig({ LOG_LEVEL: 'silent', ...(options.seedDemo ? {} : { SEED_DEMO: 'false' }) });
    await prepareDatabase(handle, { seedDemo: options.seedDemo, config });
    await handle.close();
    await measure(databaseUrl);
  } finally {
    for (const child of children) child.kill();
    if (!given) await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

async function adminQuery(statement: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/** Starts one of `bench-servers.ts`'s servers on the database and resolves when it listens. */
export function startBenchServer(
  kind: 'lookup' | 'floor',
  databaseUrl: string,
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', join(here, 'bench-servers.ts'), kind],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, APP_MODE: 'demo', ...options.env },
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

/** Stopped with the benchmark, however it ends (its hard stop included). */
export function stopWithBenchmark(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

/** A process's resident memory now and at its peak so far, in MB (VmRSS and VmHWM, from /proc). */
export function residentMegabytes(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU seconds a process has used so far (user and system, from /proc). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The machine's load average (1 and 5 minutes), to print beside the figures. */
export function loadAverage(): string {
  const [load1, load5] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `${load1}/${load5}`;
}

/** Stops the benchmark (and its servers) if it runs longer than `minutes`. */
export function hardStopAfter(minutes: number): NodeJS.Timeout {
  const timer = setTimeout(() => {
    console.error(`benchmark exceeded ${minutes} minutes; stopping`);
    for (const child of children) child.kill();
    process.exit(1);
  }, minutes * 60_000);
  timer.unref();
  return timer;
}

/** The commit measured, marked when the working tree had changes. */
export function commit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}
