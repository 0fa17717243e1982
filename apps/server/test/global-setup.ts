import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/startup.ts';
import { testConfig } from './test-config.ts';
import {
  createPostgresDatabase,
  databaseUrlOf,
  dropPostgresDatabase,
  waitUntilUnused,
} from './postgres-databases.ts';
import type { DatabaseTemplates } from './test-database.ts';

/**
 * Once per run and project: migrates and seeds a database twice (plain, then with the demo data) and
 * keeps both as templates that every test file copies (test-database.ts). Copying takes a fraction of
 * migrating: about 2 s instead of 10 s for a new PGlite cluster on a busy machine, one statement on
 * PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env as Record<string, string | undefined>;
  if (env.TEST_DATABASE_KIND === 'postgres') return postgresTemplates(project, env.TEST_DATABASE_URL!);
  return pgliteTemplates(project);
}

async function postgresTemplates(project: TestProject, serverUrl: string) {
  const stem = `eticket_template_${randomBytes(4).toString('hex')}`;
  const plain = `${stem}_plain`;
  const demo = `${stem}_demo`;
  const prepare = async (name: string, seedDemo: boolean, template?: string) => {
    await createPostgresDatabase(serverUrl, name, template);
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: 'unused' });
    await prepareDatabase(handle, { seedDemo, config: testConfig() });
    await handle.close();
  };
  try {
    await prepare(plain, false);
    await prepare(demo, true, plain);
  } catch (error) {
    await Promise.all([plain, demo].map((name) => dropPostgresDatabase(serverUrl, name)));
    throw error;
  }
  // A template must have no connections when it is copied: wait until the pools above have let go.
  await Promise.all([plain, demo].map((name) => waitUntilUnused(serverUrl, name)));
  project.provide('databaseTemplates', { kind: 'postgres', plain, demo } satisfies DatabaseTemplates);
  return async () => {
    await Promise.all([plain, demo].map((name) => dropPostgresDatabase(serverUrl, name)));
  };
}

async function pgliteTemplates(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'eticket-pglite-templates-'));
  const plain = join(dir, 'plain.tar');
  const demo = join(dir, 'demo.tar');
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    // The handle hides its client; drizzle keeps it as $client.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = async (path: string) => {
      // Uncompressed: loading it is three times faster than a gzipped one, and it lives only for the run.
      const file = await client.dumpDataDir('none');
      writeFileSync(path, Buffer.from(await file.arrayBuffer()));
    };
    await prepareDatabase(handle, { seedDemo: false, config: testConfig() });
    await dump(plain);
    // The same steps again with the demo data: what prepareDatabase gives a new database with seedDemo.
    await prepareDatabase(handle, { seedDemo: true, config: testConfig() });
    await dump(demo);
  } finally {
    await handle.close();
  }
  project.provide('databaseTemplates', { kind: 'pglite', plain, demo } satisfies DatabaseTemplates);
  return () => rmSync(dir, { recursive: true, force: true });
}
