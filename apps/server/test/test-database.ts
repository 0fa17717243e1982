import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/startup.ts';

/**
 * A real, empty, migrated database for one test file: PGlite in memory by default, or, when
 * TEST_DATABASE_URL is set, a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function openTestDatabase(options: { seedDemo?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(handle, { seedDemo: options.seedDemo ?? false });
    return handle;
  }
  const name = `eticket_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  await prepareDatabase(handle, { seedDemo: options.seedDemo ?? false });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pg's pool.end() resolves before its sockets close; dropping WITH (FORCE) while they are still
      // closing makes them fail with an uncaught 57P01. Let them go first (for at most two seconds).
      for (let i = 0; i < 40; i += 1) {
        const open = await dropper.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
