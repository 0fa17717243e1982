// `npm run db:seed`: migrates and seeds reference and demo data into the configured database (idempotent).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../db/startup.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const result = await prepareDatabase(database, { seedDemo: true, config });
console.log(result.inserted ? 'Demo data seeded.' : 'Demo data was already present; nothing changed.');
await database.close();
