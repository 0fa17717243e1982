import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { JobHandlers } from './jobs/jobs.worker.ts';

/** A ticket the retention purge is deleting, as each module's purge hook sees it. */
export interface PurgedTicket {
  id: number;
  noticeSerial: string;
  offenceAt: Date;
  /** When it was paid, if it was. */
  paidAt: Date | null;
}

/** What app.ts hands every module when it builds it. */
export interface ModuleContext {
  database: DatabaseHandle;
  db: Database;
  config: Config;
  /** This server's base URL as outside systems reach it (the payment gateway's notify address). */
  selfUrl: () => string;
  log: FastifyBaseLogger;
  /** Runs a just-enqueued job now, with every module's handlers (the worker would run it on its next poll anyway). */
  kickJob: (jobId: number) => void;
  /** Every module's purge hook, in list order: the tickets module's retention calls them before it deletes tickets. */
  ticketPurgeHooks: () => readonly TicketPurgeHook[];
}

/** What a module's seeds get: the database, under the start-up lock, and whether demo rows are wanted. */
export interface SeedContext {
  db: Database;
  /** Demo mode (SEED_DEMO, `npm run db:seed`): the area's demo rows too; otherwise its reference data only. */
  demo: boolean;
}

/** Deletes (or detaches) a module's rows about tickets being purged, inside the purge's transaction. */
export type TicketPurgeHook = (tx: Database, tickets: readonly PurgedTicket[]) => Promise<void>;

/**
 * One business area as app.ts joins it: its routes under its prefix, its background jobs, and its
 * part in the clean-ups that cross areas. Adding an area adds one entry to the list in app.ts and
 * touches no other module.
 */
export interface PortalModule {
  name: string;
  /** Where `routes` is mounted; absent when the routes carry their full paths (or several prefixes). */
  prefix?: string;
  routes?: FastifyPluginAsync;
  /** Job kinds are global: name them `<module>.<job>`; app.ts refuses to start on a clash. */
  jobs?: JobHandlers;
  /** Run by the hourly housekeeping job: drop this module's expired working rows. */
  housekeeping?: () => Promise<void>;
  onTicketPurge?: TicketPurgeHook;
  /**
   * The rows the area starts with: its reference data on every start, and its demo rows when `demo`.
   * Idempotent: inserts what is missing and never overwrites, so a second run changes nothing. Run in
   * list order by the start-up (db/startup.ts), before the app serves.
   */
  seeds?: (context: SeedContext) => Promise<void>;
}

export type ModuleFactory = (context: ModuleContext) => PortalModule;

/** Every module's jobs in one table, refusing two modules (or the app) claiming one job kind. */
export function unionOfJobs(modules: readonly PortalModule[], own: JobHandlers = {}): JobHandlers {
  const union: JobHandlers = { ...own };
  const owner = new Map(Object.keys(own).map((kind) => [kind, 'app']));
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.jobs ?? {})) {
      const taken = owner.get(kind);
      if (taken) throw new Error(`job kind "${kind}" is claimed by both ${taken} and ${module.name}`);
      owner.set(kind, module.name);
      union[kind] = handler;
    }
  }
  return union;
}
