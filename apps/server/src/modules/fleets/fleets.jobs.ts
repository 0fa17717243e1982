import type { Database } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { tellDriverOfTicket } from '../messages/driver-notices.service.ts';
import type { IssuedTicketRef } from '../module.ts';
import { addDriverOnDuty } from '../tickets/ticket-parties.service.ts';
import * as repo from './fleets.repository.ts';
import { closeStalePeriods } from './fleets.service.ts';
import { autoCloseHours } from './ticket-driver.service.ts';
import { passDriverDeadlines } from './driver-deadline.service.ts';

export const TELL_DRIVER_JOB = 'fleets.tell-driver';
export const AUTO_CLOSE_JOB = 'fleets.auto-close';
export const DRIVER_DEADLINE_JOB = 'fleets.driver-deadline';

/** Queued inside the issuing transaction: once per ticket. */
export function queueTellDriver(tx: Database, ticket: IssuedTicketRef) {
  return enqueueJob(tx, {
    kind: TELL_DRIVER_JOB,
    payload: { ticketId: ticket.id },
    dedupeKey: `${TELL_DRIVER_JOB}:${ticket.id}`,
    maxAttempts: 5,
  });
}

/**
 * Finds the duty period that covered the ticket's offence and, in one transaction, records its driver
 * against the ticket (he may then view and pay it) and tells him (message box and SMS). The record's key is
 * the ticket, so a repeated run tells no one twice. Answers the send job to kick, if any.
 */
export async function tellDriverOnDuty(db: Database, ticketId: number) {
  const ticket = await repo.ticketOf(db, ticketId);
  if (!ticket) return undefined;
  const period = await repo.periodCovering(db, ticket.vehicleNo, ticket.offenceAt, await autoCloseHours(db));
  if (!period) return undefined;
  return db.transaction(async (tx) => {
    const recorded = await repo.recordTicketDriver(tx, {
      ticketId,
      logId: period.id,
      driverUserId: period.driverUserId,
    });
    if (!recorded) return undefined;
    const personId = await repo.personOfUser(tx, period.driverUserId);
    // The driver on duty sees the ticket in his lists from now (ADR 0043).
    if (personId !== null) await addDriverOnDuty(tx, ticketId, personId);
    return tellDriverOfTicket(tx, { ticketId, userId: period.driverUserId, personId });
  });
}

export function fleetJobHandlers(db: Database, kickJob: (id: number) => void): JobHandlers {
  return {
    [TELL_DRIVER_JOB]: {
      async run(payload) {
        const jobId = await tellDriverOnDuty(db, Number(payload.ticketId));
        if (jobId !== undefined) kickJob(jobId);
      },
    },
    [AUTO_CLOSE_JOB]: {
      everySeconds: 300,
      async run() {
        await closeStalePeriods(db);
      },
    },
    // Hourly: a deadline is counted in days, and each ticket is decided once whenever the job runs.
    [DRIVER_DEADLINE_JOB]: {
      everySeconds: 3600,
      async run() {
        await passDriverDeadlines(db);
      },
    },
  };
}
