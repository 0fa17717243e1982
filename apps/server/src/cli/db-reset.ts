// `npm run db:reset`: drops every table of the configured database, then migrates and seeds it again.
// Refused in production mode: money, tickets and payments are never deleted outside the retention purge.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../db/startup.ts';

const config = loadConfig();
if (config.mode === 'production') {
  console.error('db:reset is refused in production mode.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.db.execute(sql`drop schema if exists public cascade`);
await database.db.execute(sql`drop schema if exists drizzle cascade`);
await database.db.execute(sql`create schema public`);
await prepareDatabase(database, { seedDemo: true, config });
console.log('Database reset, migrated and seeded with demo data.');
await database.close();
