import type { Database } from '../../db/database.ts';
import { withdrawPendingDispute } from '../disputes/disputes.service.ts';

/**
 * The specification withdraws a pending dispute automatically when the ticket is paid (section 4). Every
 * payment path (online settlement and payments reported by the internal API) calls this inside its
 * transaction `tx`; the disputes module marks the dispute WITHDRAWN and tells the applicant.
 */
export async function withdrawPendingDisputeOnPayment(tx: Database, ticketId: number): Promise<void> {
  await withdrawPendingDispute(tx, ticketId);
}
