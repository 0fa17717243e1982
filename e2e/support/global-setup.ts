import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer, type RunningServer } from './server.ts';

/** How many spec files run at once, each worker on a portal server of its own (vitest.config.ts). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export interface PortalServer {
  baseUrl: string;
  /** The metrics listener's scrape address (its own port, apart from the portal's). */
  metricsUrl: string;
}

/**
 * The servers of the run, started once however many projects call this set-up (vitest runs a project's
 * global set-up once per project, all in this one process): one per worker, in parallel.
 */
interface Shared {
  servers: Promise<RunningServer[]>;
  users: number;
}
const KEY = Symbol.for('eticket.e2e.servers');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

/**
 * Builds the web client once (unless E2E_SKIP_BUILD is set and a build exists) and the server when its
 * build is missing or older than its sources (a second or two), starts one server per worker and
 * provides them: `servers` (all of them) and, for the worker a spec file runs in, `baseUrl` and
 * `metricsUrl` (set by support/worker-server.ts).
 */
export default async function setup(project: TestProject) {
  if (!registry[KEY]) {
    if (!(process.env.E2E_SKIP_BUILD && existsSync(join(ROOT, 'apps/web/dist/index.html')))) {
      execSync('npm run build -w apps/web', { cwd: ROOT, stdio: 'inherit' });
    }
    // The journeys run the compiled server, as production does (docs/adr/0054-compiled-server.md).
    execSync('node scripts/ensure-build.mjs server', { cwd: ROOT, stdio: 'inherit' });
    registry[KEY] = {
      servers: Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer())),
      users: 0,
    };
  }
  const shared = registry[KEY];
  shared.users += 1;
  const servers: PortalServer[] = (await shared.servers).map(({ baseUrl, metricsUrl }) => ({
    baseUrl,
    metricsUrl,
  }));
  project.provide('servers', servers);
  project.provide('baseUrl', servers[0]!.baseUrl);
  project.provide('metricsUrl', servers[0]!.metricsUrl);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) await Promise.all((await shared.servers).map((server) => server.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal server of the worker the spec file runs in. */
    baseUrl: string;
    metricsUrl: string;
    /** Every portal server of the run, one per worker. */
    servers: PortalServer[];
  }
}
