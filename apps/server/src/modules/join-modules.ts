import type { FastifyInstance } from 'fastify';
import { purgeFinishedJobs } from './jobs/jobs.repository.ts';
import { runJobNow, type JobHandlers } from './jobs/jobs.worker.ts';
import {
  unionOfJobs,
  unionOfPayables,
  type ModuleContext,
  type ModuleFactory,
  type PortalModule,
  type TicketIssuedHook,
  type TicketPurgeHook,
} from './module.ts';
import type { Payables } from './payments/payable.ts';

export const HOUSEKEEPING_JOB = 'housekeeping';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's purge hook, in list order (the retention purge calls them; tests too). */
    ticketPurgeHooks: readonly TicketPurgeHook[];
  }
}

/** Builds each module of the list with the one context, refusing a module listed twice. */
export function buildModules(context: ModuleContext, factories: readonly ModuleFactory[]): PortalModule[] {
  const modules = factories.map((factory) => factory(context));
  const names = modules.map((m) => m.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`module "${twice}" is listed twice`);
  return modules;
}

/**
 * Builds each module of the list, registers its routes under its prefix, and gives the worker the union
 * of their jobs (main.ts runs them in its loop; tests run them with runDueJobs). Refuses to start when
 * two modules claim one job kind.
 */
export async function joinModules(
  app: FastifyInstance,
  base: Pick<ModuleContext, 'database' | 'config' | 'selfUrl' | 'identityProviders'>,
  factories: readonly ModuleFactory[],
) {
  const { db } = base.database;
  const handlers: JobHandlers = {};
  let hooks: TicketPurgeHook[] = [];
  let issuedHooks: TicketIssuedHook[] = [];
  let payables: Payables = {};
  // Jobs run at once after enqueueing; close() waits for them so none outlives the database.
  const inFlight = new Set<Promise<void>>();
  const kickJob = (id: number) => {
    // The job row is durable: the worker retries whatever this attempt does not finish.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runJobNow(db, handlers, id, app.log))
      .catch(() => undefined)
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  const context = {
    ...base,
    db,
    log: app.log,
    kickJob,
    ticketPurgeHooks: () => hooks,
    ticketIssuedHooks: () => issuedHooks,
    payables: () => payables,
  };
  const modules = buildModules(context, factories);

  Object.assign(
    handlers,
    unionOfJobs(modules, {
      // One hourly clean-up for every module's expired working rows, and the queue's finished jobs.
      [HOUSEKEEPING_JOB]: {
        everySeconds: 3600,
        async run() {
          for (const m of modules) await m.housekeeping?.();
          await purgeFinishedJobs(db);
        },
      },
    }),
  );
  hooks = modules.flatMap((m) => (m.onTicketPurge ? [m.onTicketPurge] : []));
  issuedHooks = modules.flatMap((m) => (m.onTicketIssued ? [m.onTicketIssued] : []));
  payables = unionOfPayables(modules);
  app.decorate('jobHandlers', handlers);
  app.decorate('ticketPurgeHooks', hooks);

  for (const m of modules) {
    if (m.routes) await app.register(m.routes, m.prefix ? { prefix: m.prefix } : {});
  }
}
