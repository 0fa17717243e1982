import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ISSUER_TOKEN = 'test-issuer-token-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real server on a real database, driven through app.inject. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { seedDemo?: boolean; logStream?: BuildOptions['logStream'] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ISSUER_TOKEN: TEST_ISSUER_TOKEN,
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp(config, database, options.logStream ? { logStream: options.logStream } : {});
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
