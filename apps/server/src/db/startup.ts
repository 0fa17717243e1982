import type { DatabaseHandle } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import { seedReferenceData } from '../modules/params/params.seed.ts';
import { seedContent } from '../modules/content/content.seed.ts';
import { seedDemoData } from '../seed/demo-seed.ts';
import { seedDemoMessages } from '../seed/demo-messages.ts';
import { seedDemoDslAccounts } from '../sandbox/dsl/dsl.seed.ts';

/** An arbitrary constant naming the lock that serialises start-up work across instances. */
const STARTUP_LOCK = 72_240_615;

/**
 * Brings the database to the code's version: migrations, then reference data, then (demo mode) demo data.
 * Every step is idempotent, and N instances starting together do it one after the other.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seedDemo: boolean }) {
  return handle.withAdvisoryLock(STARTUP_LOCK, async () => {
    await migrateDatabase(handle);
    await seedReferenceData(handle.db);
    await seedContent(handle.db);
    if (!options.seedDemo) return { inserted: false };
    await seedDemoDslAccounts(handle.db);
    const result = await seedDemoData(handle.db);
    await seedDemoMessages(handle.db);
    return result;
  });
}
