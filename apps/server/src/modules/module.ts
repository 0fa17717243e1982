import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import type { IdentityProviders } from './identity/identity-provider.port.ts';
import type { JobHandlers } from './jobs/jobs.worker.ts';
import type { Payables } from './payments/payable.ts';

/** A ticket the retention purge is deleting, as each module's purge hook sees it. */
export interface PurgedTicket {
  id: number;
  noticeSerial: string;
  offenceAt: Date;
  /** When it was paid, if it was. */
  paidAt: Date | null;
}

/** A ticket just issued, as each module's issue hook sees it inside the issuing transaction. */
export interface IssuedTicketRef {
  id: number;
  noticeNo: string;
  vehicleNo: string;
}

/**
 * Runs inside the issuing transaction (so its work commits with the ticket, or not at all): a module
 * enqueues its follow-up job there. Answers the job's id to run at once after the commit, if any.
 */
export type TicketIssuedHook = (tx: Database, ticket: IssuedTicketRef) => Promise<number | undefined>;

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
  /** Every module's issue hook, in list order: the tickets module calls them in the issuing transaction. */
  ticketIssuedHooks: () => readonly TicketIssuedHook[];
  /** Every module's payable fees, by fee kind: the payments module settles them (payments/payable.ts). */
  payables: () => Payables;
  /**
   * The identity providers (iAM Smart, DSL) chosen by configuration in src/adapters.ts, or null when there are
   * none (logins answer IDENTITY_PROVIDER_UNAVAILABLE). The identity module never picks them itself.
   */
  identityProviders: IdentityProviders | null;
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
  onTicketIssued?: TicketIssuedHook;
  /**
   * The fees this area lets people pay online, by fee kind (global: app.ts refuses two modules declaring
   * one kind). The payments module asks the fee's amount when an order starts and tells the area when
   * it is paid, exactly once, or when the order ends without payment (ADR 0031).
   */
  payables?: Payables;
}

export type ModuleFactory = (context: ModuleContext) => PortalModule;

/** Every module's payable fees in one table, refusing two modules declaring one fee kind. */
export function unionOfPayables(modules: readonly PortalModule[]): Payables {
  const union: Record<string, Payables[string]> = {};
  const owner = new Map<string, string>();
  for (const module of modules) {
    for (const [kind, payable] of Object.entries(module.payables ?? {})) {
      const taken = owner.get(kind);
      if (taken) throw new Error(`fee kind "${kind}" is declared by both ${taken} and ${module.name}`);
      owner.set(kind, module.name);
      union[kind] = payable;
    }
  }
  return union;
}

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
