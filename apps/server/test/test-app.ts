import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';
import { testConfig } from './test-config.ts';

export { TEST_ISSUER_TOKEN } from './test-config.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real server on a real database, driven through app.inject. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    seedDemo?: boolean;
    logStream?: BuildOptions['logStream'];
    extraModules?: BuildOptions['extraModules'];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options);
  const config = testConfig(env);
  const app = await buildApp(config, database, {
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.extraModules ? { extraModules: options.extraModules } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
