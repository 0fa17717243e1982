import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/startup.ts';
import { testConfig } from './test-config.ts';
import { createPostgresDatabase, databaseUrlOf, dropPostgresDatabase } from './postgres-databases.ts';

/**
 * Migrated (and demo-seeded) databases made once per run by test/global-setup.ts, which each test file
 * copies: a database name on PostgreSQL, a dumpDataDir file for PGlite.
 */
export interface DatabaseTemplates {
  kind: 'postgres' | 'pglite';
  plain: string;
  demo: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

/** Which database a test file runs on: its vitest project says so; run alone, TEST_DATABASE_URL does. */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  const kind = process.env.TEST_DATABASE_KIND;
  if (kind === 'postgres' || kind === 'pglite') return kind;
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

function templates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined; // outside a vitest worker (a script): prepare from scratch
  }
}

/**
 * A real, migrated database of its own for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL, dropped afterwards. Both start as a copy of the run's template
 * (migrated, reference data, and with `seedDemo` the demo data), which is what prepareDatabase would give.
 */
export async function openTestDatabase(options: { seedDemo?: boolean } = {}): Promise<DatabaseHandle> {
  const seedDemo = options.seedDemo ?? false;
  const template = templates();
  const source = template ? (seedDemo ? template.demo : template.plain) : undefined;
  if (testDatabaseKind() === 'pglite') {
    const fromDump = template?.kind === 'pglite' && source;
    const handle = await openDatabase({
      dataDir: 'memory://',
      ...(fromDump ? { loadDataDir: new Blob([readFileSync(source)]) } : {}),
    });
    if (!fromDump) await prepareDatabase(handle, { seedDemo, config: testConfig() });
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL names no PostgreSQL server');
  const fromTemplate = template?.kind === 'postgres' ? source : undefined;
  const name = `eticket_test_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(serverUrl, name, fromTemplate);
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: 'unused' });
  if (!fromTemplate) await prepareDatabase(handle, { seedDemo, config: testConfig() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}
