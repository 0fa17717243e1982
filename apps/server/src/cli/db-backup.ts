// `npm run db:backup [-- <file>]`: a consistent dump of the embedded database (docs/operations.md).
// With the server running it asks the server for the dump (OPERATOR_TOKEN); otherwise it opens the folder
// itself. PostgreSQL is backed up with pg_dump, as docs/operations.md shows.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { backupEmbedded } from '../db/backup.ts';

const config = loadConfig();
const file =
  process.argv[2] ??
  `${config.dataDir}/backups/pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, "Backups").');
  process.exit(2);
}
let database;
try {
  database = await openDatabase({ dataDir: config.dataDir });
} catch (error) {
  if (!(error instanceof Error) || !error.message.includes('is in use by process')) throw error;
  // The server holds the folder: it makes the dump itself, between two queries.
  const token = config.operatorToken;
  if (!token) {
    console.error('The server is running: set OPERATOR_TOKEN (as the server has it) to ask it for the dump.');
    process.exit(2);
  }
  const res = await fetch(`http://127.0.0.1:${config.port}/rest/ops/api/v1/internal/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) {
    console.error(`The running server refused the backup (${res.status}).`);
    process.exit(1);
  }
  const { mkdirSync } = await import('node:fs');
  const { dirname } = await import('node:path');
  mkdirSync(dirname(file), { recursive: true });
  const dump = Buffer.from(await res.arrayBuffer());
  writeFileSync(file, dump);
  console.log(`Backed up the running server's embedded database to ${file} (${dump.length} bytes).`);
  process.exit(0);
}
const bytes = await backupEmbedded(database, file);
await database.close();
console.log(`Backed up the embedded database to ${file} (${bytes} bytes).`);
