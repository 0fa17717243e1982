import type { DisputeDraft } from '@eticket/domain/disputes/dispute.schemas';
import type { Database } from '../../db/database.ts';
import { disputeDraftOf, withdrawPendingDispute } from '../disputes/disputes.service.ts';
import type { Principal } from '../identity/identity.principal.ts';

/**
 * The specification withdraws a pending dispute automatically when the ticket is paid (section 4). Every
 * payment path (online settlement and payments reported by the internal API) calls this inside its
 * transaction `tx`; the disputes module marks the dispute WITHDRAWN and tells the applicant.
 */
export async function withdrawPendingDisputeOnPayment(tx: Database, ticketId: number): Promise<void> {
  await withdrawPendingDispute(tx, ticketId);
}

/**
 * The caller's unsigned dispute of the ticket, while it lives (ADR 0046): the ticket's details offer to
 * continue signing it or to start again, rather than a dispute the server would refuse.
 */
export function disputeDraftOnTicket(
  db: Database,
  principal: Principal,
  ticketId: number,
): Promise<DisputeDraft | null> {
  return disputeDraftOf(db, principal, ticketId);
}
