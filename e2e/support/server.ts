import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropDatabase, freePort, prepareDatabase } from '../../deploy/cluster.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const E2E_ISSUER_TOKEN = 'e2e-issuer-token-0123456789abcdef';

export interface RunningServer {
  baseUrl: string;
  /** The metrics listener's scrape address (its own port, apart from the portal's). */
  metricsUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The production start (`npm run start:prod`): the compiled server, built by global-setup.ts. */
const SERVER_COMMAND = ['--enable-source-maps', 'apps/server/dist/main.js'];

/** Where a server's database lives: a fresh one on the tests' PostgreSQL server, or embedded (PGlite). */
export type ServerDatabase = 'postgres' | 'pglite';

/**
 * The PostgreSQL server the journeys' servers each get a fresh database on: the server suite's
 * (TEST_DATABASE_URL): the database production runs on, which starts a server faster than the embedded
 * one, whose queries run in WebAssembly inside the server (docs/adr/0064-journeys-on-postgresql.md).
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
/** E2E_DATABASE=pglite runs every journey on the embedded database, as `npm start` does. */
const DEFAULT_DATABASE: ServerDatabase = process.env.E2E_DATABASE === 'pglite' ? 'pglite' : 'postgres';

/** A database of its own for one server, on POSTGRES_URL's server, dropped when the server stops. */
async function freshPostgresDatabase(): Promise<string> {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/e2e_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await prepareDatabase(url.href, true);
  return url.href;
}

/**
 * Starts the real portal as a separate process, exactly as production starts it once built, with the demo
 * data on a fresh database (ServerDatabase; E2E_DATABASE chooses the default), and waits until it is ready.
 */
export async function startServer(
  env: Record<string, string> = {},
  database: ServerDatabase = DEFAULT_DATABASE,
): Promise<RunningServer> {
  const port = await freePort();
  const metricsPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'eticket-e2e-'));
  const databaseUrl = database === 'postgres' ? await freshPostgresDatabase() : undefined;
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ISSUER_TOKEN: E2E_ISSUER_TOKEN,
      LOG_LEVEL: 'warn',
      // Every spec shares one server from 127.0.0.1; the per-address limit is tested in the server suite.
      RATE_LIMIT_PER_MINUTE: '100000',
      LOOKUP_RATE_PER_MINUTE: '1000',
      // Several servers may run on this machine: each takes a free metrics port, known to the tests.
      METRICS_PORT: String(metricsPort),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    process: child,
    stop: async () => {
      await new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      if (databaseUrl) await dropDatabase(databaseUrl);
    },
  };
}
