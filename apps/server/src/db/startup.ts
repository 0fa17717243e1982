import type { Config } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import { seedModules } from '../seed/seed-modules.ts';
import { seedDemoData } from '../seed/demo-seed.ts';
import { seedDemoMessages } from '../seed/demo-messages.ts';
import { seedDemoAgents } from '../seed/demo-agents.ts';
import { seedDemoDisputes } from '../seed/demo-disputes.ts';
import { seedDemoNotices } from '../seed/demo-notices.ts';
import { seedDemoRecords } from '../seed/demo-records.ts';
import { seedDemoPhotos } from '../seed/demo-photos.ts';
import { transportAdapterOf } from '../adapters.ts';
import { useTransportAdapter } from '../modules/transport/transport.binding.ts';
import { assignMissingParties } from '../modules/tickets/ticket-parties.service.ts';

/** An arbitrary constant naming the lock that serialises start-up work across instances. */
const STARTUP_LOCK = 72_240_615;

/**
 * Brings the database to the code's version: migrations, then every module's seeds (reference data, and
 * in demo mode its demo rows), then in demo mode the demo people, tickets and payments that span the
 * areas. Every step is idempotent, and N instances starting together do it one after the other.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedDemo: boolean; config: Config },
) {
  return handle.withAdvisoryLock(STARTUP_LOCK, async () => {
    await migrateDatabase(handle);
    // Tickets and the demo notices are given their owner by the Department's register (ADR 0043).
    useTransportAdapter(transportAdapterOf(options.config));
    await seedModules(handle, options.config, options.seedDemo);
    if (!options.seedDemo) {
      await assignMissingParties(handle.db);
      return { inserted: false };
    }
    const result = await seedDemoData(handle.db);
    await seedDemoMessages(handle.db);
    await seedDemoAgents(handle.db);
    // Tickets stored before ADR 0043 and the demo tickets are given their parties through the same port.
    await assignMissingParties(handle.db);
    await seedDemoDisputes(handle.db);
    await seedDemoNotices(handle.db);
    await seedDemoRecords(handle.db);
    await seedDemoPhotos(handle.db);
    return result;
  });
}
