import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backupEmbedded, embeddedDir, restoreEmbedded } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { prepareDatabase } from './startup.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { testConfig } from '../../test/test-config.ts';
import {
  createPostgresDatabase,
  databaseUrlOf,
  dropPostgresDatabase,
} from '../../test/postgres-databases.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'eticket-backup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What must come back: every ticket, payment and stored file, by content. */
async function snapshot(handle: DatabaseHandle) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    tickets: await rows(
      sql`select notice_no, vehicle_no, status, amount_cents from tickets order by notice_no`,
    ),
    payments: await rows(sql`select ticket_id, transaction_no, amount_cents from payments order by id`),
    orders: await rows(sql`select order_no, state from payment_orders order by id`),
    files: await rows(sql`select id, md5(file) as digest from export_tasks order by id`),
  };
}

/** A stored file, as an export leaves one. */
const storeFile = (handle: DatabaseHandle) =>
  handle.db
    .execute(sql`insert into export_tasks (user_id, agent_id, scope, type, format, from_date, to_date, request_day, state, file, file_name, content_type)
    select id, 0, '{}'::jsonb, 'tickets', 'csv', '2025-07-01', '2025-07-31', '2025-08-01', 'DONE', convert_to('a,b', 'UTF8'), 'f.csv', 'text/csv' from users limit 1`);

const onEmbedded = () => {
  it('when seeded, backed up while open, wiped and restored, then the same tickets, payments and files are there', async () => {
    // Seeded: the run's migrated demo database (a dump, as the test databases start), or prepared here.
    const template = inject('databaseTemplates');
    if (template?.kind === 'pglite') await restoreEmbedded(dataDir, template.demo);
    let handle = await openDatabase({ dataDir });
    if (template?.kind !== 'pglite') await prepareDatabase(handle, { seedDemo: true, config: testConfig() });
    // A stored file, as an export leaves one.
    await handle.db
      .execute(sql`insert into export_tasks (user_id, agent_id, scope, type, format, from_date, to_date, request_day, state, file, file_name, content_type)
      select id, 0, '{}'::jsonb, 'tickets', 'csv', '2025-07-01', '2025-07-31', '2025-08-01', 'DONE', convert_to('a,b', 'UTF8'), 'f.csv', 'text/csv' from users limit 1`);
    const before = await snapshot(handle);
    expect(before.tickets.length).toBeGreaterThan(0);
    expect(before.payments.length).toBeGreaterThan(0);
    expect(before.files.length).toBe(1);

    const file = join(dataDir, 'backups', 'one.tar.gz');
    // Taken while the database is open and in use, as the running server's is.
    const [bytes] = await Promise.all([backupEmbedded(handle, file), snapshot(handle)]);
    expect(bytes).toBeGreaterThan(0);
    // Restoring is refused while a server holds the folder.
    await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/in use/);
    await handle.close();

    // Disaster: the data folder is lost.
    rmSync(embeddedDir(dataDir), { recursive: true, force: true });
    expect(existsSync(embeddedDir(dataDir))).toBe(false);

    expect((await restoreEmbedded(dataDir, file)).keptAs).toBeUndefined();
    handle = await openDatabase({ dataDir });
    expect(await snapshot(handle)).toEqual(before);
    await handle.close();
  });
};

const onPostgres = () => {
  it('when seeded, dumped while open, wiped and restored, then the same tickets, payments and files are there', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const template = inject('databaseTemplates');
    const name = `eticket_backup_${randomBytes(6).toString('hex')}`;
    await createPostgresDatabase(serverUrl, name, template?.kind === 'postgres' ? template.demo : undefined);
    const url = databaseUrlOf(serverUrl, name);
    const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    try {
      if (template?.kind !== 'postgres')
        await prepareDatabase(handle, { seedDemo: true, config: testConfig() });
      await storeFile(handle);
      const before = await snapshot(handle);
      expect(before.payments.length).toBeGreaterThan(0);
      const file = join(dataDir, 'pg.dump');
      // The documented procedure (docs/operations.md): a custom-format dump, taken while the database serves.
      execFileSync('pg_dump', ['--format=custom', `--file=${file}`, url]);
      await handle.db.execute(sql`drop schema public cascade`);
      await handle.db.execute(sql`drop schema drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
      execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${url}`, file]);
      expect(await snapshot(handle)).toEqual(before);
    } finally {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    }
  });
};

// The same disaster on the database the file runs on: PGlite's own dump, or pg_dump for PostgreSQL.
describe(
  `backing up and restoring (${testDatabaseKind()})`,
  testDatabaseKind() === 'pglite' ? onEmbedded : onPostgres,
);
