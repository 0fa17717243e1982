import type { FastifyBaseLogger } from 'fastify';
import { retentionCutoff, retentionEnded } from '@eticket/domain/tickets/ticket-retention';
import type { Database } from '../../db/database.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import type { TicketPurgeHook } from '../module.ts';
import { deleteTicketsWithDependents, lockRetentionCandidates } from './ticket-retention.repository.ts';

export const RETENTION_PURGE_JOB = 'tickets.retention-purge';
const BATCH = 200;

/**
 * Deletes the tickets whose retention has ended (rule: `@eticket/domain/tickets/ticket-retention`,
 * ADR 0005), with their dependent rows, one batch per transaction. This is the only code that deletes
 * tickets; every other module's rows about them go by that module's purge hook, called first in the same
 * transaction. Running it again finds nothing more to do. Returns how many tickets went.
 */
export async function purgeExpiredTickets(
  db: Database,
  hooks: readonly TicketPurgeHook[],
  now = new Date(),
  log?: FastifyBaseLogger,
) {
  const cutoff = retentionCutoff(now);
  let purged = 0;
  let afterId = 0;
  for (;;) {
    const { taken, deleted, lastId } = await db.transaction(async (tx) => {
      const candidates = await lockRetentionCandidates(tx, cutoff, afterId, BATCH);
      // Candidates with money still moving are passed over and looked at again on the next run.
      const expired = candidates.filter((c) => retentionEnded(c, now));
      if (expired.length > 0) for (const hook of hooks) await hook(tx, expired);
      await deleteTicketsWithDependents(tx, expired);
      return { taken: candidates.length, deleted: expired.length, lastId: candidates.at(-1)?.id ?? afterId };
    });
    purged += deleted;
    afterId = lastId;
    if (taken < BATCH) break;
  }
  if (purged > 0) log?.info({ purged, cutoff }, 'tickets past their retention deleted');
  return purged;
}

/** The purge runs every six hours on whichever instance claims it (one pending copy at a time). */
export function retentionJobHandlers(
  db: Database,
  hooks: () => readonly TicketPurgeHook[],
  log: FastifyBaseLogger,
): JobHandlers {
  return {
    [RETENTION_PURGE_JOB]: {
      everySeconds: 6 * 3600,
      run: async () => void (await purgeExpiredTickets(db, hooks(), new Date(), log)),
    },
  };
}
