// `npm run db:restore -- <file>`: replaces the embedded database by a dump of `npm run db:backup`. Stop
// the server first (refused while it holds the folder). The replaced folder is kept beside it.
import { loadConfig } from '../config.ts';
import { restoreEmbedded } from '../db/backup.ts';

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, "Backups").');
  process.exit(2);
}
try {
  const { keptAs } = await restoreEmbedded(config.dataDir, file);
  console.log(
    `Restored the embedded database from ${file}.${keptAs ? ` The previous one is kept in ${keptAs}.` : ''}`,
  );
} catch (error) {
  console.error('Restore failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
