import { pino } from 'pino';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { MODULES } from '../app.ts';
import { buildModules } from '../modules/join-modules.ts';
import type { ModuleFactory } from '../modules/module.ts';

/**
 * Runs every module's seeds, in the order of the one list (app.ts), before the app is built: the modules
 * are built here with the database and configuration only. A seed writes rows and nothing else, so it is
 * given no log, no job runner, no purge hooks to call and no identity providers.
 */
export async function seedModules(
  handle: DatabaseHandle,
  config: Config,
  demo: boolean,
  factories: readonly ModuleFactory[] = MODULES,
): Promise<void> {
  const modules = buildModules(
    {
      database: handle,
      db: handle.db,
      config,
      selfUrl: () => config.tickets.publicBaseUrl ?? '',
      log: pino({ enabled: false }),
      kickJob: () => undefined,
      ticketPurgeHooks: () => [],
      ticketIssuedHooks: () => [],
      payables: () => ({}),
      identityProviders: null,
    },
    factories,
  );
  for (const module of modules) await module.seeds?.({ db: handle.db, demo });
}
