import type { Database } from '../../db/database.ts';

/**
 * HOOK, NOT YET WIRED: the specification withdraws a pending dispute automatically when the ticket is
 * paid (section 4). There is no disputes module or table yet; when it lands, this function must mark the
 * ticket's pending dispute WITHDRAWN inside the caller's transaction `tx`. Every payment path (online
 * settlement and payments reported by the internal API) already calls it at the right moment.
 */
export async function withdrawPendingDisputeOnPayment(_tx: Database, _ticketId: number): Promise<void> {}
