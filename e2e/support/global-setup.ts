import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer, type RunningServer } from './server.ts';

let server: RunningServer | undefined;

/** Builds the web client once (unless E2E_SKIP_BUILD is set and a build exists) and starts one server. */
export default async function setup(project: TestProject) {
  if (!(process.env.E2E_SKIP_BUILD && existsSync(join(ROOT, 'apps/web/dist/index.html')))) {
    execSync('npm run build -w apps/web', { cwd: ROOT, stdio: 'inherit' });
  }
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('metricsUrl', server.metricsUrl);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    metricsUrl: string;
  }
}
